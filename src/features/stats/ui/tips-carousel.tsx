import { cva } from 'class-variance-authority';
import { motion, useReducedMotionConfig } from 'framer-motion';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIPS_CAROUSEL_COUNT } from '@/shared/config/constants';
import { MOTION_MS } from '@/shared/config/motion';
import { cn } from '@/shared/lib/cn';
import { Icon } from '@/shared/ui/icon';
import { IconButton } from '@/shared/ui/icon-button';
import type { IconName } from '@/shared/ui/icon-glyphs';
import { cycleTip, mostVisibleTip, STATS_TIPS, type StatsTip } from '../lib';

const TIP_ICONS: Record<StatsTip, IconName> = {
  forest: 'tree',
  mailbox: 'mailbox',
  earth: 'globe',
  plane: 'plane',
};

const artVariants = cva('relative flex shrink-0 items-center justify-center overflow-hidden rounded-card', {
  variants: {
    tip: {
      forest: 'bg-brand-soft text-brand',
      mailbox: 'bg-action-delete-soft text-action-delete',
      earth: 'bg-info-soft text-info',
      plane: 'bg-action-later-soft text-action-later',
    },
    layout: {
      slide: 'h-28 w-full',
      single: 'size-36',
    },
  },
});

function TipArt({ tip, layout }: { tip: StatsTip; layout: 'slide' | 'single' }) {
  return (
    <div aria-hidden="true" className={artVariants({ tip, layout })}>
      <span className="absolute -start-4 -top-6 size-20 rounded-pill bg-current opacity-10" />
      <span className="absolute -end-3 -bottom-5 size-16 rounded-pill bg-current opacity-15" />
      <span className="relative flex size-16 items-center justify-center rounded-pill bg-surface shadow-sm">
        <Icon name={TIP_ICONS[tip]} size="xl" />
      </span>
    </div>
  );
}

export interface TipsCarouselProps {
  /** The shown tip (controlled, e.g. the model's `$tipIndex`); without it the carousel keeps its own. */
  index?: number;
  defaultIndex?: number;
  /** Desktop arrow (or ArrowLeft / ArrowRight) to the previous tip. */
  onPrevious?: () => void;
  /** Desktop arrow (or ArrowRight / ArrowLeft in RTL) to the next tip. */
  onNext?: () => void;
  /** Mobile: the visible ratio (0..1) of every tip, from an IntersectionObserver on the scroller. */
  onVisibleRatiosChange?: (ratios: number[]) => void;
  className?: string;
}

/**
 * The four eco tips of the stats page. Desktop (569 px and up): one tip with arrows that cycle
 * modulo 4, also by ArrowLeft / ArrowRight. Mobile: a scroll-snap strip; the dot of the most visible
 * tip is highlighted, and every dot scrolls to its tip.
 */
