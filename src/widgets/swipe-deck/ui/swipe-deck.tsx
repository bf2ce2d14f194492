import { useReducedMotionConfig } from 'framer-motion';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { isActionAllowed, isSpecialCard, senderKey } from '@/entities/subscription/lib';
import type { Subscription } from '@/entities/subscription/types';
import { LaterInfoCard } from '@/entities/subscription/ui/later-info-card';
import { MarketingCard } from '@/entities/subscription/ui/marketing-card';
import { MilestoneCard } from '@/entities/subscription/ui/milestone-card';
import { SenderCard } from '@/entities/subscription/ui/sender-card';
import { SharingCard } from '@/entities/subscription/ui/sharing-card';
import { actionOfDirection } from '@/entities/subscription/ui/swipe-actions';
import type { SenderAction } from '@/shared/config/constants';
import { afterNextPaint } from '@/shared/lib/after-next-paint';
import { cn } from '@/shared/lib/cn';
import { directionOfKeyCode, keyCodeOf, type SwipeDirection } from '@/shared/lib/swipe';
import { Icon } from '@/shared/ui/icon';
import { useDeckRoom } from '../lib/deck-room';
import { DeckActionBar } from './deck-action-bar';
import { DeckSkeleton } from './deck-skeleton';
import { SwipeDeckCard } from './swipe-deck-card';

/** Cards drawn at once: the top one and those peeking behind it. */
export const DECK_STACK_SIZE = 3;

type Source = 'swipe' | 'key' | 'button';

export interface SwipeDeckProps {
  /** The deck, top card first (senders and special cards). */
  items: readonly Subscription[];
  /** A sender was decided: swipe, arrow key or button (left unsubscribes, up delete, right keep, down later). */
  onDecision: (item: Subscription, action: SenderAction) => void;
  /**
   * A special card (sharing, marketing, milestone, later info) was dismissed: any direction, key or
   * Next dismisses it (it carries no sender action).
   */
  onDismiss?: (item: Subscription) => void;
  /** The sharing card's share button. */
  onShare?: () => void;
  /** Senders in the later list (the later-info card says how many); counted from `items` when omitted. */
  laterCount?: number;
  loading?: boolean;
  /** Shows the cards but takes no gesture, key or button. */
  disabled?: boolean;
  /** Shown when no card is left (a short "all sorted" message by default). */
  empty?: ReactNode;
  /**
   * What an action will do to a sender, exactly: shown on the top card for the action being
   * previewed (a drag), unsubscribe when none is.
   */
  consequenceOf?: (item: Subscription, action: SenderAction) => ReactNode;
  /**
   * Keyboard first: takes the focus (visibly), without a click, once it has a card to sort and nothing
   * else has the focus (the document, or the page's main region). An empty deck waits for its cards.
   */
  autoFocus?: boolean;
  /** Accessible name of the deck (a region); "Senders to sort" by default. */
  label?: string;
  /**
   * Fills the height its container gives it (a page that fills the screen): the stage grows up to
   * 30rem (32rem from 640 px) and shrinks to 19rem above the buttons. Its minimum height is then that of
   * its content with the stage at 19rem, so that on a screen too short even for that, the page around
   * it grows and scrolls (with its own bottom padding) rather than the buttons overflowing the page.
   * Otherwise the stage is 30rem, and shrinks only as far as its container squeezes it.
   */
  fill?: boolean;
  className?: string;
}

/** Special cards go any way; "later" is refused on a later card (spec product §2). */
const allowAll = () => true;
const allowedCache = new WeakMap<Subscription, (direction: SwipeDirection) => boolean>();
/** One function per item (items are immutable), so a memoised card keeps its props. */
function allowedDirections(item: Subscription): (direction: SwipeDirection) => boolean {
  let allowed = allowedCache.get(item);
  if (!allowed) {
    allowed = (direction) => isSpecialCard(item) || isActionAllowed(item, actionOfDirection(direction));
    allowedCache.set(item, allowed);
  }
  return allowed;
}

interface CachedFace {
  inputs: readonly unknown[];
  element: ReactNode;
}

function displayName(item: Subscription): string {
  return item.name.trim() || item.sender;
}

/**
 * The cards mode of the cleaning screen (spec product §2): a stack of cards, the top one dragged in
 * four physical directions (left unsubscribes, up delete, right keep, down later), the same with
 * the arrow keys 37–40 while the deck has focus, or with the buttons under it. The decided card
 * leaves in its direction and the next one rises; "later" is refused on a later card; every
 * decision is announced. Reduced motion: no travel, the cards swap at once.
 */
