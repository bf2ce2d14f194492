import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { settingsBackPath } from '@/features/mailbox-settings/navigation';
import {
  $permissionSheetOpen,
  $pushError,
  $pushPermission,
  $pushRegistered,
  $settingsLoadFailed,
  $userSettings,
  notificationSettingChanged,
  PUSH_ERROR_KEYS,
  permissionSheetClosed,
  pushToggled,
} from '@/features/notification-settings/model';
import { NotificationSwitch } from '@/features/notification-settings/ui/notification-switch';
import { BottomSheet } from '@/shared/ui/bottom-sheet';
import { Button } from '@/shared/ui/button';
import { PageLoader } from '@/shared/ui/page-loader';
import { Switch } from '@/shared/ui/switch';
import { refreshClicked } from '../model';
import { SettingsError } from './settings-error';
import { SettingsHeader } from './settings-header';

/** /settings/notifications: push on this browser (permission flow), and the news / important settings. */
export function NotificationSettings() {
  const { t } = useTranslation(['account', 'ui']);
  const units = useUnit({
    settings: $userSettings,
    failed: $settingsLoadFailed,
    permission: $pushPermission,
    registered: $pushRegistered,
    error: $pushError,
    sheetOpen: $permissionSheetOpen,
    changed: notificationSettingChanged,
    toggled: pushToggled,
    closeSheet: permissionSheetClosed,
    refresh: refreshClicked,
  });
  const header = (
    <SettingsHeader title={t('notifications_title')} backTo={settingsBackPath('notifications')} />
  );
  if (units.failed) {
    return (
      <div className="flex flex-col gap-5">
        {header}
        <SettingsError onRefresh={() => units.refresh()} />
      </div>
    );
  }
  if (!units.settings) {
    return (
      <div className="flex flex-col gap-5">
        {header}
        <PageLoader variant="inline" />
      </div>
    );
  }
  const push = units.settings.notifications.push;
  return (
    <div className="flex flex-col gap-5" data-testid="notification-settings">
      {header}
      <p className="text-sm text-text-muted">{t('notifications_text')}</p>
      <NotificationSwitch
        permission={units.permission}
        checked={units.registered}
        onCheckedChange={units.toggled}
        whenDenied="explain"
        label={t('notifications_push')}
      />
      {units.error && (
        <p
          role="alert"
          data-testid="push-error"
          className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger"
        >
          {t(PUSH_ERROR_KEYS[units.error])}
        </p>
      )}
      <section className="flex flex-col gap-5 rounded-sheet border border-border bg-surface p-5 shadow-sm">
        <Switch
          label={t('notifications_news')}
          description={t('notifications_news_text')}
          checked={push.news}
          onCheckedChange={(value) => units.changed({ name: 'notifications.push.news', value })}
        />
        <Switch
          label={t('notifications_important')}
          description={t('notifications_important_text')}
          checked={push.important}
          onCheckedChange={(value) => units.changed({ name: 'notifications.push.important', value })}
        />
      </section>
      <BottomSheet
        open={units.sheetOpen}
        onOpenChange={(open) => {
          if (!open) units.closeSheet();
        }}
        title={t('push_denied_title')}
        description={t('push_denied_text')}
        footer={
          <Button fullWidth onClick={() => units.closeSheet()}>
            {t('ui:close')}
          </Button>
        }
      >
        <ol className="flex list-decimal flex-col gap-2 ps-5 text-sm text-text">
          <li>{t('push_denied_step_1')}</li>
          <li>{t('push_denied_step_2')}</li>
          <li>{t('push_denied_step_3')}</li>
        </ol>
      </BottomSheet>
    </div>
  );
}
