import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { $tipIndex, nextTipClicked, previousTipClicked, tipsVisibilityChanged } from '@/features/stats/model';
import { TipsCarousel } from '@/features/stats/ui/tips-carousel';
import { TIPS_CAROUSEL_COUNT } from '@/shared/config/constants';

const meta = {
  title: 'Stats/TipsCarousel',
  component: TipsCarousel,
  parameters: { layout: 'padded' },
  args: { onPrevious: fn(), onNext: fn(), onVisibleRatiosChange: fn() },
  decorators: [(Story) => <div className="mx-auto w-full max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof TipsCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const carousel = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="tips-carousel"]') as HTMLElement;

/** Wired to the stats model: `$tipIndex`, `previousTipClicked`, `nextTipClicked`, `tipsVisibilityChanged`. */
function WithStatsModel() {
  const [index, onPrevious, onNext, onVisibleRatiosChange] = useUnit([
    $tipIndex,
    previousTipClicked,
    nextTipClicked,
    tipsVisibilityChanged,
  ]);
  return (
    <TipsCarousel
      index={index}
      onPrevious={onPrevious}
      onNext={onNext}
      onVisibleRatiosChange={onVisibleRatiosChange}
    />
  );
}

/** The first tip: one card with arrows on desktop, a snap strip with dots on mobile. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(carousel(canvasElement)).toHaveAttribute('data-index', '0');
  },
};

/**
 * Desktop: the arrows cycle modulo TIPS_CAROUSEL_COUNT (driven by the stats model): four presses on
 * Next come back to the first tip, Previous from the first goes to the last.
 */
export const DesktopArrowsCycle: Story = {
  tags: ['visual-no-mobile'],
  parameters: { visual: { reason: 'The arrows exist only from 569 px; mobile has the snap strip.' } },
  render: () => <WithStatsModel />,
  play: async ({ canvas, canvasElement }) => {
    const next = canvas.getByRole('button', { name: 'Next tip' });
    const previous = canvas.getByRole('button', { name: 'Previous tip' });
    const seen: string[] = [];
    for (let press = 1; press <= TIPS_CAROUSEL_COUNT; press += 1) {
      await userEvent.click(next);
      await expect(carousel(canvasElement)).toHaveAttribute(
        'data-index',
        String(press % TIPS_CAROUSEL_COUNT),
      );
      seen.push(canvas.getByRole('group', { name: /^Tip \d of 4$/ }).getAttribute('aria-label') ?? '');
    }
    await expect(seen).toEqual(['Tip 2 of 4', 'Tip 3 of 4', 'Tip 4 of 4', 'Tip 1 of 4']);
    await userEvent.click(previous);
    await expect(carousel(canvasElement)).toHaveAttribute('data-index', '3');
    await expect(canvas.getByRole('heading', { name: 'Small actions add up' })).toBeVisible();
    await userEvent.click(next);
    await expect(carousel(canvasElement)).toHaveAttribute('data-index', '0');
    await expect(canvas.getByRole('heading', { name: 'Clean inboxes, greener planet' })).toBeVisible();
  },
};

/** Keyboard: Tab reaches the arrows, Enter presses them, and ArrowLeft / ArrowRight cycle too. */
export const DesktopKeyboard: Story = {
  tags: ['visual-no-mobile'],
  parameters: { visual: { reason: 'The arrows exist only from 569 px; mobile has the snap strip.' } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous tip' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(carousel(canvasElement)).toHaveAttribute('data-index', '3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(carousel(canvasElement)).toHaveAttribute('data-index', '0');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    await expect(carousel(canvasElement)).toHaveAttribute('data-index', '2');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(carousel(canvasElement)).toHaveAttribute('data-index', '1');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next tip' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(carousel(canvasElement)).toHaveAttribute('data-index', '2');
    await expect(args.onPrevious).toHaveBeenCalledTimes(2);
    await expect(args.onNext).toHaveBeenCalledTimes(4);
  },
};

/**
 * Mobile: a dot scrolls its tip into view; the IntersectionObserver then reports the visible ratios
 * and the dot of the most visible tip is highlighted (here through the stats model).
 */
export const MobileMostVisibleDot: Story = {
  tags: ['visual-no-desktop'],
  parameters: { visual: { reason: 'The snap strip and its dots exist only below 569 px.' } },
  render: () => <WithStatsModel />,
  play: async ({ canvas, canvasElement }) => {
    const dot = (number: number) => canvas.getByRole('button', { name: `Show tip ${number}` });
    await waitFor(() => expect(dot(1)).toHaveAttribute('aria-current', 'true'));
    await userEvent.click(dot(3));
    await waitFor(() => expect(dot(3)).toHaveAttribute('aria-current', 'true'));
    await expect(carousel(canvasElement)).toHaveAttribute('data-index', '2');
    await expect(dot(1)).not.toHaveAttribute('aria-current');
    await userEvent.click(dot(4));
    await waitFor(() => expect(dot(4)).toHaveAttribute('aria-current', 'true'));
  },
};

/** Mobile keyboard: the strip is focusable and scrolls with the arrow keys; the dots are buttons. */
export const MobileKeyboard: Story = {
  tags: ['visual-no-desktop'],
  parameters: { visual: { reason: 'The snap strip and its dots exist only below 569 px.' } },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const strip = canvas.getByRole('group', { name: 'Eco tips' });
    await expect(strip).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show tip 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Show tip 2' })).toHaveAttribute('aria-current', 'true'),
    );
    await expect(args.onVisibleRatiosChange).toHaveBeenCalled();
  },
};

export const German: Story = { globals: { locale: 'de-de' }, args: { defaultIndex: 2 } };

/** Right to left: the arrows mirror, ArrowLeft goes forward. */
export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  args: { defaultIndex: 1 },
};
