import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $oauthState, oauthGiveUpPressed, oauthRetryPressed } from '@/features/oauth/model';
import { $locale } from '@/shared/i18n/model';
import { Button } from '@/shared/ui/button';
import { OnboardingFrame } from '@/widgets/onboarding-frame/ui/onboarding-frame';
import { OnboardingMessage } from '@/widgets/onboarding-frame/ui/onboarding-message';

/**
 * /login/microsoft/redirect: "connecting to Microsoft" while the app leaves for the authorize page; if
 * that cannot start (no secure random source), the error with retry and give up.
 */
export function OAuthStartView() {
  const { t } = useTranslation(['onboarding', 'ui']);
  const model = useUnit({
    state: $oauthState,
    locale: $locale,
    onRetry: oauthRetryPressed,
    onGiveUp: oauthGiveUpPressed,
  });
  const provider = t('ui:provider_microsoft');
  return (
    <OnboardingFrame homeHref={`/${model.locale}/`} onHome={model.onGiveUp} centred>
      <div data-state={model.state}>
        {model.state === 'error' ? (
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
          <OnboardingMessage
            busy
            icon="lock"
            title={t('oauth_start_title', { provider })}
            text={t('oauth_start_text', { provider })}
          />
        )}
      </div>
    </OnboardingFrame>
  );
}
