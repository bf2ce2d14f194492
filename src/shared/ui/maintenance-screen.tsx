import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { Button } from './button';
import { Icon } from './icon';

export interface MaintenanceScreenProps {
  /** Try again (re-runs the health check or reloads). */
  onRetry?: () => void;
  /** The retry is running. */
  retrying?: boolean;
  className?: string;
}

/** The whole screen while the service is under maintenance (a 400 "maintenance" answer). */
export function MaintenanceScreen({ onRetry, retrying = false, className }: MaintenanceScreenProps) {
  const { t } = useTranslation(['platform', 'common', 'ui']);
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-slot="maintenance-screen"
      className={cn(
        'relative flex min-h-dvh w-full flex-col items-center justify-center overflow-hidden bg-surface-muted px-6 py-16',
        className,
      )}
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute -top-24 -start-24 size-72 rounded-pill bg-brand-soft" />
        <div className="absolute -bottom-32 -end-20 size-96 rounded-pill bg-warning-soft" />
      </div>
      <div className="relative flex max-w-md flex-col items-center gap-6 text-center">
        <p className="inline-flex items-center gap-2 text-lg font-bold text-brand-strong">
          <Icon name="leaf" size="md" />
          {t('common:app_name')}
        </p>
        <span className="relative inline-flex size-32 items-center justify-center rounded-pill bg-surface shadow-card">
          <span className="inline-flex size-24 items-center justify-center rounded-pill bg-warning-soft text-action-later">
            <Icon name="wrench" size="xl" className="size-12" />
          </span>
        </span>
        <div className="flex flex-col gap-3">
          <h1 id={titleId} className="text-3xl font-bold text-balance text-text sm:text-4xl">
            {t('maintenance_title')}
          </h1>
          <p className="text-lg text-pretty text-text-muted">{t('maintenance_text')}</p>
        </div>
        {onRetry && (
          <Button size="lg" icon="refresh" loading={retrying} onClick={onRetry}>
            {t('ui:retry')}
          </Button>
        )}
      </div>
    </section>
  );
}