export function SwipeDeck({
  items,
  onDecision,
  onDismiss,
  onShare,
  laterCount,
  loading = false,
  disabled = false,
  empty,
  consequenceOf,
  label,
  autoFocus = false,
  fill = false,
  className,
}: SwipeDeckProps) {
  const { t } = useTranslation(['cards', 'ui']);
  const reduce = useReducedMotionConfig() ?? false;
  const instructionsId = useId();
  const stage = useRef<HTMLDivElement>(null);
  useDeckRoom(stage);
  const sequence = useRef(0);
  // Decided cards, hidden at once even before `items` drops them. A ref (plus a version that renders):
  // forgetting the cards that left `items` changes nothing on screen, so it costs no render.
  const gone = useRef<Set<string>>(new Set());
  const [goneVersion, setGoneVersion] = useState(0);
  // The card leaving the deck (decided, moving out): removed when its exit ends, or when the next
  // decision comes first. It keeps the face it had on top.
  const [leaving, setLeaving] = useState<
    readonly { key: string; direction: SwipeDirection; face: ReactNode; special: boolean; order: number }[]
  >([]);
  // Takes the cards that were leaving before the latest decision out, after its frame (see decide).
  const dropEarlierLeaving = useRef<(() => void) | null>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    firstRender.current = false;
    return () => dropEarlierLeaving.current?.();
  }, []);
  const [preview, setPreview] = useState<SwipeDirection | null>(null);
  const [refusal, setRefusal] = useState<{ key: string; seq: number } | null>(null);
  const [message, setMessage] = useState<{ text: string; refused: boolean; seq: number } | null>(null);

  // A decided card that left `items` is forgotten, so it shows again if it is ever put back. (Compared
  // field by field: no key string is built for each of the thousands of senders at each decision.)
  useEffect(() => {
    for (const key of [...gone.current]) {
      const [sender, email] = key.split('\u0000');
      if (!items.some((item) => item.sender === sender && item.email === email)) gone.current.delete(key);
    }
  }, [items]);

  // Only the cards drawn (and the one after them, announced next) are needed: the scan stops there,
  // so a decision costs the same on a deck of 20 or of 10,000 senders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: goneVersion changes with gone.current
  const visible = useMemo(() => {
    const shown: Subscription[] = [];
    for (const item of items) {
      if (gone.current.size > 0 && gone.current.has(senderKey(item))) continue;
      shown.push(item);
      if (shown.length > DECK_STACK_SIZE) break;
    }
    return shown;
  }, [items, goneVersion]);
  const top = visible[0] ?? null;
  const live = !loading && !disabled && top !== null;
  /** No card to sort (loaded): the empty state shows instead. */
  const noCard = !loading && top === null;
  const laterTotal = laterCount ?? items.filter((item) => item.type === 'later').length;
  const allowedOn = (item: Subscription | null) => (item === null ? allowAll : allowedDirections(item));

  useEffect(() => {
    if (!autoFocus || !live) return;
    const active = document.activeElement;
    if (active === null || active === document.body || active.matches('main')) stage.current?.focus();
  }, [autoFocus, live]);

  const decide = (direction: SwipeDirection, source: Source): boolean => {
    if (!live || !top) return false;
    const action = actionOfDirection(direction);
    const key = senderKey(top);
    sequence.current += 1;
    const seq = sequence.current;
    setPreview(null);
    if (!allowedOn(top)(direction)) {
      setMessage({ text: t('cards:later_refused'), refused: true, seq });
      if (source !== 'swipe') setRefusal({ key, seq });
      return false;
    }
    const special = isSpecialCard(top);
    const next = visible[1];
    const decided = special
      ? t('cards:announce_dismissed')
      : t(`cards:announce_${action}`, { name: displayName(top) });
    const following =
      next && !isSpecialCard(next) ? t('cards:announce_next', { name: displayName(next) }) : '';
    setMessage({ text: [decided, following].filter(Boolean).join(' '), refused: false, seq });
    if (!reduce) {
      // One card leaves at a time: a card still leaving when the next decision comes (keys faster
      // than the exit) goes once this decision's frame is painted, so fast keys never keep a pile of
      // cards moving on the page. (Not in that frame: taking a whole card out of the page, its
      // elements and its effects, would be part of the key's own time.)
      const face = faces.current.get(key)?.element ?? null;
      setLeaving((previous) => [
        ...previous.filter((entry) => entry.key !== key),
        { key, direction, face, special, order: seq },
      ]);
      dropEarlierLeaving.current?.();
      dropEarlierLeaving.current = afterNextPaint(() =>
        setLeaving((previous) => previous.filter((entry) => entry.order >= seq)),
      );
    }
    gone.current.add(key);
    setGoneVersion((version) => version + 1);
    // The buttons change with the next card (or go): keep the keyboard user in the deck.
    if (source === 'button' && (!next || isSpecialCard(next) !== special)) stage.current?.focus();
    if (special) onDismiss?.(top);
    else onDecision(top, action);
    return true;
  };

  // A stable swipe handler (the latest `decide`), so the memoised cards keep their props.
  const decideRef = useRef(decide);
  decideRef.current = decide;
  const onSwipe = useCallback((direction: SwipeDirection) => decideRef.current(direction, 'swipe'), []);
  const onButton = useCallback((direction: SwipeDirection) => {
    decideRef.current(direction, 'button');
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.repeat || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const direction = directionOfKeyCode(keyCodeOf(event));
    if (!direction) return;
    event.preventDefault();
    decide(direction, 'key');
  };

  const renderCard = (item: Subscription, isTop: boolean, consequence: ReactNode) => {
    switch (item.type) {
      case 'sharing':
        return <SharingCard onShare={onShare} />;
      case 'market':
        return (
          <MarketingCard
            title={item.special?.title ?? item.name}
            subtitle={item.special?.subtitle}
            cta={item.special?.cta}
            tag={item.special?.tag}
          />
        );
      case 'animation':
        return <MilestoneCard milestone={item.special?.slot === 2 ? 2 : 1} active={isTop} />;
      case 'laterInfo':
        return <LaterInfoCard count={laterTotal} />;
      default:
        return <SenderCard item={item} consequence={consequence} />;
    }
  };

  const stack = visible.slice(0, DECK_STACK_SIZE);
  // The card after the stack is drawn already, unseen under it (depth DECK_STACK_SIZE, transparent), so
  // that a decision only moves cards that exist: it fades in as it takes the last place. The next one
  // is drawn once the decision's frame has been painted (a frame callback, then a task: as the
  // decision's bookkeeping), not in the task right after that frame, which the next key may need.
  const following = visible[DECK_STACK_SIZE] ?? null;
  const [upcoming, setUpcoming] = useState(following);
  useEffect(() => {
    if (upcoming === following) return;
    return afterNextPaint(() => setUpcoming(following));
  }, [following, upcoming]);
  const prefetched =
    upcoming &&
    !stack.includes(upcoming) &&
    visible.includes(upcoming) &&
    !leaving.some((entry) => entry.key === senderKey(upcoming))
      ? upcoming
      : null;
  const drawn = prefetched ? [...stack, prefetched] : stack;
  // Each card's face is kept while what it shows is the same, so a card that only moves in the stack
  // is not drawn again (SwipeDeckCard is memoised).
  const faces = useRef(new Map<string, CachedFace>());
  const faceOf = (item: Subscription, depth: number): ReactNode => {
    const key = senderKey(item);
    const isTop = depth === 0;
    // The cards under the top one have their consequence already (under their back, unseen): when one
    // rises, its face is the same and is not drawn again.
    const consequence =
      consequenceOf && !isSpecialCard(item)
        ? consequenceOf(item, isTop && preview ? actionOfDirection(preview) : 'unsubscribes')
        : undefined;
    const inputs = [
      item,
      item.type === 'animation' ? isTop : null,
      consequence,
      item.type === 'laterInfo' ? laterTotal : 0,
      item.type === 'sharing' ? onShare : null,
    ];
    const cached = faces.current.get(key);
    if (cached?.inputs.every((value, index) => Object.is(value, inputs[index]))) return cached.element;
    const element = renderCard(item, isTop, consequence);
    faces.current.set(key, { inputs, element });
    return element;
  };
  useEffect(() => {
    const kept = new Set(drawn.map(senderKey));
    for (const key of [...faces.current.keys()]) if (!kept.has(key)) faces.current.delete(key);
  });

  return (
    <section
      data-slot="swipe-deck"
      aria-label={label ?? t('cards:deck_label')}
      onKeyDown={onKeyDown}
      data-fill={fill || undefined}
      className={cn('flex w-full flex-col items-center gap-2', fill ? 'flex-1' : 'min-h-0', className)}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable card stage, not a form fieldset */}
      <div
        ref={stage}
        data-slot="swipe-deck-stage"
        role="group"
        // The deck takes the arrow keys while it has focus. With no card (an empty state, with its own
        // buttons) it is no Tab stop: nothing to sort there, and a ring around an empty space. It keeps
        // the focus it has when its last card goes (-1, not none), so the keyboard is not lost.
        tabIndex={noCard ? -1 : 0}
        data-empty={noCard || undefined}
        aria-label={t('cards:deck_stage_label')}
        aria-describedby={noCard ? undefined : instructionsId}
        aria-keyshortcuts={noCard ? undefined : 'ArrowLeft ArrowUp ArrowRight ArrowDown'}
        aria-busy={loading || undefined}
        aria-disabled={disabled || undefined}
        className={cn(
          // 30rem (32rem from 640 px) where there is room; in a page that fills the screen it shrinks to
          // what is left above the action buttons (at least 19rem), and the card inside gives up room
          // (the deck-short and deck-tiny variants read its data-deck-room: useDeckRoom). Its size and
          // layout are contained, as when it was a size container: its size does not depend on the cards.
          // (Not `style` too: Chromium then draws the cards' text a subpixel apart.)
          'relative min-h-[19rem] w-full max-w-sm rounded-card [contain:size_layout] sm:max-w-md',
          // Filling: grows from nothing (its contained size counts as none) up to 30rem, so that its
          // minimum, not 30rem, is what the deck's own minimum height counts.
          fill ? 'max-h-[30rem] flex-1 sm:max-h-[32rem]' : 'h-[30rem] sm:h-[32rem]',
          'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-border-focus',
        )}
      >
        {loading ? (
          <DeckSkeleton label={t('ui:loading')} />
        ) : (
          <>
            {visible.length === 0 && (
              <div className="absolute inset-x-0 top-0 bottom-8">
                {empty ?? (
                  <div className="flex h-full flex-col items-center justify-center gap-3 rounded-card border-2 border-dashed border-border-strong p-8 text-center">
                    <span className="inline-flex size-20 items-center justify-center rounded-pill bg-brand-soft text-brand">
                      <Icon name="leaf" size="xl" />
                    </span>
                    <p className="text-xl font-bold text-text">{t('cards:deck_empty_title')}</p>
                    <p className="max-w-xs text-base text-text-muted">{t('cards:deck_empty_text')}</p>
                  </div>
                )}
              </div>
            )}
            {/* One keyed list, in the same DOM order all along (the deepest card first, the cards leaving
                last, the latest first): a card that rises or starts leaving is never moved in the DOM,
                so its CSS transition runs, and a card whose props did not change is not drawn again. */}
            {[
              ...drawn
                .map((item, depth) => ({ item, depth }))
                .reverse()
                .map(({ item, depth }) => {
                  const key = senderKey(item);
                  return (
                    <SwipeDeckCard
                      key={key}
                      depth={depth}
                      stackSize={DECK_STACK_SIZE}
                      reduce={reduce}
                      interactive={live && depth === 0}
                      hintMode={isSpecialCard(item) ? 'dismiss' : 'action'}
                      isAllowed={allowedOn(item)}
                      refusalSeq={refusal?.key === key ? refusal.seq : 0}
                      onSwipe={onSwipe}
                      onPreview={setPreview}
                      enter={!firstRender.current}
                    >
                      {faceOf(item, depth)}
                    </SwipeDeckCard>
                  );
                }),
              ...leaving
                .filter((entry) => !stack.some((item) => senderKey(item) === entry.key))
                .reverse()
                .map((entry) => (
                  <SwipeDeckCard
                    key={entry.key}
                    depth={0}
                    stackSize={DECK_STACK_SIZE}
                    reduce={reduce}
                    interactive={false}
                    hintMode={entry.special ? 'dismiss' : 'action'}
                    isAllowed={allowAll}
                    refusalSeq={0}
                    onSwipe={onSwipe}
                    onPreview={setPreview}
                    leaving={entry.direction}
                    leavingOrder={entry.order}
                    onLeft={() =>
                      setLeaving((previous) => previous.filter((other) => other.key !== entry.key))
                    }
                  >
                    {entry.face}
                  </SwipeDeckCard>
                )),
            ]}
          </>
        )}
      </div>
      <p id={instructionsId} className="sr-only">
        {t('cards:deck_instructions')}
      </p>
      {/* The refusal message floats over the bottom of the stack: no room is kept for it under the cards. */}
      <div className="relative h-0 w-full">
        <p
          role="status"
          aria-live="polite"
          aria-atomic="true"
          data-slot="swipe-deck-status"
          data-refused={message?.refused ?? false}
          className="absolute inset-x-4 bottom-0 z-raised flex justify-center text-center"
        >
          {message &&
            (message.refused ? (
              <span
                key={message.seq}
                className="inline-flex items-center gap-2 rounded-pill bg-action-later-soft px-4 py-2 text-sm font-semibold text-action-later ring-1 ring-action-later/30"
              >
                <Icon name="later" size="sm" />
                {message.text}
              </span>
            ) : (
              <span key={message.seq} className="sr-only">
                {message.text}
              </span>
            ))}
        </p>
      </div>
      {!loading && top && (
        <DeckActionBar
          mode={isSpecialCard(top) ? 'continue' : 'actions'}
          preview={preview}
          isAllowed={allowedOn(top)}
          disabled={disabled}
          onAction={onButton}
        />
      )}
    </section>
  );
}
