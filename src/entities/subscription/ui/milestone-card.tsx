import { cva } from 'class-variance-authority';
import { useReducedMotionConfig } from 'framer-motion';
import { type CSSProperties, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANIMATION_CARD_POSITIONS } from '@/shared/config/constants';
import { afterNextPaint } from '@/shared/lib/after-next-paint';
import { springTiming } from '@/shared/lib/spring-easing';
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

/** A piece's pose: moved (px), turned (deg), scaled, faded. */
interface Pose {
  x?: number;
  y?: number;
  rotate?: number;
  scale?: number;
  opacity?: number;
}

/**
 * A pose as style. `keyframe`: every transform function written, so that two keyframes interpolate
 * function by function; otherwise only those that move it (`none` at rest), as framer-motion wrote them.
 */
function poseStyle({ x = 0, y = 0, rotate = 0, scale = 1, opacity = 1 }: Pose, keyframe = false) {
  const parts = [
    keyframe || x !== 0 || y !== 0 ? `translate(${x}px, ${y}px)` : '',
    keyframe || scale !== 1 ? `scale(${scale})` : '',
    keyframe || rotate !== 0 ? `rotate(${rotate}deg)` : '',
  ].filter(Boolean);
  return { transform: parts.length > 0 ? parts.join(' ') : 'none', opacity } satisfies CSSProperties;
}

/** How a piece comes in: from its hidden pose to its place, with a delay (ms) after the card is on top. */
interface Entrance {
  from: Pose;
  to: Pose;
  duration: number;
  easing: string;
  delay: number;
}

const EASE_OUT = 'cubic-bezier(0, 0, 0.58, 1)';
const MEDAL_SPRING = springTiming({ stiffness: 320, damping: 14 });
const CONFETTI_SPRING = springTiming({ stiffness: 220, damping: 15 });

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

/** The rings, the medal, then the confetti, in DOM order. */
const ENTRANCES: readonly Entrance[] = [
  { from: { scale: 0.5, opacity: 0 }, to: {}, duration: 500, easing: EASE_OUT, delay: 0 },
  { from: { scale: 0.6, opacity: 0 }, to: {}, duration: 500, easing: EASE_OUT, delay: 80 },
  { from: { scale: 0.3, rotate: -20 }, to: {}, ...MEDAL_SPRING, delay: 100 },
  ...CONFETTI.map((spot, index) => ({
    from: { scale: 0.2, opacity: 0 },
    to: { x: spot.x, y: spot.y, rotate: spot.rotate },
    ...CONFETTI_SPRING,
    delay: 200 + index * 50,
  })),
];

export interface MilestoneCardProps {
  /** First (25 senders) or second (50 senders) milestone: positions of spec product §9. */
  milestone: Milestone;
  /** Plays the celebration when the card reaches the top of the deck (it is static under reduced motion). */
  active?: boolean;
  className?: string;
}

/**
 * Special animation card (spec product §2): celebrates 25, then 50 senders sorted. The celebration is
 * played by the compositor (Web Animations of transform and opacity, springs as `linear()` easings), not
 * frame by frame in script, and it starts in the frame after the one where the card reached the top:
 * the arrow key that brings it up costs what any other key does.
 */
export function MilestoneCard({ milestone, active = true, className }: MilestoneCardProps) {
  const { t } = useTranslation('cards');
  const titleId = useId();
  const reduce = useReducedMotionConfig() ?? false;
  const count = ANIMATION_CARD_POSITIONS[milestone - 1] ?? 0;
  const glyphs = CONFETTI_GLYPHS[milestone];
  // Hidden until the card is on top and that frame is painted; at once under reduced motion.
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!active || reduce) {
      setPlaying(false);
      return;
    }
    return afterNextPaint(() => setPlaying(true));
  }, [active, reduce]);
  const shown = reduce || playing;
  const pieces = useRef<(HTMLSpanElement | null)[]>([]);
  // The pieces are drawn in place in the same commit as the animations that bring them there start.
  useLayoutEffect(() => {
    if (!playing || reduce) return;
    const animations = pieces.current.map((piece, index) => {
      const entrance = ENTRANCES[index];
      if (!piece || !entrance || typeof piece.animate !== 'function') return null;
      return piece.animate([poseStyle(entrance.from, true), poseStyle(entrance.to, true)], {
        duration: entrance.duration,
        easing: entrance.easing,
        delay: entrance.delay,
        fill: 'backwards',
      });
    });
    return () => {
      for (const animation of animations) animation?.cancel();
    };
  }, [playing, reduce]);
  const piece = (index: number) => ({
    ref: (element: HTMLSpanElement | null) => {
      pieces.current[index] = element;
    },
    style: poseStyle(shown ? (ENTRANCES[index]?.to ?? {}) : (ENTRANCES[index]?.from ?? {})),
  });
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
        data-slot="milestone-celebration"
        data-state={shown ? 'shown' : 'hidden'}
        className="relative mx-auto mt-4 flex size-52 items-center justify-center deck-short:mt-0 deck-short:[zoom:0.6] deck-tiny:[zoom:0.45]"
      >
        <span className={ringVariants({ milestone, ring: 'outer' })} {...piece(0)} />
        <span className={ringVariants({ milestone, ring: 'inner' })} {...piece(1)} />
        <span className={medalVariants({ milestone })} {...piece(2)}>
          <Icon name={milestone === 1 ? 'leaf' : 'tree'} size="md" />
          <span className="text-4xl leading-none font-bold tabular-nums">{count}</span>
        </span>
        {CONFETTI.map((spot, index) => (
          <span key={`${spot.x},${spot.y}`} className={confettiVariants({ milestone })} {...piece(3 + index)}>
            <Icon name={glyphs[index % glyphs.length] ?? 'leaf'} size={index % 2 ? 'md' : 'lg'} />
          </span>
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
