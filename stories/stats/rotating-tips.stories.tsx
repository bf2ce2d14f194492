import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { UPDATE_STORY_ARGS } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import { expect, userEvent, waitFor } from 'storybook/test';
import { RotatingTips, useFetchTipKeys } from '@/features/fetch-subscriptions/ui/rotating-tips';
import { withMotion } from '../support/motion';

const meta = {
  title: 'Stats/RotatingTips',
  component: RotatingTips,
  decorators: [(Story) => <div className="w-[min(28rem,calc(100vw-2rem))]">{Story()}</div>],
} satisfies Meta<typeof RotatingTips>;
export default meta;
type Story = StoryObj<typeof meta>;

const tips = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="rotating-tips"]') as HTMLElement;
const shownKey = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-tip-key]')?.getAttribute('data-tip-key');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The first tip. The tips change every FETCH_TIPS_ROTATION_MS (8 s); under reduced motion, as here in
 * screenshots, they start paused and the button offers to resume them.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(shownKey(canvasElement)).toBe('fetch_tips_1');
    await expect(tips(canvasElement)).toHaveAttribute('data-paused', 'true');
    await expect(canvas.getByRole('button', { name: 'Resume the tips' })).toBeVisible();
  },
};

/**
 * Every tip key that enters the page, in order of arrival. A MutationObserver sees each one even when
 * a loaded machine runs the fade slowly (the leaving tip then stays in the page next to the new one).
 */
function recordTips(canvasElement: HTMLElement) {
  const seen: string[] = [];
  const note = () => {
    for (const node of canvasElement.querySelectorAll('[data-tip-key]')) {
      const key = node.getAttribute('data-tip-key');
      if (key && !seen.includes(key)) seen.push(key);
    }
  };
  note();
  const observer = new MutationObserver(note);
  observer.observe(canvasElement, { childList: true, subtree: true });
  return { seen, stop: () => observer.disconnect() };
}

/**
 * The keys are fetch_tips_1, fetch_tips_2, … until the first missing one; with a 0.5 s period (instead
 * of 8 s) the tips follow each other in that order, then the pause button holds whichever is shown.
 */
export const Rotates: Story = {
  args: { intervalMs: 500 },
  decorators: [withMotion],
  play: async ({ canvas, canvasElement, id }) => {
    await expect(shownKey(canvasElement)).toBe('fetch_tips_1');
    const record = recordTips(canvasElement);
    await waitFor(() => expect(record.seen.length).toBeGreaterThanOrEqual(3), { timeout: 15_000 });
    record.stop();
    await expect(record.seen.slice(0, 3)).toEqual(['fetch_tips_1', 'fetch_tips_2', 'fetch_tips_3']);

    await userEvent.click(canvas.getByRole('button', { name: 'Pause the tips' }));
    await expect(tips(canvasElement)).toHaveAttribute('data-paused', 'true');
    // The tip shown when the pause landed (a slow machine may have moved on by then) stays.
    const held = tips(canvasElement).dataset.index;
    await pause(1200);
    await expect(tips(canvasElement).dataset.index).toBe(held);
    await expect(canvas.getByRole('button', { name: 'Resume the tips' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Which tip the pause caught depends on the machine's speed: resume and hand the index to the
    // args (as the model does) so the screenshot shows the first tip, whatever happened above.
    await userEvent.click(canvas.getByRole('button', { name: 'Resume the tips' }));
    addons.getChannel().emit(UPDATE_STORY_ARGS, { storyId: id, updatedArgs: { index: 0 } });
    await waitFor(
      () => {
        const shown = [...canvasElement.querySelectorAll('[data-tip-key]')];
        expect(shown.map((node) => node.getAttribute('data-tip-key'))).toEqual(['fetch_tips_1']);
      },
      { timeout: 15_000 },
    );
  },
};

function KeyList() {
  const { t } = useTranslation('marketing');
  const keys = useFetchTipKeys();
  return (
    <ol className="mt-4 list-decimal ps-5 text-sm text-text-muted">
      {keys.map((key) => (
        <li key={key} data-key={key}>
          {t(key)}
        </li>
      ))}
    </ol>
  );
}

/** Every tip key the probe finds, in order (five in en-gb), and the model-driven index 2. */
export const Controlled: Story = {
  args: { index: 2 },
  render: (args) => (
    <>
      <RotatingTips {...args} />
      <KeyList />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(shownKey(canvasElement)).toBe('fetch_tips_3');
    const keys = [...canvasElement.querySelectorAll('[data-key]')].map((node) =>
      node.getAttribute('data-key'),
    );
    await expect(keys).toEqual([
      'fetch_tips_1',
      'fetch_tips_2',
      'fetch_tips_3',
      'fetch_tips_4',
      'fetch_tips_5',
    ]);
  },
};

/** Keyboard: the pause button is reachable and toggles (a long period keeps the first tip here). */
export const KeyboardPause: Story = {
  args: { intervalMs: 600_000 },
  decorators: [withMotion],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pause the tips' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(tips(canvasElement)).toHaveAttribute('data-paused', 'true');
    await expect(canvas.getByRole('button', { name: 'Resume the tips' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(tips(canvasElement)).toHaveAttribute('data-paused', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(shownKey(canvasElement)).toBe('fetch_tips_1');
  },
};

export const Japanese: Story = { globals: { locale: 'ja-jp' }, args: { index: 1 } };

export const RightToLeft: Story = { globals: { locale: 'ar-sa' }, args: { index: 3 } };
