import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $exportState, $exportUrl, dataExportRequested } from '@/features/data-export/model';
import { settingsBackPath } from '@/features/mailbox-settings/navigation';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import { PRIVACY_RIGHTS_URL } from '../model';
import { SettingsHeader } from './settings-header';

/** The data-portability file name (spec §9 export file names). */
export const EXPORT_FILE_NAME = 'tidy-fox-data-portability.txt';

/** /settings/my-data: the GDPR export — requested, polled, then downloaded. */
export function MyData() {
  const { t } = useTranslation(['account', 'navigation']);
  const { state, url, requested } = useUnit({
    state: $exportState,
    url: $exportUrl,
    requested: dataExportRequested,
  });
  return (
    <div className="flex flex-col gap-5">
      <SettingsHeader title={t('my_data_title')} backTo={settingsBackPath('my-data')} />
      <section
        data-testid="my-data"
        data-state={state}
        className="flex flex-col items-start gap-4 rounded-sheet border border-border bg-surface p-5 shadow-sm"
      >
        <span
          aria-hidden="true"
          className="flex size-11 items-center justify-center rounded-pill bg-brand-soft text-brand-strong"
        >
          <Icon name="download" />
        </span>
        <p className="text-sm text-text-muted">{t('my_data_text')}</p>
        <ul className="flex list-disc flex-col gap-1 ps-5 text-sm text-text">
          <li>{t('my_data_item_profile')}</li>
          <li>{t('my_data_item_mailboxes')}</li>
          <li>{t('my_data_item_decisions')}</li>
          <li>{t('my_data_item_stats')}</li>
        </ul>
        <div aria-live="polite" className="flex flex-col items-start gap-3">
          {state === 'done' && url ? (
            <>
              <p className="text-sm font-medium text-text">{t('my_data_ready')}</p>
              <Button asChild icon="download">
                <a href={url} download={EXPORT_FILE_NAME} data-testid="my-data-download">
                  {t('my_data_download')}
                </a>
              </Button>
            </>
          ) : (
            <Button
              icon="download"
              loading={state === 'pending'}
              onClick={() => requested()}
              data-testid="my-data-request"
            >
              {state === 'pending' ? t('my_data_preparing') : t('my_data_request')}
            </Button>
          )}
          {state === 'failed' && (
            <p role="alert" className="text-sm text-danger">
              {t('product:cleaning_list_technical_error')}
            </p>
          )}
        </div>
        <a
          href={PRIVACY_RIGHTS_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm font-medium text-text-link underline-offset-4 hover:underline"
        >
          {t('navigation:footer_privacy_rights')}
          <span className="sr-only"> {t('navigation:opens_new_tab')}</span>
        </a>
      </section>
    </div>
  );
}
