import { cva } from 'class-variance-authority';
import { motion } from 'framer-motion';
import { useTranslation } from 'react-i18next';
import { SwipeHint } from '@/entities/subscription/ui/swipe-hint';
import { cn } from '@/shared/lib/cn';
import type { SwipeDirection } from '@/shared/lib/swipe';
import { useSwipe } from '@/shared/lib/use-swipe';
import { Badge } from '@/shared/ui/badge';
import type { TutorialStep } from '../model';

const bandVariants = cva('pointer-events-none absolute inset-x-0 top-0 h-20 bg-linear-to-b to-surface', {
  variants: {
    tone: { default: 'from-brand-soft', spams: 'from-spam-soft', end: 'from-brand-soft' },
  },
});

/** The nudge that shows which way to swipe (px), repeated while nothing else moves. */
const NUDGE_PX = 22;
const NUDGE: Readonly<Record<SwipeDirection, { x: number[]; y: number[] }>> = {
  left: { x: [0, -NUDGE_PX, 0], y: [0, 0, 0] },
  right: { x: [0, NUDGE_PX, 0], y: [0, 0, 0] },
  up: { x: [0, 0, 0], y: [0, -NUDGE_PX, 0] },
  down: { x: [0, 0, 0], y: [0, NUDGE_PX, 0] },
};

export interface TutorialDemoCardProps {
  step: TutorialStep;
  /** The direction this step teaches (null for spams and end: the card does not move). */
  direction: SwipeDirection | null;
  reduce: boolean;
  /** A drag released past the threshold; return false when it is not this step's (it shakes back). */
  onSwipe: (direction: SwipeDirection) => boolean;
}

/** The practice card of a tutorial step: a sender card sketch the user swipes the step's way. */
export function TutorialDemoCard({ step, direction, reduce, onSwipe }: TutorialDemoCardProps) {
  const { t } = useTranslation('ui');
  const swipe = useSwipe({ enabled: direction !== null, reduce, onSwipe });
  const nudging = direction !== null && !reduce && !swipe.dragging && swipe.direction === null;
  const tone = step === 'spams' ? 'spams' : step === 'end' ? 'end' : 'default';
  return (
    <motion.div
      className="absolute inset-0"
      animate={nudging && direction ? NUDGE[direction] : { x: 0, y: 0 }}
      transition={
        nudging
          ? { duration: 1.1, ease: 'easeInOut', repeat: Number.POSITIVE_INFINITY, repeatDelay: 0.9 }
          : { duration: 0 }
      }
    >
      <motion.div
        {...swipe.bind()}
        data-slot="tutorial-demo-card"
        data-step={step}
        data-dragging={swipe.dragging}
        style={{ x: swipe.x, y: swipe.y, rotate: swipe.rotate }}
        className={cn(
          'relative isolate flex h-full flex-col items-center overflow-hidden rounded-card bg-surface px-4 pt-5 shadow-card ring-1 ring-border',
          'touch-none select-none',
          direction && 'cursor-grab data-[dragging=true]:cursor-grabbing',
        )}
      >
        <span aria-hidden="true" className={bandVariants({ tone })} />
        {step === 'spams' && (
          <Badge tone="spam" size="md" icon="spam" className="relative -mt-1 mb-1 shrink-0">
            {t('badge_spam')}
          </Badge>
        )}
        <span
          aria-hidden="true"
          className={cn(
            'relative shrink-0 rounded-pill ring-4 ring-surface',
            step === 'spams' ? 'mt-1 size-12 bg-spam-soft' : 'mt-3 size-14 bg-brand-soft',
          )}
        />
        <span aria-hidden="true" className="mt-3 h-3 w-2/3 shrink-0 rounded-pill bg-surface-sunken" />
        <span aria-hidden="true" className="mt-2 h-2.5 w-1/2 shrink-0 rounded-pill bg-surface-sunken" />
        <span aria-hidden="true" className="mt-auto mb-4 grid w-full shrink-0 grid-cols-2 gap-2">
          <span className="h-10 rounded-lg bg-surface-muted" />
          <span className="h-10 rounded-lg bg-surface-muted" />
        </span>
        <SwipeHint direction={swipe.direction} progress={swipe.progress} />
      </motion.div>
    </motion.div>
  );
}
