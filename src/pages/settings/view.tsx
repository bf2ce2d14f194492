import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { usePageGate } from '@/shared/lib/router/use-page-gate';
import { PageLoader } from '@/shared/ui/page-loader';
import { $settingsFailed, $settingsLoading, $settingsPage, refreshClicked, SettingsGate } from './model';
import { CookieSettings } from './ui/cookie-settings';
import { MailboxDetails } from './ui/mailbox-details';
import { MyData } from './ui/my-data';
import { NotificationSettings } from './ui/notification-settings';
import { PanelSettings } from './ui/panel-settings';
import { SettingsError } from './ui/settings-error';
import { SettingsList } from './ui/settings-list';

function SettingsContent() {
  const { page, loading, failed, refresh } = useUnit({
    page: $settingsPage,
    loading: $settingsLoading,
    failed: $settingsFailed,
    refresh: refreshClicked,
  });
  if (failed) return <SettingsError onRefresh={() => refresh()} />;
  if (loading && (page === 'settings' || page === 'details' || page === 'panel')) {
    return <PageLoader variant="inline" />;
  }
  switch (page) {
    case 'details':
      return <MailboxDetails />;
    case 'panel':
      return <PanelSettings />;
    case 'notifications':
      return <NotificationSettings />;
    case 'cookies_policy':
      return <CookieSettings />;
    case 'my-data':
      return <MyData />;
    default:
      return <SettingsList />;
  }
}

/**
 * Every namespace the settings sub-pages read (theirs and their components': banners, toggle rows, the
 * push switch). They load before the page opens its gate, so a sub-page never flashes the loader when
 * it opens. (Were one to suspend later anyway, the page gate stays open while Suspense hides the page —
 * see `usePageGate`; effector-react's layout-effect gate closed there, which reset the page to its list
 * and looped on GET /v3/users.)
 */
export const SETTINGS_NAMESPACES: string[] = ['account', 'navigation', 'overlays', 'marketing', 'ui'];

/** /settings and /settings/{page} (spec §2): the page content inside the signed-in shell. */
export function SettingsPage() {
  // Suspends (before the gate below exists) until the sub-pages' namespaces are in.
  useTranslation(SETTINGS_NAMESPACES);
  const { page } = useParams();
  const [search] = useSearchParams();
  usePageGate(SettingsGate, { page: page ?? 'settings', email: search.get('email') });
  return <SettingsView />;
}

/** The page content (stories render it with a forked scope). */
export function SettingsView() {
  return (
    <div data-page="settings" className="mx-auto flex w-full max-w-2xl flex-col gap-5 p-4 pb-24 sm:p-6">
      <SettingsContent />
    </div>
  );
}
