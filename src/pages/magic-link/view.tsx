import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $locale } from '@/shared/i18n/model';
import { navigateFx } from '@/shared/lib/router/model';
import { ROUTES } from '@/shared/lib/router/routes';
import { Button } from '@/shared/ui/button';
import { OnboardingFrame } from '@/widgets/onboarding-frame/ui/onboarding-frame';
import { OnboardingMessage } from '@/widgets/onboarding-frame/ui/onboarding-message';
import { $magicLinkState, magicLinkCtaPressed } from './model';

const SCREENS = {
  success: {
    icon: 'success',
    tone: 'success',
    title: 'magic_link_success_title',
    text: 'magic_link_success_text',
    cta: 'ui:continue',
  },
  error: {
    icon: 'error',
    tone: 'danger',
    title: 'magic_link_error_title',
    text: 'magic_link_error_text',
    cta: 'magic_link_error_cta',
  },
  timeOut: {
    icon: 'hourglass',
    tone: 'warning',
    title: 'magic_link_timeout_title',
    text: 'magic_link_timeout_text',
    cta: 'magic_link_timeout_cta',
  },
} as const;

/** /magic-link and /auth-link: loading, then success, error or timeOut with their call to action. */
export function MagicLinkView() {
  const { t } = useTranslation(['onboarding', 'ui']);
  const { state, locale, onCta, navigate } = useUnit({
    state: $magicLinkState,
    locale: $locale,
    onCta: magicLinkCtaPressed,
    navigate: navigateFx,
  });
  return (
    <OnboardingFrame homeHref={`/${locale}/`} onHome={() => navigate({ to: ROUTES.landing })} centred>
      <div data-state={state}>
        {state === 'loading' ? (
          <OnboardingMessage busy icon="mail" title={t('magic_link_loading')} />
        ) : (
          <OnboardingMessage
            icon={SCREENS[state].icon}
            tone={SCREENS[state].tone}
            title={t(SCREENS[state].title)}
            text={t(SCREENS[state].text)}
            actions={
              <Button size="lg" onClick={onCta} iconEnd="arrow-right">
                {t(SCREENS[state].cta)}
              </Button>
            }
          />
        )}
      </div>
    </OnboardingFrame>
  );
}
