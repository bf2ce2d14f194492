import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ImapDisabledModal } from '@/features/connect/ui/imap-disabled-modal';
import { $oauthState, imapHelpClosed, oauthGiveUpPressed, oauthRetryPressed } from '@/features/oauth/model';
import { MICROSOFT_IMAP_SETTINGS_URL } from '@/shared/config/oauth';
import { $locale } from '@/shared/i18n/model';
import { Button } from '@/shared/ui/button';
import { OnboardingFrame } from '@/widgets/onboarding-frame/ui/onboarding-frame';
import { OnboardingMessage } from '@/widgets/onboarding-frame/ui/onboarding-message';

/**
 * /login-o-auth/{provider}: the code is being exchanged (loading); an error offers retry (restart the
 * microsoft login) and give up; imap_disabled opens the help with five steps and a link to the settings.
 */
export function LoginOAuthView() {
  const { t } = useTranslation(['onboarding', 'ui']);
  const model = useUnit({
    state: $oauthState,
    locale: $locale,
    onRetry: oauthRetryPressed,
    onGiveUp: oauthGiveUpPressed,
    onImapClosed: imapHelpClosed,
  });
  const provider = t('ui:provider_microsoft');
  const failed = model.state === 'error' || model.state === 'imapDisabled';
  return (
    <OnboardingFrame homeHref={`/${model.locale}/`} onHome={model.onGiveUp} centred>
      <div data-state={model.state}>
        {failed ? (
          <OnboardingMessage
            icon="error"
            tone="danger"
            title={t('oauth_error_title')}
            text={t('oauth_error_text', { provider })}
            actions={
              <>
                <Button variant="outline" size="lg" onClick={model.onGiveUp}>
                  {t('ui:give_up')}
                </Button>
                <Button size="lg" icon="refresh" onClick={model.onRetry}>
                  {t('ui:retry')}
                </Button>
              </>
            }
          />
        ) : (
          <OnboardingMessage busy icon="mailbox" title={t('oauth_loading')} />
        )}
      </div>
      <ImapDisabledModal
        open={model.state === 'imapDisabled'}
        provider="microsoft"
        settingsUrl={MICROSOFT_IMAP_SETTINGS_URL}
        onClose={model.onImapClosed}
      />
    </OnboardingFrame>
  );
}
