import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { ROUTES } from '@/shared/lib/router/routes';
import { buttonVariants } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import { iconButtonVariants } from '@/shared/ui/icon-button';

export interface HistoryButtonProps {
  /** Icon only (mobile headers); the label stays its accessible name and tooltip. */
  iconOnly?: boolean;
  /** Pressed before the link is followed (e.g. store the newsletters page to restore it on return). */
  onNavigate?: () => void;
  className?: string;
}

/** The cleaning screen's way to My actions (a link to /my-actions), where decisions can be undone. */
export function HistoryButton({ iconOnly = false, onNavigate, className }: HistoryButtonProps) {
  const { t } = useTranslation('list');
  if (iconOnly) {
    return (
      <Link
        to={ROUTES.myActions}
        onClick={onNavigate}
        aria-label={t('history')}
        title={t('history_hint')}
        data-slot="history-button"
        className={cn(iconButtonVariants({ variant: 'outline', size: 'md' }), className)}
      >
        <Icon name="history" />
      </Link>
    );
  }
  return (
    <Link
      to={ROUTES.myActions}
      onClick={onNavigate}
      title={t('history_hint')}
      data-slot="history-button"
      className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), className)}
    >
      <Icon name="history" size="sm" />
      {t('history')}
    </Link>
  );
}
