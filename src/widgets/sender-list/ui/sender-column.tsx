import { elementScroll, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, memo, type Ref, useCallback, useEffect, useRef, useState } from 'react';
import { senderKey } from '@/entities/subscription/lib';
import type { Subscription } from '@/entities/subscription/types';
import {
  SENDER_ROW_HEIGHT,
  type SenderDecision,
  SenderRow,
  type SenderRowLayout,
  type SenderRowVariant,
  senderRowHeight,
} from '@/entities/subscription/ui/sender-row';
import type { SenderAction } from '@/shared/config/constants';
import { useTextDirection } from '@/shared/i18n/use-text-direction';
import { afterNextPaint } from '@/shared/lib/after-next-paint';
import { cn } from '@/shared/lib/cn';
import { SenderListHeader } from './sender-list-header';

/**
 * Rows rendered beyond the visible ones on each side, so that a scroll does not show blanks (three rows
 * are more than a wheel notch). No more: each rendered row, in sight or not, costs every frame that
 * paints the page about 0.1 ms (paint and the compositor's layerization); a search keystroke with seven
 * rows fewer took about 0.6 ms less.
 */
export const SENDER_LIST_OVERSCAN = 3;

/** List-mode action keys (the `?` sheet lists them): U, D, K, L on the focused row. */
export const ACTION_BY_KEY: Readonly<Record<string, SenderAction>> = {
  u: 'unsubscribes',
  d: 'delete',
  k: 'keep',
  l: 'later',
};

export interface SenderColumnProps {
  items: readonly Subscription[];
  /** Accessible name of the list. */
  label: string;
  rowLayout: SenderRowLayout;
  variant: SenderRowVariant;
  decision?: SenderDecision;
  header: boolean;
  /** Rows side by side (two columns of one list from 1400 px); reading order goes across. */
  lanes: 1 | 2;
  disabled?: boolean;
  onCheckedChange: (item: Subscription, checked: boolean) => void;
  onAction?: (item: Subscription, action: SenderAction) => void;
  className?: string;
}

/** Scrollers the library has written to. */
const written = new WeakSet<Element>();
/**
 * The library's first write to a new scroller puts it at the top, where a new scroller already is:
 * skipped, as it would only force a layout while the list mounts. Every later write goes through.
 */
function scrollerScrollTo(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<HTMLDivElement, Element>,
) {
  const scroller = instance.scrollElement;
  if (scroller && !written.has(scroller)) {
    written.add(scroller);
    if (offset + (options.adjustments ?? 0) === 0 && !options.behavior) return;
  }
  elementScroll(offset, options, instance);
}

/** The place of a fixed-height row follows from its index alone. */
const placeByIndex = (index: number) => index;

/** What a row calls back (the column's latest handlers, behind one stable object). */
interface RowHandlers {
  checked: (item: Subscription, checked: boolean) => void;
  action: (item: Subscription, action: SenderAction) => void;
  focused: (index: number) => void;
  keyDown: (event: KeyboardEvent<HTMLDivElement>, index: number, item: Subscription) => void;
}

interface ColumnRowProps {
  index: number;
  item: Subscription;
  start: number;
  lane: number;
  lanes: 1 | 2;
  setSize: number;
  isActive: boolean;
  rowLayout: SenderRowLayout;
  variant: SenderRowVariant;
  decision?: SenderDecision;
  disabled: boolean;
  measureRef?: Ref<HTMLDivElement>;
  handlers: { current: RowHandlers };
}

/**
 * One placed row, memoised: the column re-renders when its range moves (a scroll, a resize) or the
 * focus moves, and the rows that stay are not drawn again.
 */
const ColumnRow = memo(function ColumnRow({
  index,
  item,
  start,
  lane,
  lanes,
  setSize,
  isActive,
  rowLayout,
  variant,
  decision,
  disabled,
  measureRef,
  handlers,
}: ColumnRowProps) {
  return (
    <SenderRow
      ref={measureRef}
      role="listitem"
      aria-setsize={setSize}
      aria-posinset={index + 1}
      data-index={index}
      data-active={isActive || undefined}
      tabIndex={isActive ? 0 : -1}
      controlsTabIndex={isActive ? 0 : -1}
      item={item}
      layout={rowLayout}
      variant={variant}
      decision={decision}
      decisionDate={variant === 'myActions' ? decisionDateOf(item) : undefined}
      checked={item.checked === true}
      disabled={disabled}
      onCheckedChange={(checked) => handlers.current.checked(item, checked)}
      onAction={(action) => handlers.current.action(item, action)}
      onFocus={() => handlers.current.focused(index)}
      onKeyDown={(event) => handlers.current.keyDown(event, index, item)}
      className={cn('absolute top-0 border-b border-border', lanes > 1 && lane === 0 && 'border-e')}
      style={{
        width: `${100 / lanes}%`,
        insetInlineStart: `${(lane * 100) / lanes}%`,
        transform: `translateY(${start}px)`,
      }}
    />
  );
});

