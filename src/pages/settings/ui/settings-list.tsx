import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $mailboxes } from '@/entities/mailbox/model';
import { settingsBackPath } from '@/features/mailbox-settings/navigation';
import { $locale } from '@/shared/i18n/model';
import { staticPageUrl } from '@/shared/lib/router/model';
import { ProviderLogo } from '@/shared/ui/provider-logo';
import { PRIVACY_RIGHTS_URL, VULNERABILITY_DISCLOSURE_URL } from '../model';
import { SettingsHeader } from './settings-header';
import { SettingsLinkRow } from './settings-link-row';
import { SettingsSection } from './settings-section';
import { SignOutEverywhere } from './sign-out-everywhere';

/** Which line a mailbox shows in the list: its state. */
function stateKey(mailbox: { providerShutdown: boolean; invalidGrant: boolean; isActive: boolean }): string {
  if (mailbox.providerShutdown) return 'mailbox_state_shutdown';
  if (mailbox.invalidGrant) return 'mailbox_state_invalid_grant';
  return mailbox.isActive ? 'mailbox_state_active' : 'mailbox_state_inactive';
}

/** /settings: the mailboxes, the preference pages, legal pages and help (new tab). */
export function SettingsList() {
  const { t } = useTranslation(['account', 'navigation', 'overlays']);
  const { mailboxes, locale } = useUnit({ mailboxes: $mailboxes, locale: $locale });
  return (
    <div className="flex flex-col gap-5">
      <SettingsHeader title={t('settings_title')} backTo={settingsBackPath('settings')} />
      <SettingsSection title={t('settings_mailboxes')}>
        <ul className="flex flex-col" data-testid="settings-mailboxes">
          {mailboxes.map((mailbox) => (
            <SettingsLinkRow
              key={mailbox.email}
              icon="mailbox"
              testId="settings-mailbox-link"
              to={`/settings/details?email=${encodeURIComponent(mailbox.email)}`}
              label={
                <span dir="ltr" className="block truncate text-left rtl:text-right" title={mailbox.email}>
                  {mailbox.email}
                </span>
              }
              description={t(stateKey(mailbox))}
              end={<ProviderLogo provider={mailbox.provider} size="sm" />}
            />
          ))}
          <SettingsLinkRow
            icon="plus"
            label={t('settings_add_mailbox')}
            to="/add-inbox"
            testId="settings-add"
          />
        </ul>
      </SettingsSection>
      <SettingsSection title={t('settings_preferences')}>
        <ul className="flex flex-col">
          <SettingsLinkRow
            icon="bell"
            label={t('notifications_title')}
            description={t('notifications_row_text')}
            to="/settings/notifications"
            testId="settings-notifications-link"
          />
          <SettingsLinkRow
            icon="download"
            label={t('my_data_title')}
            description={t('my_data_row_text')}
            to="/settings/my-data"
            testId="settings-my-data-link"
          />
          <SettingsLinkRow
            icon="cookie"
            label={t('cookies_title')}
            description={t('cookies_row_text')}
            to="/settings/cookies_policy"
          />
        </ul>
      </SettingsSection>
      <SettingsSection title={t('settings_legal')}>
        <ul className="flex flex-col">
          <SettingsLinkRow icon="shield" label={t('navigation:footer_privacy')} to="/privacy" />
          <SettingsLinkRow icon="info" label={t('navigation:footer_terms')} to="/terms" />
          <SettingsLinkRow icon="lock" label={t('settings_health_data')} to="/health-data-privacy" />
          <SettingsLinkRow
            icon="user"
            label={t('navigation:footer_privacy_rights')}
            href={PRIVACY_RIGHTS_URL}
          />
          <SettingsLinkRow
            icon="wrench"
            label={t('settings_vulnerability')}
            href={VULNERABILITY_DISCLOSURE_URL}
          />
        </ul>
      </SettingsSection>
      <SettingsSection title={t('navigation:footer_help_title')}>
        <ul className="flex flex-col">
          <SettingsLinkRow
            icon="help"
            label={t('navigation:footer_faq')}
            href={staticPageUrl('faq', locale)}
          />
          <SettingsLinkRow
            icon="cookie"
            label={t('navigation:footer_cookies')}
            href={staticPageUrl('cookies-policy', locale)}
          />
          <SettingsLinkRow
            icon="info"
            label={t('navigation:footer_legal_notice')}
            href={staticPageUrl('impressum', locale)}
          />
        </ul>
      </SettingsSection>
      <SignOutEverywhere />
    </div>
  );
}
