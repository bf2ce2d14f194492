import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $locale } from '@/shared/i18n/model';
import { OnboardingFrame } from '@/widgets/onboarding-frame/ui/onboarding-frame';
import { OnboardingMessage } from '@/widgets/onboarding-frame/ui/onboarding-message';

/**
 * /instant-apps and /save-the-planet: shown for the moment it takes to leave for the app store (mobile)
 * or the landing page (the redirect-pages model decides where).
 */
export function StoreRedirectView() {
  const { t } = useTranslation('onboarding');
  const locale = useUnit($locale);
  return (
    <OnboardingFrame homeHref={`/${locale}/`} centred>
      <OnboardingMessage busy icon="app-store" title={t('redirect_loading')} />
    </OnboardingFrame>
  );
}
