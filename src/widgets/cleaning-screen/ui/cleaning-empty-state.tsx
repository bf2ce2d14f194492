import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { ROUTES } from '@/shared/lib/router/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

/**
 * What the cleaning screen shows instead of senders (spec §2): still scanning (fetch not done), all
 * sorted (fetch done), new newsletters waiting, unavailable (every provider shut down), no mailbox
 * selected, nothing found by the search, or the list failed to load.
 */
export type CleaningEmptyVariant =
  | 'scanning'
  | 'allDone'
  | 'newWaiting'
  | 'unavailable'
  | 'noMailboxSelected'
  | 'searchEmpty'
  | 'error';

export interface CleaningEmptyStateProps {
  variant: CleaningEmptyVariant;
  /** searchEmpty: the text that found nothing. */
  query?: string;
  /** newWaiting: show the waiting newsletters. */
  onShowNew?: () => void;
  /** noMailboxSelected: open the mailbox selection. */
  onChooseMailboxes?: () => void;
  /** searchEmpty: back to the full list. */
  onClearSearch?: () => void;
  /** error: load again. */
  onRetry?: () => void;
  /** unavailable: pressed before the link to /add-inbox is followed. */
  onAddMailbox?: () => void;
  className?: string;
}

export function CleaningEmptyState({
  variant,
  query = '',
  onShowNew,
  onChooseMailboxes,
  onClearSearch,
  onRetry,
  onAddMailbox,
  className,
}: CleaningEmptyStateProps) {
  const { t } = useTranslation(['list', 'ui']);
  const common = { className, 'data-variant': variant };
  switch (variant) {
    case 'scanning':
      return (
        <EmptyState
          {...common}
          icon="mailbox"
          busy
          title={t('empty_scanning_title')}
          description={t('empty_scanning_text')}
        />
      );
    case 'allDone':
      return (
        <EmptyState
          {...common}
          icon="leaf"
          title={t('empty_done_title')}
          description={t('empty_done_text')}
        />
      );
    case 'newWaiting':
      return (
        <EmptyState
          {...common}
          icon="sparkles"
          tone="info"
          title={t('empty_new_title')}
          description={t('empty_new_text')}
          actions={
            <Button icon="refresh" onClick={onShowNew}>
              {t('empty_new_action')}
            </Button>
          }
        />
      );
    case 'unavailable':
      return (
        <EmptyState
          {...common}
          icon="warning"
          tone="warning"
          title={t('unavailable_title')}
          description={t('unavailable_text')}
          actions={
            <Button asChild>
              <Link to={generatePath(ROUTES.addInbox, {})} onClick={onAddMailbox}>
                {t('unavailable_action')}
              </Link>
            </Button>
          }
        />
      );
    case 'noMailboxSelected':
      return (
        <EmptyState
          {...common}
          icon="inbox"
          tone="neutral"
          title={t('no_mailbox_title')}
          description={t('no_mailbox_text')}
          actions={
            <Button variant="outline" icon="inbox" onClick={onChooseMailboxes}>
              {t('no_mailbox_action')}
            </Button>
          }
        />
      );
    case 'searchEmpty':
      return (
        <EmptyState
          {...common}
          icon="search"
          tone="neutral"
          title={t('search_empty_title', { query })}
          description={t('search_empty_text')}
          actions={
            <Button variant="outline" icon="close" onClick={onClearSearch}>
              {t('search_empty_action')}
            </Button>
          }
        />
      );
    case 'error':
      return (
        <EmptyState
          {...common}
          icon="wifi-off"
          tone="danger"
          title={t('error_title')}
          description={t('error_text')}
          actions={
            <Button icon="refresh" onClick={onRetry}>
              {t('ui:retry')}
            </Button>
          }
        />
      );
  }
}
