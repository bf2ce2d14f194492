import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { senderKey } from '@/entities/subscription/lib';
import type { Subscription } from '@/entities/subscription/types';
import { cn } from '@/shared/lib/cn';
import { SwipeDeck } from '@/widgets/swipe-deck/ui/swipe-deck';
import { drag } from '../support/pointer';
import { LATER_INFO_CARD, LATER_SENDER, MARKET_CARD, SENDERS, special } from './sample-senders';

interface HarnessProps {
  items?: Subscription[];
  onDecision?: (item: Subscription, action: string) => void;
  onDismiss?: (item: Subscription) => void;
  onShare?: () => void;
  loading?: boolean;
  disabled?: boolean;
}

/** The deck with its list in state, as the model keeps it: a decided card leaves the list. */
function Harness({
  items = SENDERS,
  onDecision = () => {},
  onDismiss,
  onShare,
  loading,
  disabled,
}: HarnessProps) {
  const [list, setList] = useState(items);
  const remove = (item: Subscription) =>
    setList((current) => current.filter((entry) => senderKey(entry) !== senderKey(item)));
  return (
    <div className="mx-auto flex min-h-dvh max-w-lg flex-col items-center px-4 pt-6 pb-4">
      <SwipeDeck
        items={list}
        loading={loading}
        disabled={disabled}
        onShare={onShare}
        onDecision={(item, action) => {
          onDecision(item, action);
          remove(item);
        }}
        onDismiss={(item) => {
          onDismiss?.(item);
          remove(item);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Cleaning/SwipeDeck',
  component: Harness,
  parameters: { layout: 'fullscreen' },
  args: { onDecision: fn(), onDismiss: fn(), onShare: fn() },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const topCard = (root: HTMLElement) =>
  root.querySelector('[data-slot="swipe-deck-card"][data-top="true"] [data-interactive]') as HTMLElement;
const topName = (root: HTMLElement) =>
  root.querySelector('[data-slot="swipe-deck-card"][data-top="true"] h2')?.textContent ?? '';
/** No card mid-flight: every leaving card is gone. */
const atRest = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('[data-slot="swipe-deck-card"][data-leaving]')).toBeNull(), {
    timeout: 3000,
  });
const status = (root: HTMLElement) => root.querySelector('[data-slot="swipe-deck-status"]') as HTMLElement;
const SWIPE = 220;

/** A stack of senders: the top card, two peeking behind it, the four actions under it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Daily Deals' })).toBeVisible();
    const actions = within(canvas.getByRole('group', { name: 'Actions for this sender' }));
    for (const name of ['Unsubscribe', 'Delete', 'Later', 'Keep']) {
      await expect(actions.getByRole('button', { name })).toBeEnabled();
    }
  },
};

/** Pointer drags: left unsubscribes, up deletes, right keeps, down sorts later; each is announced; the next card rises. */
export const DragInFourDirections: Story = {
  play: async ({ canvasElement, args }) => {
    const moves = [
      { dx: -SWIPE, dy: 0, action: 'unsubscribes', said: 'Unsubscribed from Daily Deals.' },
      { dx: 0, dy: -SWIPE, action: 'delete', said: 'Mails from Garden Club deleted.' },
      { dx: SWIPE, dy: 0, action: 'keep', said: 'Winner Notice kept.' },
      { dx: 0, dy: SWIPE, action: 'later', said: 'City Library saved for later.' },
    ] as const;
    for (const [index, move] of moves.entries()) {
      const expected = SENDERS[index] as Subscription;
      await expect(topName(canvasElement)).toBe(expected.name);
      await drag(topCard(canvasElement), { dx: move.dx, dy: move.dy });
      await waitFor(() => expect(args.onDecision).toHaveBeenLastCalledWith(expected, move.action));
      await expect(status(canvasElement)).toHaveTextContent(move.said);
      await atRest(canvasElement);
    }
    await expect(args.onDecision).toHaveBeenCalledTimes(4);
    await expect(topName(canvasElement)).toBe(SENDERS[4]?.name);
  },
};

/** A short, slow drag snaps back: no decision, the card is back in place. */
export const ShortDragSnapsBack: Story = {
  play: async ({ canvasElement, args }) => {
    const card = topCard(canvasElement);
    const rest = card.getBoundingClientRect();
    await drag(card, { dx: 40, dy: 10, stepMs: 40 });
    await waitFor(() => {
      const now = card.getBoundingClientRect();
      expect(Math.round(now.left)).toBe(Math.round(rest.left));
      expect(Math.round(now.top)).toBe(Math.round(rest.top));
    });
    await expect(args.onDecision).not.toHaveBeenCalled();
    await expect(topName(canvasElement)).toBe('Daily Deals');
    await expect(canvasElement.querySelector('[data-slot="swipe-hint"]')).toBeNull();
  },
};

/** With the deck focused, keys 37–40 decide like the swipes, and each decision is announced. */
export const ArrowKeys: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    canvas.getByRole('group', { name: 'Card stack' }).focus();
    const keys = [
      {
        key: '{ArrowLeft}',
        action: 'unsubscribes',
        said: 'Unsubscribed from Daily Deals. Next: Garden Club.',
      },
      { key: '{ArrowUp}', action: 'delete', said: 'Mails from Garden Club deleted. Next: Winner Notice.' },
      { key: '{ArrowRight}', action: 'keep', said: 'Winner Notice kept. Next: City Library.' },
      { key: '{ArrowDown}', action: 'later', said: 'City Library saved for later. Next: Rail Travel.' },
    ] as const;
    for (const [index, press] of keys.entries()) {
      await userEvent.keyboard(press.key);
      await expect(args.onDecision).toHaveBeenLastCalledWith(SENDERS[index], press.action);
      await waitFor(() => expect(status(canvasElement)).toHaveTextContent(press.said));
      await atRest(canvasElement);
    }
    await expect(status(canvasElement)).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('group', { name: 'Card stack' })).toHaveFocus();
  },
};

