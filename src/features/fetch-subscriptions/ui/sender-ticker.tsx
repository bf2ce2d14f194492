import { AnimatePresence, motion, useReducedMotionConfig } from 'framer-motion';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SENDER_TICKER_INTERVAL_MS } from '@/shared/config/constants';
import { MOTION_MS } from '@/shared/config/motion';
import { cn } from '@/shared/lib/cn';
import { Badge } from '@/shared/ui/badge';
import { Loader } from '@/shared/ui/loader';

export interface SenderTickerProps {
  /** Sender names found so far, in order (the model's list; it may grow while shown). */
  names: readonly string[];
  /** One more name appears every `intervalMs` until all are shown. */
  intervalMs?: number;
  /** Names already shown when the ticker mounts. */
  initialCount?: number;
  /** How many of the latest names stay on screen; older ones scroll away. */
  maxVisible?: number;
  className?: string;
}

/**
 * The /fetch screen's scrolling list of sender names: one name is added per SENDER_TICKER_INTERVAL_MS
 * (spec §9), the newest at the bottom; older names fade and scroll out. No slide under reduced motion.
 */
export function SenderTicker({
  names,
  intervalMs = SENDER_TICKER_INTERVAL_MS,
  initialCount = 0,
  maxVisible = 5,
  className,
}: SenderTickerProps) {
  const { t, i18n } = useTranslation('marketing');
  const reduced = useReducedMotionConfig() ?? false;
  const titleId = useId();
  const [count, setCount] = useState(() => Math.min(initialCount, names.length));
  const shown = Math.min(count, names.length);

  useEffect(() => {
    if (shown >= names.length) return;
    const timer = setTimeout(() => setCount(shown + 1), intervalMs);
    return () => clearTimeout(timer);
  }, [shown, names.length, intervalMs]);

  const start = Math.max(0, shown - maxVisible);
  const visible = names.slice(start, shown);
  return (
    <section
      aria-labelledby={titleId}
      data-slot="sender-ticker"
      data-count={shown}
      className={cn(
        'flex flex-col gap-3 rounded-card border border-border bg-surface p-5 shadow-sm',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-base font-bold text-text">
          {t('ticker_title')}
        </h2>
        <Badge tone="brand" size="md">
          {new Intl.NumberFormat(i18n.language).format(shown)}
        </Badge>
      </div>
      {shown === 0 ? (
        <p className="flex items-center gap-3 py-2 text-sm text-text-muted">
          <Loader decorative size="sm" />
          {t('ticker_empty')}
        </p>
      ) : (
        <ul
          className="flex flex-col gap-1.5 overflow-hidden"
          style={{ minHeight: `calc(${maxVisible} * 2.625rem - 0.375rem)` }}
        >
          <AnimatePresence initial={false}>
            {visible.map((name, offset) => {
              const age = visible.length - 1 - offset;
              return (
                <motion.li
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows at its end, so a name's position identifies it
                  key={`${start + offset}-${name}`}
                  layout={!reduced}
                  initial={reduced ? false : { opacity: 0, y: 16 }}
                  animate={{ opacity: 1, y: 0 }}
                  exit={reduced ? undefined : { opacity: 0, y: -16 }}
                  transition={{ duration: MOTION_MS.slow / 1000, ease: 'easeOut' }}
                  data-age={age}
                  className={cn(
                    'flex h-9 items-center gap-3 rounded-md px-3 text-sm',
                    age === 0 ? 'bg-brand-soft font-semibold text-brand-strong' : 'text-text-muted',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'size-1.5 shrink-0 rounded-pill',
                      age === 0 ? 'bg-brand' : 'bg-border-strong',
                    )}
                  />
                  <span className="truncate">{name}</span>
                </motion.li>
              );
            })}
          </AnimatePresence>
        </ul>
      )}
    </section>
  );
}
