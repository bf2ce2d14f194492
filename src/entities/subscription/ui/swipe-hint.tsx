import { cva } from 'class-variance-authority';
import { type MotionValue, motion, useTransform } from 'framer-motion';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SenderAction } from '@/shared/config/constants';
import { cn } from '@/shared/lib/cn';
import type { SwipeDirection } from '@/shared/lib/swipe';
import { Icon } from '@/shared/ui/icon';
import { ACTION_ICONS, ARROW_ICONS, actionOfDirection } from './swipe-actions';

type HintTone = SenderAction | 'dismiss' | 'refused';

const tintVariants = cva('absolute inset-0 rounded-card ring-4 ring-inset', {
  variants: {
    tone: {
      unsubscribes: 'bg-action-unsubscribe-soft ring-action-unsubscribe',
      delete: 'bg-action-delete-soft ring-action-delete',
      keep: 'bg-action-keep-soft ring-action-keep',
      later: 'bg-action-later-soft ring-action-later',
      dismiss: 'bg-brand-soft ring-brand',
      refused: 'bg-surface-sunken ring-border-strong',
    },
  },
});

const stampVariants = cva(
  'inline-flex size-20 items-center justify-center rounded-pill text-action-foreground shadow-card',
  {
    variants: {
      tone: {
        unsubscribes: 'bg-action-unsubscribe',
        delete: 'bg-action-delete',
        keep: 'bg-action-keep',
        later: 'bg-action-later',
        dismiss: 'bg-brand',
        refused: 'bg-surface text-text-subtle',
      },
    },
  },
);

const labelVariants = cva('rounded-pill bg-surface px-4 py-1.5 text-lg font-bold shadow-sm', {
  variants: {
    tone: {
      unsubscribes: 'text-action-unsubscribe',
      delete: 'text-action-delete',
      keep: 'text-action-keep',
      later: 'text-action-later',
      dismiss: 'text-brand-strong',
      refused: 'text-text-muted',
    },
  },
});

export interface SwipeHintProps {
  /** The direction under the finger (or the one the card leaves to); null shows nothing. */
  direction: SwipeDirection | null;
  /** 0 → 1 as the drag nears the commit distance: the hint grows with it. */
  progress: MotionValue<number>;
  /** `action` shows the sender action of the direction; `dismiss` (special cards) shows "Next". */
  mode?: 'action' | 'dismiss';
  /** The direction's action is not allowed on this card (later on a later card). */
  refused?: boolean;
}

/**
 * The growing hint of the action under the finger: the card takes the action's tint and a stamp
 * with its icon and name. Decorative — the decision itself is announced by the deck.
 */
export const SwipeHint = memo(function SwipeHint({
  direction,
  progress,
  mode = 'action',
  refused = false,
}: SwipeHintProps) {
  const { t } = useTranslation(['ui', 'cards']);
  const opacity = useTransform(progress, (value) => Math.min(1, value * 1.15));
  const scale = useTransform(progress, [0, 1], [0.55, 1]);
  if (!direction) return null;
  const action = actionOfDirection(direction);
  const tone: HintTone = refused ? 'refused' : mode === 'dismiss' ? 'dismiss' : action;
  const icon = tone === 'dismiss' ? ARROW_ICONS[direction] : ACTION_ICONS[action];
  const label =
    tone === 'refused'
      ? t('cards:hint_not_available')
      : tone === 'dismiss'
        ? t('ui:next')
        : t(`ui:action_${action}`);
  return (
    <motion.div
      aria-hidden="true"
      data-slot="swipe-hint"
      data-tone={tone}
      style={{ opacity }}
      className="pointer-events-none absolute inset-0"
    >
      <div className={cn(tintVariants({ tone }), 'opacity-90')} />
      <motion.div
        style={{ scale }}
        className="absolute inset-0 flex flex-col items-center justify-center gap-3"
      >
        <span className={stampVariants({ tone })}>
          <Icon name={icon} size="xl" mirrorInRtl={false} />
        </span>
        <span className={labelVariants({ tone })}>{label}</span>
      </motion.div>
    </motion.div>
  );
});
