import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

export interface SettingsErrorProps {
  onRefresh: () => void;
}

/** Spec §8: settings load failure → a generic error page with title, text and a refresh button. */
export function SettingsError({ onRefresh }: SettingsErrorProps) {
  const { t } = useTranslation(['account', 'ui']);
  return (
    <EmptyState
      icon="warning"
      tone="danger"
      title={t('error_title')}
      description={t('error_text')}
      data-testid="settings-error"
      actions={
        <Button icon="refresh" onClick={onRefresh}>
          {t('ui:refresh')}
        </Button>
      }
    />
  );
}
