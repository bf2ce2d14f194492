import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { cookiePreferencesOpened } from '@/entities/cookie-consent/model';
import { settingsBackPath } from '@/features/mailbox-settings/navigation';
import { $locale } from '@/shared/i18n/model';
import { staticPageUrl } from '@/shared/lib/router/model';
import { Button } from '@/shared/ui/button';
import { ExternalLinkButton } from '@/shared/ui/external-link-button';
import { Icon } from '@/shared/ui/icon';
import { SettingsHeader } from './settings-header';

/**
 * /settings/cookies_policy: what the cookies are for, the preferences, and the policy in a new tab. The
 * preferences dialog itself is the app frame's (one for the whole app).
 */
export function CookieSettings() {
  const { t } = useTranslation(['account', 'navigation']);
  const units = useUnit({
    locale: $locale,
    opened: cookiePreferencesOpened,
  });
  return (
    <div className="flex flex-col gap-5">
      <SettingsHeader title={t('cookies_title')} backTo={settingsBackPath('cookies_policy')} />
      <section className="flex flex-col items-start gap-4 rounded-sheet border border-border bg-surface p-5 shadow-sm">
        <span
          aria-hidden="true"
          className="flex size-11 items-center justify-center rounded-pill bg-brand-soft text-brand-strong"
        >
          <Icon name="cookie" />
        </span>
        <p className="text-sm text-text-muted">{t('cookies_text')}</p>
        <div className="flex flex-wrap gap-3">
          <Button icon="settings" onClick={() => units.opened()}>
            {t('cookies_manage')}
          </Button>
          <ExternalLinkButton href={staticPageUrl('cookies-policy', units.locale)} variant="outline">
            {t('navigation:footer_cookies')}
          </ExternalLinkButton>
        </div>
      </section>
    </div>
  );
}
