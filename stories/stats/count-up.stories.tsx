import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CountUp, type CountUpProps } from '@/features/stats/ui/count-up';
import { COUNT_UP_STEPS } from '@/shared/config/constants';
import { Button } from '@/shared/ui/button';
import { withMotion } from '../support/motion';

const meta = {
  title: 'Stats/CountUp',
  component: CountUp,
  args: { value: 12_480, className: 'text-5xl font-bold text-text' },
  decorators: [(Story) => <div className="p-6">{Story()}</div>],
} satisfies Meta<typeof CountUp>;
export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="count-up"]') as HTMLElement;
const shown = (element: HTMLElement) =>
  element.querySelector('[data-slot="count-up-steps"]')?.textContent ?? '';
const announced = (element: HTMLElement) => element.querySelector('.sr-only')?.textContent ?? '';

/** Reduced motion (as in every screenshot): the end value shows at once, formatted for the locale. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const element = root(canvasElement);
    await expect(element).toHaveAttribute('data-state', 'done');
    await expect(shown(element)).toBe('12,480');
    await expect(announced(element)).toBe('12,480');
  },
};

/** Mounts the count-up again on demand, so a play function can watch it from its first step. */
function Replayable(props: CountUpProps) {
  const [run, setRun] = useState(0);
  return (
    <div className="flex flex-col items-start gap-4">
      <CountUp key={run} {...props} />
      <Button variant="outline" size="sm" icon="refresh" onClick={() => setRun((value) => value + 1)}>
        Replay
      </Button>
    </div>
  );
}

/**
 * With motion: 0 → 1,234,567 in COUNT_UP_STEPS steps of COUNT_UP_STEP_MS. Every rendered step shows
 * round(value × step / 100), the steps only go up, the last is exactly the end value, and assistive
 * technology is given the end value only (the steps are hidden from it).
 */
export const CountsUpToTheExactEndValue: Story = {
  args: { value: 1_234_567 },
  decorators: [withMotion],
  render: (args) => <Replayable {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'done'), {
      timeout: 15_000,
    });
    const seen: Array<{ step: number; text: string }> = [];
    const record = () => {
      const element = root(canvasElement);
      const entry = { step: Number(element.dataset.step), text: shown(element) };
      const last = seen.at(-1);
      if (!last || last.step !== entry.step || last.text !== entry.text) seen.push(entry);
    };
    // Watching from before the replay: the first record is the new count-up's first render.
    const observer = new MutationObserver(record);
    observer.observe(canvasElement, {
      attributes: true,
      childList: true,
      characterData: true,
      subtree: true,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Replay' }));
    const element = root(canvasElement);
    await expect(element.querySelector('[data-slot="count-up-steps"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect(announced(element)).toBe('1,234,567');
    await waitFor(() => expect(element).toHaveAttribute('data-state', 'done'), { timeout: 15_000 });
    observer.disconnect();

    const format = new Intl.NumberFormat('en-gb');
    await expect(seen[0]?.step).toBe(0);
    for (const { step, text } of seen) {
      await expect(text).toBe(format.format(Math.round((1_234_567 * step) / COUNT_UP_STEPS)));
    }
    const steps = seen.map((entry) => entry.step);
    await expect(steps).toEqual([...steps].sort((a, b) => a - b));
    await expect(new Set(steps).size).toBeGreaterThan(10);
    await expect(steps.at(-1)).toBe(COUNT_UP_STEPS);
    await expect(shown(element)).toBe('1,234,567');
    await expect(announced(element)).toBe('1,234,567');
  },
};

/** Two decimals (kilograms of CO2): every step is rounded to two decimals, the end is exact. */
export const Decimals: Story = {
  args: { value: 1.5, decimals: 2 },
  decorators: [withMotion],
  play: async ({ canvasElement }) => {
    const element = root(canvasElement);
    await waitFor(() => expect(element).toHaveAttribute('data-state', 'done'), { timeout: 15_000 });
    await expect(shown(element)).toBe('1.50');
  },
};

/** German digit grouping. */
export const German: Story = {
  globals: { locale: 'de-de' },
  args: { value: 1_234_567 },
  play: async ({ canvasElement }) => {
    await expect(shown(root(canvasElement))).toBe('1.234.567');
  },
};

/** Arabic (Saudi Arabia) digits, right to left. */
export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  args: { value: 12_480 },
  play: async ({ canvasElement }) => {
    await expect(shown(root(canvasElement))).toBe(new Intl.NumberFormat('ar-sa').format(12_480));
  },
};
