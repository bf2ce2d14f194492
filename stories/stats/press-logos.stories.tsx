import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PRESS_MENTIONS, PressLogos } from '@/widgets/landing-pitch/ui/press-logos';

const meta = {
  title: 'Stats/PressLogos',
  component: PressLogos,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PressLogos>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fictional publications in our own neutral wordmarks; the names are text, read as a list. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'As seen in' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      PRESS_MENTIONS.map((mention) => mention.name),
    );
  },
};

export const WithoutTitle: Story = { args: { title: null, mentions: PRESS_MENTIONS.slice(0, 3) } };

export const RightToLeft: Story = { globals: { locale: 'ar-sa' } };
