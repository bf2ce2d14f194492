import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Loader } from '@/shared/ui/loader';

const meta = {
  title: 'Basics/Loader',
  component: Loader,
} satisfies Meta<typeof Loader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Announced politely as a status with the locale's "Loading…". */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const SizesAndTones: Story = {
  render: () => (
    <div className="flex items-center gap-6 p-4">
      <Loader size="sm" />
      <Loader size="md" />
      <Loader size="lg" />
      <Loader size="xl" />
      <Loader size="lg" tone="muted" />
      <span className="rounded-md bg-brand p-2 text-brand-foreground">
        <Loader size="md" tone="current" />
      </span>
    </div>
  ),
};

export const Japanese: Story = {
  globals: { locale: 'ja-jp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('読み込み中…');
  },
};
