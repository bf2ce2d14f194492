import { useReducedMotionConfig } from 'framer-motion';
import { type ComponentProps, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNT_UP_STEP_MS, COUNT_UP_STEPS } from '@/shared/config/constants';
import { cn } from '@/shared/lib/cn';
import { countUpValue } from '../lib';

export interface CountUpProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** The end value. */
  value: number;
  /** Decimals of every step (the steps are rounded to this many, e.g. 2 for kilograms). */
  decimals?: number;
  /** Formats a step for the locale; defaults to an Intl number with `decimals` fraction digits. */
  format?: (value: number, locale: string) => string;
  /** Count from 0 (true by default); false or reduced motion shows the end value at once. */
  animate?: boolean;
}

/** The value shown at `step` (0..COUNT_UP_STEPS), rounded to `decimals`. */
function countUpStepValue(target: number, step: number, decimals = 0): number {
  const scale = 10 ** decimals;
  return countUpValue(Math.round(target * scale), step * COUNT_UP_STEP_MS) / scale;
}

function defaultFormat(decimals: number) {
  return (value: number, locale: string) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(value);
}

/**
 * A number that counts up from 0 to `value` in COUNT_UP_STEPS steps of COUNT_UP_STEP_MS (spec
 * product §2 /stats), formatted for the locale. Under reduced motion (and so in screenshots) the end
 * value shows at once. Assistive technology reads only the end value, never the steps.
 */
export function CountUp({ value, decimals = 0, format, animate = true, className, ...props }: CountUpProps) {
  const { i18n } = useTranslation();
  const reduced = useReducedMotionConfig() ?? false;
  const counting = animate && !reduced;
  const [step, setStep] = useState(counting ? 0 : COUNT_UP_STEPS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new value counts again from 0
  useEffect(() => {
    if (!counting) {
      setStep(COUNT_UP_STEPS);
      return;
    }
    let current = 0;
    setStep(current);
    const timer = setInterval(() => {
      current += 1;
      setStep(current);
      if (current >= COUNT_UP_STEPS) clearInterval(timer);
    }, COUNT_UP_STEP_MS);
    return () => clearInterval(timer);
  }, [counting, value]);

  const formatValue = useMemo(() => format ?? defaultFormat(decimals), [format, decimals]);
  const locale = i18n.language;
  const done = step >= COUNT_UP_STEPS;
  const finalText = formatValue(value, locale);
  const shownText = done ? finalText : formatValue(countUpStepValue(value, step, decimals), locale);

  return (
    <span
      data-slot="count-up"
      data-state={done ? 'done' : 'counting'}
      data-step={Math.min(step, COUNT_UP_STEPS)}
      className={cn('tabular-nums', className)}
      {...props}
    >
      <span aria-hidden="true" data-slot="count-up-steps">
        {shownText}
      </span>
      <span className="sr-only">{finalText}</span>
    </span>
  );
}
