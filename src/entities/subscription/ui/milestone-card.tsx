import { cva } from 'class-variance-authority';
import { motion, useReducedMotionConfig } from 'framer-motion';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ANIMATION_CARD_POSITIONS } from '@/shared/config/constants';
import { Badge } from '@/shared/ui/badge';
import { Icon } from '@/shared/ui/icon';
import type { IconName } from '@/shared/ui/icon-glyphs';
import { SpecialCardFrame } from './special-card-frame';

export type Milestone = 1 | 2;

const ringVariants = cva('absolute rounded-pill', {
  variants: {
    milestone: { 1: 'bg-brand-soft', 2: 'bg-action-later-soft' },
    ring: { outer: 'inset-0', inner: 'inset-7 ring-8 ring-surface' },
  },
});
const medalVariants = cva(
  'relative inline-flex size-28 flex-col items-center justify-center rounded-pill text-action-foreground shadow-card ring-8 ring-surface',
  { variants: { milestone: { 1: 'bg-brand', 2: 'bg-action-later' } } },
);
const confettiVariants = cva('absolute', {
  variants: { milestone: { 1: 'text-brand', 2: 'text-action-later' } },
});
const bandVariants = cva(
  'pointer-events-none absolute inset-x-0 top-0 -z-10 h-64 bg-linear-to-b to-surface',
  {
    variants: { milestone: { 1: 'from-brand-soft', 2: 'from-action-later-soft' } },
  },
);

/** Where the confetti lands around the medal (px from its centre), with a tilt. */
const CONFETTI: readonly { x: number; y: number; rotate: number }[] = [
  { x: -92, y: -56, rotate: -24 },
  { x: 90, y: -62, rotate: 28 },
  { x: -108, y: 22, rotate: 40 },
  { x: 110, y: 16, rotate: -36 },
  { x: -64, y: 84, rotate: 12 },
  { x: 70, y: 86, rotate: -14 },
  { x: 0, y: -104, rotate: 0 },
];
const CONFETTI_GLYPHS: Readonly<Record<Milestone, readonly IconName[]>> = {
  1: ['leaf', 'leaf', 'sparkles'],
  2: ['star', 'sparkles', 'star'],
};

export interface MilestoneCardProps {
  /** First (25 senders) or second (50 senders) milestone: positions of spec product §9. */
  milestone: Milestone;
  /** Plays the celebration when the card reaches the top of the deck (it is static under reduced motion). */
  active?: boolean;
  className?: string;
}

/** Special animation card (spec product §2): celebrates 25, then 50 senders sorted. */
export function MilestoneCard({ milestone, active = true, className }: MilestoneCardProps) {
  const { t } = useTranslation('cards');
  const titleId = useId();
  const reduce = useReducedMotionConfig() ?? false;
  const count = ANIMATION_CARD_POSITIONS[milestone - 1] ?? 0;
  const state = active || reduce ? 'shown' : 'hidden';
  const initial = reduce ? false : 'hidden';
  const glyphs = CONFETTI_GLYPHS[milestone];
  return (
    <SpecialCardFrame kind="animation" labelledBy={titleId} className={className}>
      <div aria-hidden="true" className={bandVariants({ milestone })} />
      <div className="flex px-5 pt-5">
        <Badge tone={milestone === 1 ? 'brand' : 'later'} size="md" icon="sparkles">
          {t('milestone_badge')}
        </Badge>
      </div>
      <div
        aria-hidden="true"
        className="relative mx-auto mt-4 flex size-52 items-center justify-center deck-short:mt-0 deck-short:[zoom:0.6] deck-tiny:[zoom:0.45]"
      >
        <motion.span
          className={ringVariants({ milestone, ring: 'outer' })}
          initial={initial}
          animate={state}
          variants={{ hidden: { scale: 0.5, opacity: 0 }, shown: { scale: 1, opacity: 1 } }}
          transition={{ duration: 0.5, ease: 'easeOut' }}
        />
        <motion.span
          className={ringVariants({ milestone, ring: 'inner' })}
          initial={initial}
          animate={state}
          variants={{ hidden: { scale: 0.6, opacity: 0 }, shown: { scale: 1, opacity: 1 } }}
          transition={{ duration: 0.5, delay: 0.08, ease: 'easeOut' }}
        />
        <motion.span
          className={medalVariants({ milestone })}
          initial={initial}
          animate={state}
          variants={{ hidden: { scale: 0.3, rotate: -20 }, shown: { scale: 1, rotate: 0 } }}
          transition={{ type: 'spring', stiffness: 320, damping: 14, delay: 0.1 }}
        >
          <Icon name={milestone === 1 ? 'leaf' : 'tree'} size="md" />
          <span className="text-4xl leading-none font-bold tabular-nums">{count}</span>
        </motion.span>
        {CONFETTI.map((spot, index) => (
          <motion.span
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative layout
            key={index}
            className={confettiVariants({ milestone })}
            initial={initial}
            animate={state}
            variants={{
              hidden: { x: 0, y: 0, rotate: 0, scale: 0.2, opacity: 0 },
              shown: { x: spot.x, y: spot.y, rotate: spot.rotate, scale: 1, opacity: 1 },
            }}
            transition={{ type: 'spring', stiffness: 220, damping: 15, delay: 0.2 + index * 0.05 }}
          >
            <Icon name={glyphs[index % glyphs.length] ?? 'leaf'} size={index % 2 ? 'md' : 'lg'} />
          </motion.span>
        ))}
      </div>
      <div className="px-7 pt-6 text-center deck-short:pt-3">
        <h2 id={titleId} className="text-2xl font-bold text-balance">
          {t('milestone_title', { count })}
        </h2>
        <p className="mt-3 text-base text-pretty text-text-muted">{t(`milestone_${milestone}_text`)}</p>
      </div>
    </SpecialCardFrame>
  );
}
