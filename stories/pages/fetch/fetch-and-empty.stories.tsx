import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FetchAndEmptyPage } from '@/pages/fetch-and-empty';

/** /fetch-and-empty: the scan found nothing; ways to add a mailbox or see the statistics. */
const meta = {
  title: 'Pages/FetchAndEmpty',
  component: FetchAndEmptyPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FetchAndEmptyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "We didn't find any newsletters" })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add a mailbox' })).toHaveAttribute('href', '/add-inbox');
    await expect(canvas.getByRole('link', { name: 'See my statistics' })).toHaveAttribute('href', '/stats');
  },
};