export function TipsCarousel({
  index,
  defaultIndex = 0,
  onPrevious,
  onNext,
  onVisibleRatiosChange,
  className,
}: TipsCarouselProps) {
  const { t, i18n } = useTranslation('marketing');
  const reduced = useReducedMotionConfig() ?? false;
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const [own, setOwn] = useState(defaultIndex);
  const controlled = index !== undefined;
  const current = controlled ? index : own;
  const [direction, setDirection] = useState(1);
  const trackRef = useRef<HTMLDivElement>(null);
  const slideRefs = useRef<Array<HTMLDivElement | null>>([]);
  const ratiosChange = useRef(onVisibleRatiosChange);
  ratiosChange.current = onVisibleRatiosChange;

  const previous = () => {
    setDirection(-1);
    onPrevious?.();
    if (!controlled) setOwn((value) => cycleTip(value, -1));
  };
  const next = () => {
    setDirection(1);
    onNext?.();
    if (!controlled) setOwn((value) => cycleTip(value, 1));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const forward = (event.key === 'ArrowRight') !== rtl;
    if (forward) next();
    else previous();
  };

  // Mobile: which tip is the most visible in the scroller (ignored while the scroller is hidden).
  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof IntersectionObserver === 'undefined') return;
    const ratios = STATS_TIPS.map(() => 0);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const position = slideRefs.current.indexOf(entry.target as HTMLDivElement);
          if (position >= 0) ratios[position] = entry.intersectionRatio;
        }
        if (ratios.every((ratio) => ratio === 0)) return;
        ratiosChange.current?.([...ratios]);
        if (!controlled) setOwn(mostVisibleTip(ratios));
      },
      { root: track, threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    for (const slide of slideRefs.current) if (slide) observer.observe(slide);
    return () => observer.disconnect();
  }, [controlled]);

  const scrollTo = (position: number) => {
    slideRefs.current[position]?.scrollIntoView({
      behavior: reduced ? 'auto' : 'smooth',
      block: 'nearest',
      inline: 'center',
    });
  };

  const tip = STATS_TIPS[current] ?? STATS_TIPS[0];
  const position = (number: number) => t('tips_position', { current: number, total: TIPS_CAROUSEL_COUNT });

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('tips_carousel_label')}
      data-slot="tips-carousel"
      data-index={current}
      className={cn('w-full', className)}
    >
      {/* Desktop: one tip, arrows either side. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys on the arrows' group */}
      <div className="hidden items-center gap-4 sm:flex" onKeyDown={onKeyDown}>
        <IconButton icon="chevron-left" label={t('tips_previous')} variant="outline" onClick={previous} />
        <div
          aria-live="polite"
          className="min-w-0 flex-1 overflow-hidden rounded-card border border-border bg-surface shadow-sm"
        >
          <motion.div
            key={current}
            role="group"
            aria-roledescription="slide"
            aria-label={position(current + 1)}
            data-tip={tip}
            initial={reduced ? false : { opacity: 0, x: 24 * direction * (rtl ? -1 : 1) }}
            animate={{ opacity: 1, x: 0 }}
            transition={{ duration: MOTION_MS.base / 1000, ease: 'easeOut' }}
            className="flex items-center gap-6 p-6"
          >
            <TipArt tip={tip} layout="single" />
            <div className="flex min-w-0 flex-col gap-2">
              <p className="text-xs font-semibold tracking-wide text-text-subtle uppercase">
                {position(current + 1)}
              </p>
              <h3 className="text-xl font-bold text-text">{t(`tips_${tip}_title`)}</h3>
              <p className="text-base text-text-muted">{t(`tips_${tip}_text`)}</p>
            </div>
          </motion.div>
        </div>
        <IconButton icon="chevron-right" label={t('tips_next')} variant="outline" onClick={next} />
      </div>
      <div aria-hidden="true" className="mt-4 hidden justify-center gap-2 sm:flex">
        {STATS_TIPS.map((name, dot) => (
          <span
            key={name}
            data-active={dot === current}
            className="h-2 w-2 rounded-pill bg-border-strong transition-[width] duration-base data-[active=true]:w-6 data-[active=true]:bg-brand"
          />
        ))}
      </div>

      {/* Mobile: a scroll-snap strip with dots. */}
      <div className="sm:hidden">
        {/* biome-ignore lint/a11y/useSemanticElements: a scrollable group of slides, not a form group */}
        <div
          ref={trackRef}
          role="group"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          aria-label={t('tips_carousel_label')}
          className="flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-smooth rounded-card pb-2 [scrollbar-width:none] focus-visible:outline-offset-2"
        >
          {STATS_TIPS.map((name, slide) => (
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group
            <div
              key={name}
              ref={(element) => {
                slideRefs.current[slide] = element;
              }}
              role="group"
              aria-roledescription="slide"
              aria-label={position(slide + 1)}
              data-tip={name}
              className="flex w-[82%] shrink-0 snap-center flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-sm"
            >
              <TipArt tip={name} layout="slide" />
              <h3 className="text-lg font-bold text-text">{t(`tips_${name}_title`)}</h3>
              <p className="text-sm text-text-muted">{t(`tips_${name}_text`)}</p>
            </div>
          ))}
        </div>
        <div className="mt-1 flex justify-center">
          {STATS_TIPS.map((name, dot) => (
            <button
              key={name}
              type="button"
              aria-label={t('tips_go_to', { number: dot + 1 })}
              aria-current={dot === current ? 'true' : undefined}
              data-active={dot === current}
              onClick={() => scrollTo(dot)}
              className="group flex size-11 items-center justify-center rounded-pill focus-visible:outline-2 focus-visible:outline-border-focus"
            >
              <span className="h-2 w-2 rounded-pill bg-border-strong transition-[width] duration-base group-data-[active=true]:w-6 group-data-[active=true]:bg-brand" />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
