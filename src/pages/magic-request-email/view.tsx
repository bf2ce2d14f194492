import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isConnected } from '@/entities/session/model';
import { $locale } from '@/shared/i18n/model';
import { navigateFx } from '@/shared/lib/router/model';
import { ROUTES } from '@/shared/lib/router/routes';
import { Banner } from '@/shared/ui/banner';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import { OnboardingFrame } from '@/widgets/onboarding-frame/ui/onboarding-frame';
import {
  $magicCountdown,
  $magicRequestEmail,
  $magicRequestStep,
  $reconnectLinkVisible,
  $sendingMagicLink,
  sendAgainPressed,
} from './model';

/** /magic-request-email: the stored e-mail, send (again), the sent message and the 30 s wait. */
export function MagicRequestEmailView() {
  const { t } = useTranslation('onboarding');
  const model = useUnit({
    step: $magicRequestStep,
    seconds: $magicCountdown,
    email: $magicRequestEmail,
    reconnect: $reconnectLinkVisible,
    sending: $sendingMagicLink,
    connected: $isConnected,
    locale: $locale,
    onSend: sendAgainPressed,
    navigate: navigateFx,
  });
  const sent = model.step === 'sent' || model.step === 'wait';
  const reconnectPath = model.connected ? '/add-inbox' : ROUTES.loginEmail;
  return (
    <OnboardingFrame
      homeHref={`/${model.locale}/`}
      onHome={() => model.navigate({ to: ROUTES.landing })}
      centred
    >
      <div data-step={model.step} className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-20 items-center justify-center rounded-pill bg-brand-soft text-brand">
          <Icon name={sent ? 'success' : 'mail'} size="xl" />
        </span>
        <h1 className="text-2xl font-bold text-balance text-text sm:text-3xl">
          {sent ? t('magic_request_sent_title') : t('magic_request_title')}
        </h1>
        <p className="text-balance text-text-muted">
          {sent ? t('magic_request_sent_text') : t('magic_request_text')}
        </p>
        {model.email && (
          <p
            className="max-w-full truncate rounded-pill bg-surface-sunken px-3 py-1 text-sm font-semibold text-text"
            dir="ltr"
          >
            {model.email}
          </p>
        )}
      </div>
      {model.step === 'expired' && (
        <Banner tone="warning" icon="hourglass" title={t('magic_request_expired_title')}>
          {t('magic_request_expired_text')}
        </Banner>
      )}
      {model.step === 'error' && (
        <Banner tone="danger" icon="error" live="assertive" title={t('magic_request_error_title')}>
          {t('magic_request_error_text')}
        </Banner>
      )}
      <div className="flex flex-col items-center gap-3">
        <Button
          size="lg"
          fullWidth
          loading={model.sending}
          disabled={sent}
          onClick={model.onSend}
          icon="mail"
        >
          {t('magic_request_send')}
        </Button>
        <p aria-live="polite" className="min-h-6 text-sm text-text-muted">
          {model.step === 'wait'
            ? t('magic_request_wait', { seconds: model.seconds })
            : sent
              ? t('magic_request_not_received')
              : null}
        </p>
        {model.reconnect && (
          <Button variant="link" onClick={() => model.navigate({ to: reconnectPath })}>
            {t('magic_request_reconnect')}
          </Button>
        )}
      </div>
    </OnboardingFrame>
  );
}
