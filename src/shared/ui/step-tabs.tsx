import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PROGRESS_MAX } from '@/shared/config/constants';
import { clampPercent } from '@/shared/lib/clamp-percent';
import { cn } from '@/shared/lib/cn';
import { Icon } from './icon';

export interface StepTabsStep {
  id: string;
  title: ReactNode;
}

export type StepState = 'complete' | 'current' | 'upcoming';

const tabVariants = cva(
  [
    'group flex min-h-11 w-full flex-col items-center gap-2 rounded-md px-1 py-2 text-center text-xs',
    'sm:px-3 sm:text-sm',
    'transition-colors duration-fast',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus',
  ],
  {
    variants: {
      state: {
        complete: 'cursor-pointer text-text hover:bg-surface-sunken',
        current: 'cursor-default font-semibold text-text',
        upcoming: 'cursor-not-allowed text-text-subtle',
      },
    },
  },
);

const markVariants = cva(
  'flex size-8 shrink-0 items-center justify-center rounded-pill text-sm font-semibold transition-colors duration-fast',
  {
    variants: {
      state: {
        complete: 'bg-brand text-brand-foreground group-hover:bg-brand-hover',
        current: 'border-2 border-brand bg-brand-soft text-brand-strong shadow-focus',
        upcoming: 'border border-border-strong bg-surface text-text-subtle',
      },
    },
  },
);

export interface StepTabsProps {
  steps: readonly StepTabsStep[];
  /** Index of the step on screen. */
  current: number;
  /** Called with the index of an earlier step the user picked (tabs only go backwards). */
  onStepSelect?: (index: number) => void;
  /**
   * Fill of the progress line in %, clamped to 0–100. By default it reaches the middle of the current
   * tab; a flow with phases inside a step can pass a finer value.
   */
  progress?: number;
  /** Accessible name of the navigation (defaults to "Steps"). */
  label?: string;
  className?: string;
}

/**
 * The tabs of a multi-step login flow (onboarding §2, Google-style flow) with a progress line under them.
 * Earlier steps are buttons that go back; the current step is marked `aria-current="step"`; later steps
 * are shown but refuse to open (aria-disabled, out of the tab order): the flow only moves forward with
 * its own Next button.
 */
export function StepTabs({ steps, current, onStepSelect, progress, label, className }: StepTabsProps) {
  const { t } = useTranslation('ui');
  const total = steps.length;
  const index = Math.min(Math.max(0, current), Math.max(0, total - 1));
  const fill = clampPercent(progress ?? (total === 0 ? 0 : ((index + 0.5) / total) * PROGRESS_MAX));
  return (
    <nav aria-label={label ?? t('steps')} data-slot="step-tabs" className={cn('w-full', className)}>
      <ol className="grid gap-1" style={{ gridTemplateColumns: `repeat(${total}, minmax(0, 1fr))` }}>
        {steps.map((step, position) => {
          const state: StepState =
            position < index ? 'complete' : position === index ? 'current' : 'upcoming';
          return (
            <li key={step.id} className="flex min-w-0">
              <button
                type="button"
                data-slot="step-tab"
                data-state={state}
                aria-current={state === 'current' ? 'step' : undefined}
                aria-disabled={state === 'upcoming' || undefined}
                tabIndex={state === 'upcoming' ? -1 : undefined}
                onClick={() => {
                  if (position < index) onStepSelect?.(position);
                }}
                className={tabVariants({ state })}
              >
                <span aria-hidden="true" className={markVariants({ state })}>
                  {state === 'complete' ? (
                    <Icon name="check" size="sm" className="stroke-[3]" />
                  ) : (
                    position + 1
                  )}
                </span>
                <span className="line-clamp-3 min-w-0 max-w-full sm:line-clamp-2 text-balance wrap-anywhere hyphens-auto">
                  <span className="sr-only">{t('step_of', { current: position + 1, total })} </span>
                  {step.title}
                  {state === 'complete' && <span className="sr-only"> {t('step_completed')}</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      <div
        role="progressbar"
        aria-label={t('progress')}
        aria-valuemin={0}
        aria-valuemax={PROGRESS_MAX}
        aria-valuenow={Math.round(fill)}
        aria-valuetext={t('step_of', { current: index + 1, total })}
        data-slot="step-progress"
        className="relative mt-3 h-1.5 overflow-hidden rounded-pill bg-border"
      >
        <div
          className="absolute inset-y-0 start-0 rounded-pill bg-brand transition-[width] duration-slow ease-out"
          style={{ width: `${fill}%` }}
        />
      </div>
    </nav>
  );
}
