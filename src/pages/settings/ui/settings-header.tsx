import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { Icon } from '@/shared/ui/icon';

export interface SettingsHeaderProps {
  title: string;
  /** Where back goes (spec §2 settings back rules). */
  backTo: string;
  className?: string;
}

/** The sub-page title with its back link. */
export function SettingsHeader({ title, backTo, className }: SettingsHeaderProps) {
  const { t } = useTranslation('ui');
  return (
    <header data-slot="settings-header" className={cn('flex items-center gap-3', className)}>
      <Link
        to={backTo}
        data-testid="settings-back"
        aria-label={t('back')}
        className="flex size-11 shrink-0 items-center justify-center rounded-pill text-text hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus"
      >
        <Icon name="arrow-left" className="rtl:-scale-x-100" />
      </Link>
      <h1 className="min-w-0 flex-1 text-2xl font-bold text-balance text-text">{title}</h1>
    </header>
  );
}