function decisionDateOf(item: Subscription): Date | undefined {
  if (!item.date) return undefined;
  const time = Date.parse(item.date);
  return Number.isFinite(time) ? new Date(time) : undefined;
}

/** The least height (px) of the page around a list's rows, in every layout (see `initialRect`). */
const OUTSIDE_LIST_MIN_PX = 400;

/**
 * One virtualised column of sender rows (@tanstack/react-virtual): only the rows in view (plus a few)
 * are in the DOM, at fixed heights, so 10,000 senders scroll smoothly. Keyboard: one row is in the tab
 * order (roving focus); ↑/↓ move between rows (←/→ too when rows sit side by side), Home/End and
 * PageUp/PageDown jump, Space selects the focused row; Tab reaches the row's checkbox and buttons.
 */
export function SenderColumn({
  items,
  label,
  rowLayout,
  variant,
  decision,
  header,
  lanes,
  disabled = false,
  onCheckedChange,
  onAction,
  className,
}: SenderColumnProps) {
  const columnRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const pendingFocus = useRef<number | null>(null);
  const lostFocus = useRef<Element | null>(null);
  const direction = useTextDirection();
  const rowHeight = SENDER_ROW_HEIGHT[rowLayout][variant];
  const activeIndex = Math.max(0, Math.min(active, items.length - 1));

  // Stable while the rows are the same: the library recomputes every row's place (10,000 of them)
  // whenever these functions change, and the column re-renders at each resize, scroll range or focus.
  const estimateSize = useCallback(
    (index: number) => {
      // Desktop cleaning rows all have the fixed height; a phone's row starts from its usual height.
      if (variant === 'cleaning') return rowHeight;
      const item = items[index];
      return item ? senderRowHeight(item, rowLayout, variant, decision ?? 'auto-delete') : rowHeight;
    },
    [items, rowLayout, variant, decision, rowHeight],
  );
  // Rows the library measures (My actions, and a phone's rows) are keyed by sender, so a measured height
  // stays with its row when the list changes. Fixed-height rows are placed by index: the row places then
  // depend on the count only, not on each sender's key (10,000 keys built and hashed whenever the list
  // changed, and once when the list first shows); React still keys each row by its sender.
  const measured = variant !== 'cleaning' || rowLayout === 'compact';
  const getItemKey = useCallback(
    (index: number) => {
      const item = items[index];
      return item ? senderKey(item) : index;
    },
    [items],
  );
  // The first frame draws the rows in view only; the overscan follows once it is painted.
  const [warm, setWarm] = useState(false);
  useEffect(() => {
    return afterNextPaint(() => setWarm(true));
  }, []);
  // Until the column has measured its room (its effects have not run: e.g. the list rendered ahead,
  // hidden, while the cards show), fixed-height rows fill the room it will have at most: the window
  // less what is always above and below a list (header, toolbar, search, tabs: 410–550 px measured).
  // Rows the library measures (a phone's, My actions') wait for the room: rendered before it, their
  // measuring raced with the room's, and some stories caught rows out of place.
  const [initialRect] = useState(() => ({
    width: 0,
    height: measured ? 0 : Math.max(0, (globalThis.window?.innerHeight ?? 0) - OUTSIDE_LIST_MIN_PX),
  }));
  const virtualizer = useVirtualizer({
    count: items.length,
    initialRect,
    getScrollElement: () => scrollRef.current,
    // Fixed per layout; a My actions row with unsubscribe proof is taller and measured once rendered.
    estimateSize,
    getItemKey: measured ? getItemKey : placeByIndex,
    overscan: warm ? SENDER_LIST_OVERSCAN : 0,
    lanes,
    scrollToFn: scrollerScrollTo,
  });

  // Heights and lanes are fixed per layout: re-place every row when the layout changes (not when the
  // column mounts: the rows were just placed with these, and measuring again would place them all anew).
  const placedFor = useRef({ rowHeight, lanes });
  useEffect(() => {
    const placed = placedFor.current;
    if (placed.rowHeight === rowHeight && placed.lanes === lanes) return;
    placedFor.current = { rowHeight, lanes };
    virtualizer.measure();
  }, [virtualizer, rowHeight, lanes]);

  // Focus follows the keyboard once the target row is rendered (it may need a scroll first), and comes
  // back to the row now at the same place when the focused row left the list (an action removed it).
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const doc = list.ownerDocument;
    const lost = lostFocus.current;
    if (lost && !lost.isConnected) {
      lostFocus.current = null;
      if (pendingFocus.current === null && doc.activeElement === doc.body) pendingFocus.current = activeIndex;
    }
    if (pendingFocus.current === null) return;
    const row = list.querySelector<HTMLElement>(`[data-index="${pendingFocus.current}"]`);
    if (row) {
      pendingFocus.current = null;
      row.focus({ preventScroll: true });
    }
  });

  // Remembers the element that lost focus to nothing (blur with no new target): if it was removed from
  // the list, the effect above puts focus back on the row in its place.
  useEffect(() => {
    const column = columnRef.current;
    if (!column) return;
    const onFocusOut = (event: FocusEvent) => {
      lostFocus.current = event.relatedTarget === null ? (event.target as Element) : null;
    };
    column.addEventListener('focusout', onFocusOut);
    return () => column.removeEventListener('focusout', onFocusOut);
  }, []);

  const moveTo = (index: number) => {
    if (items.length === 0) return;
    const next = Math.max(0, Math.min(items.length - 1, index));
    pendingFocus.current = next;
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const pageSize = () =>
    Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? rowHeight) / rowHeight) - 1) * lanes;

  const onRowKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number, item: Subscription) => {
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const onRow = event.target === event.currentTarget;
    let target: number | null = null;
    if (event.key === 'ArrowDown') target = index + lanes;
    else if (event.key === 'ArrowUp') target = index - lanes;
    else if (lanes > 1 && onRow && event.key === forward) target = index + 1;
    else if (lanes > 1 && onRow && event.key === backward) target = index - 1;
    else if (event.key === 'Home' && onRow) target = 0;
    else if (event.key === 'End' && onRow) target = items.length - 1;
    else if (event.key === 'PageDown') target = index + pageSize();
    else if (event.key === 'PageUp') target = index - pageSize();
    else if (onRow && onAction && !disabled && ACTION_BY_KEY[event.key.toLowerCase()]) {
      event.preventDefault();
      onAction(item, ACTION_BY_KEY[event.key.toLowerCase()] as SenderAction);
      return;
    } else if (event.key === ' ' && onRow) {
      event.preventDefault();
      if (!disabled) onCheckedChange(item, !item.checked);
      return;
    }
    if (target === null) return;
    event.preventDefault();
    moveTo(target);
  };

  const handlers = useRef<RowHandlers>(null as unknown as RowHandlers);
  handlers.current = {
    checked: onCheckedChange,
    action: (item, action) => onAction?.(item, action),
    focused: (index) => {
      if (index !== active) setActive(index);
    },
    keyDown: onRowKeyDown,
  };

  return (
    <div ref={columnRef} data-slot="sender-column" className={cn('flex min-h-0 flex-1 flex-col', className)}>
      {header && <SenderListHeader variant={variant} />}
      <div
        ref={scrollRef}
        data-slot="sender-list-scroller"
        // A stacking context (`isolate`): the rows (positioned, translated) are painted by the scroller
        // itself rather than by the page's stacking context, which cuts the compositor's per-frame work
        // for every frame the page paints (about 0.4 ms per search keystroke with 10,000 senders).
        className="isolate min-h-0 flex-1 overflow-x-hidden overflow-y-auto overscroll-contain [scrollbar-gutter:stable]"
      >
        {/* biome-ignore lint/a11y/useSemanticElements: virtual rows are positioned divs (SenderRow), not <li> */}
        <div
          ref={listRef}
          role="list"
          aria-label={label}
          className="relative w-full"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {virtualizer.getVirtualItems().map((virtual) => {
            const item = items[virtual.index];
            if (!item) return null;
            return (
              <ColumnRow
                key={measured ? virtual.key : senderKey(item)}
                index={virtual.index}
                item={item}
                start={virtual.start}
                lane={virtual.lane}
                lanes={lanes}
                setSize={items.length}
                isActive={virtual.index === activeIndex}
                rowLayout={rowLayout}
                variant={variant}
                decision={decision}
                disabled={disabled}
                // Desktop cleaning rows have their fixed height: measuring each would only force a layout.
                measureRef={measured ? virtualizer.measureElement : undefined}
                handlers={handlers}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
