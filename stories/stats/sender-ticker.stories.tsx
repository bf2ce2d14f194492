import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SenderTicker } from '@/features/fetch-subscriptions/ui/sender-ticker';
import { SENDER_TICKER_INTERVAL_MS } from '@/shared/config/constants';
import { Button } from '@/shared/ui/button';

const NAMES = [
  'Daily Deals',
  'The Green Weekly',
  'Trainline',
  'Spotify',
  'Le Petit Journal',
  'Decathlon',
  'Medium Daily Digest',
];

const meta = {
  title: 'Stats/SenderTicker',
  component: SenderTicker,
  args: { names: NAMES, initialCount: NAMES.length },
  decorators: [(Story) => <div className="w-[min(24rem,calc(100vw-2rem))]">{Story()}</div>],
} satisfies Meta<typeof SenderTicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const ticker = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="sender-ticker"]') as HTMLElement;

/** Seven names found: the latest five show, the newest highlighted at the bottom. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem').map((item) => item.textContent);
    await expect(items).toEqual(NAMES.slice(2));
  },
};

/** Nothing found yet. */
export const Empty: Story = {
  args: { names: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Looking for senders…')).toBeVisible();
  },
};

/**
 * One name is added per SENDER_TICKER_INTERVAL_MS (real time): from one name to four, each step adds
 * exactly one name, never sooner than the interval after the previous one.
 */
export const AddsOneNamePerSecond: Story = {
  args: { names: NAMES.slice(0, 4), initialCount: 1 },
  play: async ({ canvasElement }) => {
    const element = ticker(canvasElement);
    const counts: Array<{ count: number; at: number }> = [
      { count: Number(element.dataset.count), at: performance.now() },
    ];
    const observer = new MutationObserver(() => {
      const count = Number(element.dataset.count);
      if (counts.at(-1)?.count !== count) counts.push({ count, at: performance.now() });
    });
    observer.observe(element, { attributes: true, attributeFilter: ['data-count'] });
    await waitFor(() => expect(element).toHaveAttribute('data-count', '4'), { timeout: 15_000 });
    observer.disconnect();
    await expect(counts.map((entry) => entry.count)).toEqual([1, 2, 3, 4]);
    for (let index = 1; index < counts.length; index += 1) {
      const gap = (counts[index]?.at ?? 0) - (counts[index - 1]?.at ?? 0);
      // The first gap starts when the play function does, a little after the mount.
      if (index > 1) await expect(gap).toBeGreaterThanOrEqual(SENDER_TICKER_INTERVAL_MS - 20);
    }
    await expect(element.querySelectorAll('li')).toHaveLength(4);
  },
};

function Growing({ intervalMs }: { intervalMs?: number }) {
  const [names, setNames] = useState(NAMES.slice(0, 2));
  return (
    <div className="flex flex-col gap-3">
      <SenderTicker names={names} initialCount={2} intervalMs={intervalMs} />
      <Button
        variant="outline"
        size="sm"
        onClick={() => setNames((list) => NAMES.slice(0, Math.min(NAMES.length, list.length + 2)))}
      >
        Find two more
      </Button>
    </div>
  );
}

/** The model's list grows while shown: the new names are revealed one per interval too. */
export const GrowingList: Story = {
  render: () => <Growing intervalMs={300} />,
  play: async ({ canvas, canvasElement }) => {
    const element = ticker(canvasElement);
    await expect(element).toHaveAttribute('data-count', '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Find two more' }));
    await expect(element).toHaveAttribute('data-count', '2');
    await waitFor(() => expect(element).toHaveAttribute('data-count', '3'), { timeout: 15_000 });
    await waitFor(() => expect(element).toHaveAttribute('data-count', '4'), { timeout: 15_000 });
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(NAMES.slice(0, 4));
  },
};

export const LongNames: Story = {
  args: {
    names: [
      'Newsletter of the International Association of Very Long Sender Names',
      'Bundesverband der Energie- und Wasserwirtschaft',
      'Trainline',
    ],
    initialCount: 3,
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  args: { names: ['نون', 'سوق.كوم', 'جرير', 'Spotify'], initialCount: 4 },
};
