import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PhonePicture } from '@/shared/ui/phone-picture';

const meta = {
  title: 'Basics/PhonePicture',
  component: PhonePicture,
  args: { size: 'lg' },
} satisfies Meta<typeof PhonePicture>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative (the naver mobile popup's phone image). */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="phone-picture"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

/** With a label it is an image with that name. */
export const Labelled: Story = {
  args: { label: 'The Tidy Fox app on a phone', size: 'md' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'The Tidy Fox app on a phone' }),
    ).toBeVisible();
  },
};
