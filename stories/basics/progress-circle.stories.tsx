import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressCircle } from '@/shared/ui/progress-circle';

const meta = {
  title: 'Basics/ProgressCircle',
  component: ProgressCircle,
  args: { value: 64 },
  decorators: [(Story) => <div className="p-4">{Story()}</div>],
} satisfies Meta<typeof ProgressCircle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A progressbar named "Progress" with its value, the percentage in the centre. */
export const Default: Story = {
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '64');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveTextContent('64%');
  },
};

/** Values outside 0–100 are clamped with the shared helper: 140 → 100, −20 → 0, NaN → 0. */
export const Clamped: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-6">
      <ProgressCircle value={140} label="Above" size="lg" />
      <ProgressCircle value={-20} label="Below" size="lg" />
      <ProgressCircle value={Number.NaN} label="Unknown" size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    const above = canvas.getByRole('progressbar', { name: 'Above' });
    await expect(above).toHaveAttribute('aria-valuenow', '100');
    await expect(above).toHaveTextContent('100%');
    await expect(above).toHaveAttribute('data-complete', 'true');
    const below = canvas.getByRole('progressbar', { name: 'Below' });
    await expect(below).toHaveAttribute('aria-valuenow', '0');
    await expect(below).toHaveTextContent('0%');
    await expect(canvas.getByRole('progressbar', { name: 'Unknown' })).toHaveAttribute('aria-valuenow', '0');
  },
};

export const SizesTonesAndValues: Story = {
  render: () => (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center gap-6">
        <ProgressCircle value={0} size="sm" />
        <ProgressCircle value={12} size="sm" />
        <ProgressCircle value={25} size="md" />
        <ProgressCircle value={50} size="md" tone="info" />
        <ProgressCircle value={75} size="lg" tone="unsubscribe" />
        <ProgressCircle value={100} size="lg" />
      </div>
      <div className="flex flex-wrap items-center gap-6">
        <ProgressCircle value={33.4} size="md" tone="delete" />
        <ProgressCircle value={66.6} size="md" tone="later" />
        <ProgressCircle value={87} size="xl" caption="scanned" label="Mailbox scan" />
      </div>
    </div>
  ),
};

/** Custom centre content (a count instead of the percentage). */
export const CustomCentre: Story = {
  args: { value: 42, size: 'xl', label: 'Senders sorted', children: '42', caption: 'of 100' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Senders sorted' });
    await expect(bar).toHaveAttribute('aria-valuetext', '42%');
  },
};

/** Arabic: the ring fills the other way and the percentage uses the locale's digits. */
export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  args: { value: 64, size: 'xl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'التقدّم' })).toHaveAttribute('aria-valuenow', '64');
  },
};
