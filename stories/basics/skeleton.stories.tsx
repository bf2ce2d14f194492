import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from '@/shared/ui/skeleton';
import { fieldWidth } from '../support/layout';

const meta = {
  title: 'Basics/Skeleton',
  component: Skeleton,
  decorators: [fieldWidth],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Text lines (the last one shorter), announced once as "Loading…". */
export const TextLines: Story = {
  args: { shape: 'text', lines: 4 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton-line"]')).toHaveLength(4);
  },
};

export const Shapes: Story = {
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="mx-auto max-w-4xl p-4 sm:p-8">{Story()}</div>],
  render: () => (
    <div className="grid items-start gap-8 sm:grid-cols-2">
      <div className="flex flex-col gap-6">
        <Skeleton shape="text" lines={1} />
        <Skeleton shape="text" lines={3} />
        <div className="flex items-end gap-4">
          <Skeleton shape="avatar" size="sm" />
          <Skeleton shape="avatar" size="md" />
          <Skeleton shape="avatar" size="lg" />
          <Skeleton shape="avatar" size="xl" />
        </div>
        <div className="flex items-center gap-3">
          <Skeleton shape="avatar" decorative />
          <Skeleton shape="text" lines={2} decorative />
        </div>
        <Skeleton shape="block" className="h-32" />
      </div>
      <Skeleton shape="card" />
    </div>
  ),
  play: async ({ canvas }) => {
    // Eight announced skeletons: the two decorative ones (avatar and lines side by side) stay silent.
    await expect(canvas.getAllByRole('status')).toHaveLength(8);
  },
};

/** A list of sender cards loading, as the cleaning screen shows it. */
export const CardList: Story = {
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="mx-auto max-w-5xl p-4 sm:p-8">{Story()}</div>],
  render: () => (
    <div aria-busy="true" className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Skeleton shape="card" />
      <Skeleton shape="card" decorative />
      <Skeleton shape="card" decorative />
    </div>
  ),
};

/** Under reduced motion the shimmer does not run (the band stays still). */
export const ReducedMotion: Story = {
  globals: { reducedMotion: 'reduce' },
  args: { shape: 'card' },
  play: async ({ canvasElement }) => {
    const parts = canvasElement.querySelectorAll<HTMLElement>(
      '[data-slot="skeleton"] span[class*="shimmer"]',
    );
    await expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) {
      await expect(getComputedStyle(part).animationName).toBe('none');
      await expect(getComputedStyle(part).backgroundImage).toBe('none');
    }
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  render: () => (
    <div className="flex items-center gap-3">
      <Skeleton shape="avatar" decorative />
      <Skeleton shape="text" lines={2} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('جارٍ التحميل…');
  },
};