/** The visible buttons decide too (for pointer and keyboard users who do not swipe). */
export const ActionButtons: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Keep' }));
    await expect(args.onDecision).toHaveBeenLastCalledWith(SENDERS[0], 'keep');
    await atRest(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(args.onDecision).toHaveBeenLastCalledWith(SENDERS[1], 'unsubscribes');
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('Unsubscribed from Garden Club.'));
    await atRest(canvasElement);
    await expect(topName(canvasElement)).toBe('Winner Notice');
  },
};

/** "Later" is refused on a later card: it shakes back, says why, and nothing is decided. */
export const LaterRefused: Story = {
  args: { items: [LATER_SENDER, ...SENDERS] },
  play: async ({ canvas, canvasElement, args }) => {
    canvas.getByRole('group', { name: 'Card stack' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await drag(topCard(canvasElement), { dy: SWIPE });
    const later = canvas.getByRole('button', { name: 'Later' });
    await expect(later).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(later);
    await expect(args.onDecision).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(status(canvasElement)).toHaveTextContent(
        'Already saved for later: unsubscribe, delete or keep it.',
      ),
    );
    await expect(status(canvasElement)).toHaveAttribute('data-refused', 'true');
    const card = topCard(canvasElement);
    await waitFor(() => expect(card.style.transform === '' || card.style.transform === 'none').toBe(true));
    await expect(topName(canvasElement)).toBe('Weekend Recipes');
    await atRest(canvasElement);
  },
};

/** Special cards just dismiss (any direction, a key or Next) and never decide a sender. */
export const SpecialCards: Story = {
  args: {
    items: [
      special('sharing', 1),
      MARKET_CARD,
      special('animation', 1),
      special('animation', 2),
      LATER_INFO_CARD,
      LATER_SENDER,
    ],
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tell your friends' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    canvas.getByRole('group', { name: 'Card stack' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await atRest(canvasElement);
    await drag(topCard(canvasElement), { dx: -SWIPE });
    await atRest(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await atRest(canvasElement);
    await expect(topName(canvasElement)).toBe('50 senders sorted!');
    canvas.getByRole('group', { name: 'Card stack' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    await atRest(canvasElement);
    // The later-info card goes any way, down included.
    await userEvent.keyboard('{ArrowDown}');
    await atRest(canvasElement);
    await expect(args.onDismiss).toHaveBeenCalledTimes(5);
    await expect(args.onDecision).not.toHaveBeenCalled();
    await expect(status(canvasElement)).toHaveTextContent('Card dismissed.');
    await expect(topName(canvasElement)).toBe('Weekend Recipes');
  },
};

/** Right-to-left: the layout mirrors, the swipe directions and arrow keys do not. */
export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  play: async ({ canvasElement, args }) => {
    const bar = canvasElement.querySelector('[data-slot="deck-action-bar"]') as HTMLElement;
    const x = (action: string) =>
      (bar.querySelector(`[data-action="${action}"]`) as HTMLElement).getBoundingClientRect().left;
    await expect(x('unsubscribes')).toBeLessThan(x('keep'));
    await drag(topCard(canvasElement), { dx: -SWIPE });
    await waitFor(() => expect(args.onDecision).toHaveBeenLastCalledWith(SENDERS[0], 'unsubscribes'));
    await atRest(canvasElement);
    (canvasElement.querySelector('[data-slot="swipe-deck-stage"]') as HTMLElement).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onDecision).toHaveBeenLastCalledWith(SENDERS[1], 'unsubscribes');
    await atRest(canvasElement);
  },
};

/** Reduced motion: no travel, the next card is there at once. */
export const ReducedMotion: Story = {
  globals: { reducedMotion: 'reduce' },
  play: async ({ canvas, canvasElement, args }) => {
    canvas.getByRole('group', { name: 'Card stack' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onDecision).toHaveBeenLastCalledWith(SENDERS[0], 'keep');
    await waitFor(() => expect(topName(canvasElement)).toBe('Garden Club'), { timeout: 100 });
    await atRest(canvasElement);
    await expect(topCard(canvasElement).style.transform).toMatch(/^(none)?$/);
  },
};

/** Loading (placeholder stack), empty (all sorted) and disabled (nothing reacts). */
export const States: Story = {
  render: (args) => (
    <div className="grid grid-cols-1 gap-8 p-4 md:grid-cols-3">
      <SwipeDeck label="Loading" items={[]} loading onDecision={args.onDecision ?? (() => {})} />
      <SwipeDeck label="Empty" items={[]} onDecision={args.onDecision ?? (() => {})} />
      <SwipeDeck
        label="Disabled"
        items={SENDERS.slice(2)}
        disabled
        onDecision={args.onDecision ?? (() => {})}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.getByText('All sorted!')).toBeVisible();
    const stages = canvasElement.querySelectorAll<HTMLElement>('[data-slot="swipe-deck-stage"]');
    const disabled = stages[2] as HTMLElement;
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    disabled.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onDecision).not.toHaveBeenCalled();
    const buttons = within(disabled.parentElement as HTMLElement).getAllByRole('button');
    for (const button of buttons) await expect(button).toBeDisabled();
  },
};

/** The room a deck has, in px, for the Rooms story: enough, short, tiny. */
const ROOMS = [680, 560, 440] as const;

/** A deck of three senders in a box of a given size (a column: the deck fills it or is squeezed by it). */
function SizedDeck({
  label,
  onDecision,
  className,
  ...box
}: ComponentProps<'div'> & { label: string; onDecision?: (item: Subscription, action: string) => void }) {
  return (
    <div {...box} className={cn('flex flex-col', className)}>
      <SwipeDeck label={label} items={SENDERS.slice(0, 3)} onDecision={onDecision ?? (() => {})} />
    </div>
  );
}

/**
 * A deck in less room (a small phone, a laptop's short window): the stage shrinks to what is left above
 * the buttons, and the card gives up room instead of being cut — in 680 px it is whole, in 560 px its
 * avatar and tiles are smaller, in 440 px it has no avatar. The buttons stay inside the room.
 */
export const Rooms: Story = {
  render: (args) => (
    <div className="grid grid-cols-1 items-start gap-8 p-4 md:grid-cols-3">
      {ROOMS.map((room) => (
        <SizedDeck
          key={room}
          data-room={room}
          className="items-center"
          style={{ height: room }}
          label={`${room} px`}
          onDecision={args.onDecision}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
    // As the first frame shows them: each deck learns its room when its size is first reported, after
    // the first layout and before the first paint.
    await waitFor(async () => {
      const avatars: number[] = [];
      for (const room of ROOMS) {
        const box = canvasElement.querySelector(`[data-room="${room}"]`) as HTMLElement;
        const bottom = box.getBoundingClientRect().bottom;
        const buttons = [...box.querySelectorAll('[data-slot="deck-action-bar"] button')];
        await expect(buttons).toHaveLength(4);
        for (const button of buttons)
          await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(bottom);
        const card = box.querySelector<HTMLElement>(
          '[data-top="true"] [data-slot="sender-card"]',
        ) as HTMLElement;
        await expect(card.scrollHeight).toBeLessThanOrEqual(card.clientHeight);
        const avatar = card.querySelector('[data-slot="sender-avatar"]') as HTMLElement;
        avatars.push(avatar.getClientRects().length > 0 ? avatar.getBoundingClientRect().height : 0);
      }
      // Whole, smaller, none.
      await expect(avatars[0]).toBeGreaterThan(avatars[1] ?? 0);
      await expect(avatars[1]).toBeGreaterThan(0);
      await expect(avatars[2]).toBe(0);
    });
  },
};

/**
 * The buttons under the narrowest decks (265 px: a 569 px window beside the side menu; 296 px: a 320 px
 * phone) in Swedish, whose "Avprenumerera" is the longest single word of the 22 languages: the four
 * buttons share the bar's width, no word is cut in two, and no caption runs into another or off the
 * deck by more than the 12 px the page keeps beside it.
 */
export const NarrowSwedish: Story = {
  globals: { locale: 'sv-se' },
  render: (args) => (
    <div className="flex flex-col items-start gap-8 px-3 py-4">
      {[265, 296].map((width) => (
        <SizedDeck
          key={width}
          data-width={width}
          style={{ width, height: 620 }}
          label={`${width} px`}
          onDecision={args.onDecision}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
    for (const width of [265, 296]) {
      const box = (
        canvasElement.querySelector(`[data-width="${width}"]`) as HTMLElement
      ).getBoundingClientRect();
      const buttons = [
        ...canvasElement.querySelectorAll<HTMLElement>(`[data-width="${width}"] [data-slot="deck-action"]`),
      ];
      await expect(buttons).toHaveLength(4);
      const captions = buttons.map((button) =>
        (button.querySelector('[data-slot="deck-action-caption"]') as HTMLElement).getBoundingClientRect(),
      );
      for (const [index, button] of buttons.entries()) {
        const rect = button.getBoundingClientRect();
        await expect(rect.left).toBeGreaterThanOrEqual(box.left - 0.5);
        await expect(rect.right).toBeLessThanOrEqual(box.right + 0.5);
        const caption = captions[index] as DOMRect;
        // One line (a one-word caption): a word cut in two would make two.
        await expect(caption.height, button.textContent ?? '').toBeLessThan(20);
        await expect(caption.left).toBeGreaterThanOrEqual(box.left - 12);
        await expect(caption.right).toBeLessThanOrEqual(box.right + 12);
        const next = captions[index + 1];
        if (next) await expect(caption.right).toBeLessThanOrEqual(next.left);
      }
    }
  },
};
