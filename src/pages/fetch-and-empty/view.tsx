import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '@/shared/lib/router/routes';
import { buttonVariants } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icon';
import { BrandMark } from '@/widgets/navigation/ui/brand-mark';

const ADD_INBOX_PATH = ROUTES.addInbox.replace('/:email?', '');

/** /fetch-and-empty: the scan found nothing; add another mailbox or see the statistics. */
export function FetchAndEmptyPage() {
  const { t } = useTranslation('fetching');
  return (
    <div data-page="fetch-and-empty" className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-5xl items-center px-4 pt-4 sm:px-8 sm:pt-6">
        <BrandMark />
      </header>
      <main className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center p-4 sm:p-8">
        <h1 className="sr-only">{t('empty_page_title')}</h1>
        <EmptyState
          icon="inbox"
          title={t('empty_title')}
          description={t('empty_text')}
          className="w-full rounded-sheet bg-surface shadow-sm"
          actions={
            <>
              <Link to={ADD_INBOX_PATH} className={buttonVariants({ size: 'lg', multiline: true })}>
                <Icon name="plus" size="sm" />
                {t('empty_add_inbox')}
              </Link>
              <Link
                to={ROUTES.stats}
                className={buttonVariants({ variant: 'outline', size: 'lg', multiline: true })}
              >
                <Icon name="stats" size="sm" />
                {t('empty_stats')}
              </Link>
            </>
          }
        />
      </main>
    </div>
  );
}
