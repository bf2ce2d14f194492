import { AnimatePresence, motion, useReducedMotionConfig } from 'framer-motion';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FETCH_TIPS_ROTATION_MS } from '@/shared/config/constants';
import { MOTION_MS } from '@/shared/config/motion';
import { cn } from '@/shared/lib/cn';
import { Icon } from '@/shared/ui/icon';
import { IconButton } from '@/shared/ui/icon-button';

const TIP_KEY_PREFIX = 'fetch_tips_';

/**
 * The fetch tips' keys: fetch_tips_1, fetch_tips_2, … until the first missing one (spec §2 /fetch).
 * Their count is what the fetch model's `fetchScreenOpened({ tipCount })` expects.
 */
export function useFetchTipKeys(): string[] {
  const { i18n } = useTranslation('marketing');
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys depend on the loaded language
  return useMemo(() => {
    const keys: string[] = [];
    for (let number = 1; i18n.exists(`marketing:${TIP_KEY_PREFIX}${number}`); number += 1) {
      keys.push(`${TIP_KEY_PREFIX}${number}`);
    }
    return keys;
  }, [i18n, language]);
}

export interface RotatingTipsProps {
  /** The shown tip (the model's `$fetchTipIndex`); without it the tips rotate on their own. */
  index?: number;
  /** Own rotation period when uncontrolled (FETCH_TIPS_ROTATION_MS by default). */
  intervalMs?: number;
  className?: string;
}

/**
 * "Did you know?" tips that change every FETCH_TIPS_ROTATION_MS while the scan runs. A pause button
 * holds the current tip (content that changes on its own must be stoppable). Under reduced motion
 * (and so in screenshots) they start paused, and change without a fade once resumed.
 */
export function RotatingTips({ index, intervalMs = FETCH_TIPS_ROTATION_MS, className }: RotatingTipsProps) {
  const { t } = useTranslation('marketing');
  const keys = useFetchTipKeys();
  const reduced = useReducedMotionConfig() ?? false;
  const titleId = useId();
  const controlled = index !== undefined;
  const [own, setOwn] = useState(0);
  // Content that changes on its own is motion too: under reduced motion the tips start paused.
  const [paused, setPaused] = useState(reduced);
  const [held, setHeld] = useState<number | null>(() => (reduced ? (index ?? 0) : null));

  useEffect(() => {
    if (controlled || paused || keys.length < 2) return;
    const timer = setInterval(() => setOwn((value) => (value + 1) % keys.length), intervalMs);
    return () => clearInterval(timer);
  }, [controlled, paused, keys.length, intervalMs]);

  const live = controlled ? index : own;
  const current = (((paused && held !== null ? held : live) % keys.length) + keys.length) % keys.length;
  const togglePause = () => {
    setHeld(paused ? null : live);
    setPaused(!paused);
  };
  if (keys.length === 0) return null;
  const key = keys[current] ?? keys[0] ?? '';

  return (
    <section
      aria-labelledby={titleId}
      data-slot="rotating-tips"
      data-index={current}
      data-paused={paused}
      className={cn(
        'relative flex flex-col gap-3 overflow-hidden rounded-card bg-info-soft p-5 text-text',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h2
          id={titleId}
          className="flex items-center gap-2 text-sm font-bold tracking-wide text-info uppercase"
        >
          <Icon name="sparkles" size="sm" />
          {t('fetch_tips_title')}
        </h2>
        {keys.length > 1 && (
          <IconButton
            icon={paused ? 'play' : 'pause'}
            label={paused ? t('tips_resume') : t('tips_pause')}
            aria-pressed={paused}
            variant="ghost"
            onClick={togglePause}
          />
        )}
      </div>
      <div className="grid min-h-12" aria-live={paused ? 'polite' : 'off'}>
        <AnimatePresence initial={false} mode="popLayout">
          <motion.p
            key={key}
            data-tip-key={key}
            initial={reduced ? false : { opacity: 0, y: 8 }}
            animate={{ opacity: 1, y: 0 }}
            exit={reduced ? undefined : { opacity: 0, y: -8 }}
            transition={{ duration: MOTION_MS.slow / 1000, ease: 'easeOut' }}
            className="col-start-1 row-start-1 text-base font-medium text-text"
          >
            {t(key)}
          </motion.p>
        </AnimatePresence>
      </div>
      {keys.length > 1 && (
        <div aria-hidden="true" className="flex gap-1.5">
          {keys.map((tip, dot) => (
            <span
              key={tip}
              data-active={dot === current}
              className="h-1.5 w-1.5 rounded-pill bg-info opacity-30 data-[active=true]:w-4 data-[active=true]:opacity-100"
            />
          ))}
        </div>
      )}
    </section>
  );
}
