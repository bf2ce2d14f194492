import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FetchProgress } from '@/features/fetch-subscriptions/ui/fetch-progress';
import { Mascot } from '@/shared/ui/mascot';

const meta = {
  title: 'Stats/FetchProgress',
  component: FetchProgress,
  args: { total: 4_200, remaining: 2_730, stage: 'processing', onGoClean: fn() },
  decorators: [(Story) => <div className="w-[min(30rem,calc(100vw-2rem))]">{Story()}</div>],
} satisfies Meta<typeof FetchProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[role="progressbar"]') as HTMLElement;

/** Processing: 1,470 of 4,200 mails scanned = 35 %; no button (the scan must not be left). */
export const Processing: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '35');
    await expect(bar(canvasElement)).toHaveAccessibleName('Scan progress');
    await expect(canvas.getByText('1,470 of 4,200 mails scanned')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Nothing counted yet: an empty ring at 0 %. */
export const Starting: Story = {
  args: { total: 0, remaining: 0 },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '0');
  },
};

/** Sortable: enough newsletters before the end; a preview count and the go-clean button. */
export const Sortable: Story = {
  args: { stage: 'sortable', remaining: 1_100, newsletterCount: 23 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '23 newsletters ready to sort' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start cleaning' }));
    await expect(args.onGoClean).toHaveBeenCalledOnce();
  },
};

/** Done: the full ring, the scan-done message, the button (busy while the list refreshes). */
export const Done: Story = {
  args: { stage: 'done', remaining: 0, newsletterCount: 58, goCleanPending: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByRole('heading', { name: 'Scan complete!' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start cleaning' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Counts out of range (remaining above total) are clamped: 0 %, never negative. */
export const Clamped: Story = {
  args: { total: 100, remaining: 140 },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '0');
  },
};

/** The /fetch look: the mascot inside the ring, the percentage under it. */
export const WithMascot: Story = {
  args: { media: <Mascot size="md" /> },
  play: async ({ canvasElement }) => {
    const mascot = canvasElement.querySelector('[data-slot="mascot"]') as HTMLElement;
    await waitFor(() => expect(mascot.dataset.state).not.toBe('loading'), { timeout: 15_000 });
  },
};

export const German: Story = {
  globals: { locale: 'de-de' },
  args: { stage: 'sortable', newsletterCount: 1 },
};

export const RightToLeft: Story = { globals: { locale: 'ar-sa' }, args: { stage: 'done', remaining: 0 } };
