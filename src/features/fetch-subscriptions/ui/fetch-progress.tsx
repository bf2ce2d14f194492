import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';
import { fetchProgress } from '../lib';

/** The /fetch states (spec §2), as the model's `$fetchStage` names them. */
export type FetchStage = 'processing' | 'sortable' | 'done';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export interface FetchProgressProps {
  /** Mails to scan in total and mails still to scan (the model's `$progressCounts`). */
  total: number;
  remaining: number;
  stage: FetchStage;
  /** Newsletters found so far: the preview count of the sortable state. */
  newsletterCount?: number;
  /** The go-clean button (sortable and done states). */
  onGoClean?: () => void;
  /** The go-clean button refreshes the list before leaving: busy meanwhile. */
  goCleanPending?: boolean;
  /** Drawn inside the ring (e.g. the mascot); the percentage then shows under the ring. */
  media?: ReactNode;
  className?: string;
}

/**
 * The scan's progress: a ring filled from the mailbox counts (done = total − remaining, clamped to
 * 0–100 %), the counts, and the state's message — processing (keep the page open), sortable (a preview
 * count and a button to start), done (the scan-done message and a button).
 */
export function FetchProgress({
  total,
  remaining,
  stage,
  newsletterCount = 0,
  onGoClean,
  goCleanPending = false,
  media,
  className,
}: FetchProgressProps) {
  const { t, i18n } = useTranslation('marketing');
  const { done, percent: measured } = fetchProgress(total, remaining);
  const percent = stage === 'done' ? 100 : measured;
  const numbers = new Intl.NumberFormat(i18n.language);
  const percentText = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(percent / 100);
  const counts = t('fetch_progress_counts', {
    count: total,
    done: numbers.format(Math.min(done, total)),
    total: numbers.format(total),
  });
  const title =
    stage === 'sortable'
      ? t('fetch_stage_sortable_title', { count: newsletterCount })
      : t(`fetch_stage_${stage}_title`);

  return (
    <section
      data-slot="fetch-progress"
      data-stage={stage}
      className={cn('flex flex-col items-center gap-5 text-center', className)}
    >
      <div
        role="progressbar"
        aria-label={t('fetch_progress_label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={`${percentText} · ${counts}`}
        className="relative flex size-52 items-center justify-center"
      >
        <svg viewBox="0 0 120 120" aria-hidden="true" className="absolute inset-0 size-full -rotate-90">
          <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="8" className="stroke-surface-sunken" />
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            fill="none"
            strokeWidth="8"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
            data-slot="fetch-progress-ring"
            className={cn(
              'transition-[stroke-dashoffset] duration-slow ease-out',
              percent === 0 ? 'stroke-transparent' : 'stroke-brand',
            )}
          />
        </svg>
        {media ? (
          <span className="relative flex size-40 items-center justify-center overflow-hidden rounded-pill bg-brand-soft">
            {media}
          </span>
        ) : (
          <span aria-hidden="true" className="relative text-4xl font-bold text-text tabular-nums">
            {percentText}
          </span>
        )}
      </div>
      {media && (
        <span aria-hidden="true" className="-mt-2 text-2xl font-bold text-text tabular-nums">
          {percentText}
        </span>
      )}
      <div className="flex max-w-sm flex-col items-center gap-1.5">
        <h2 className="text-2xl font-bold text-text">{title}</h2>
        <p className="text-base text-text-muted">{t(`fetch_stage_${stage}_text`)}</p>
        <p className="text-sm font-medium text-text-subtle tabular-nums">{counts}</p>
      </div>
      {stage !== 'processing' && onGoClean && (
        <Button size="lg" iconEnd="arrow-right" loading={goCleanPending} onClick={onGoClean}>
          {t('fetch_go_clean')}
        </Button>
      )}
    </section>
  );
}
