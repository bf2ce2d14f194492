import { cva } from 'class-variance-authority';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACTION_ICONS,
  ARROW_ICONS,
  ARROW_KEY_NAMES,
  actionOfDirection,
} from '@/entities/subscription/ui/swipe-actions';
import { cn } from '@/shared/lib/cn';
import type { SwipeDirection } from '@/shared/lib/swipe';
import { Icon } from '@/shared/ui/icon';

const discVariants = cva(
  [
    'inline-flex size-14 items-center justify-center rounded-pill bg-surface shadow-card ring-1 ring-border',
    'transition-[background-color,color,transform] duration-fast',
    'group-hover:scale-105 group-active:scale-95 group-data-[active=true]:scale-110',
    'group-aria-disabled:opacity-45 group-aria-disabled:group-hover:scale-100 group-disabled:opacity-45',
  ],
  {
    variants: {
      action: {
        unsubscribes:
          'text-action-unsubscribe group-hover:bg-action-unsubscribe group-hover:text-action-foreground group-data-[active=true]:bg-action-unsubscribe group-data-[active=true]:text-action-foreground',
        delete:
          'text-action-delete group-hover:bg-action-delete group-hover:text-action-foreground group-data-[active=true]:bg-action-delete group-data-[active=true]:text-action-foreground',
        keep: 'text-action-keep group-hover:bg-action-keep group-hover:text-action-foreground group-data-[active=true]:bg-action-keep group-data-[active=true]:text-action-foreground',
        later:
          'text-action-later group-hover:bg-action-later group-hover:text-action-foreground group-data-[active=true]:bg-action-later group-data-[active=true]:text-action-foreground',
      },
      unavailable: {
        true: 'group-hover:bg-surface group-hover:text-text-subtle text-text-subtle',
      },
    },
  },
);

export interface DeckActionButtonProps {
  direction: SwipeDirection;
  /** The card is being dragged this way: the button lights up with it. */
  active?: boolean;
  /** The action is not offered on this card (it stays focusable and explains why when pressed). */
  unavailable?: boolean;
  disabled?: boolean;
  onPress: (direction: SwipeDirection) => void;
}

/** One of the four actions under the deck: for pointer and keyboard users who do not swipe. (Memoised.) */
export const DeckActionButton = memo(function DeckActionButton({
  direction,
  active = false,
  unavailable = false,
  disabled = false,
  onPress,
}: DeckActionButtonProps) {
  const { t } = useTranslation('ui');
  const action = actionOfDirection(direction);
  return (
    <button
      type="button"
      data-slot="deck-action"
      data-action={action}
      data-active={active}
      aria-disabled={unavailable || undefined}
      aria-keyshortcuts={ARROW_KEY_NAMES[direction]}
      disabled={disabled}
      onClick={() => onPress(direction)}
      className={cn(
        'group flex min-w-0 flex-1 basis-0 flex-col items-center gap-1.5 rounded-lg pt-1 pb-1.5 select-none',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus',
        'disabled:cursor-not-allowed aria-disabled:cursor-not-allowed',
      )}
    >
      <span className={discVariants({ action, unavailable })}>
        <Icon name={ACTION_ICONS[action]} size="lg" />
      </span>
      {/* Smaller in a narrow bar (a phone's). A word is never cut in two: one wider than its column
          (Swedish "Avprenumerera") spills, centred, into the room its neighbours' shorter words leave,
          up to 12 px each side; captions of several words wrap at spaces. */}
      <span
        data-slot="deck-action-caption"
        className="max-w-[calc(100%+1.5rem)] text-center text-sm font-semibold break-words text-text group-aria-disabled:text-text-subtle @max-[24rem]:text-xs @max-[20rem]:text-[0.6875rem] @max-[20rem]:leading-3.5 @max-[20rem]:tracking-tight"
      >
        {t(`action_${action}`)}
      </span>
      <span
        aria-hidden="true"
        className="hidden h-5 min-w-6 items-center justify-center rounded border border-border-strong bg-surface px-1 text-text-subtle sm:inline-flex"
      >
        <Icon name={ARROW_ICONS[direction]} size="xs" mirrorInRtl={false} />
      </span>
    </button>
  );
});
