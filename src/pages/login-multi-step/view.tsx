import { useUnit } from 'effector-react';
import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { $emailToDelete, $storedEmail } from '@/entities/session/model';
import { $connecting } from '@/features/connect/model';
import { DeleteAccountNotice } from '@/features/delete-account/ui/delete-account-notice';
import { APP_STORE_URL, PLAY_STORE_URL } from '@/shared/config/app';
import { NAVER_PHONE_IMAGE_MIN_HEIGHT } from '@/shared/config/constants';
import { isMobileWidth, useViewportHeight, useViewportWidth } from '@/shared/lib/use-viewport-width';
import { AppPasswordField } from '@/shared/ui/app-password-field';
import { Button } from '@/shared/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/shared/ui/dialog';
import { Icon } from '@/shared/ui/icon';
import { PageLoader } from '@/shared/ui/page-loader';
import { PhonePicture } from '@/shared/ui/phone-picture';
import { ProviderLogo } from '@/shared/ui/provider-logo';
import { StepTabs } from '@/shared/ui/step-tabs';
import { StoreBadges } from '@/shared/ui/store-badges';
import { LoginErrorModals } from '@/widgets/login-error-modals/ui/login-error-modals';
import { HeaderBar } from '@/widgets/navigation/ui/header-bar';
import {
  $appPassword,
  $currentStep,
  $flowError,
  $flowErrorCount,
  $flowModal,
  $flowProvider,
  $nextDisabled,
  $openedLinks,
  $stepIndex,
  $steps,
  appPasswordEdited,
  multiStepClosed,
  multiStepModalClosed,
  multiStepOpened,
  multiStepRetried,
  naverPopupLeft,
  nextPressed,
  previousPressed,
  stepLinkOpened,
  tabSelected,
} from './model';

/** Window height above which naver's download-the-app popup shows the phone picture. */

/** /login/google, /login/kakao, /login/naver: the steps, then the application password. */
export interface LoginMultiStepPageProps {
  /** Focus the first field on arrival (stories turn it off: a focus ring is not a stable screenshot). */
  autoFocusField?: boolean;
}

export function LoginMultiStepPage({ autoFocusField = true }: LoginMultiStepPageProps) {
  const { t } = useTranslation(['login', 'ui']);
  const { pathname } = useLocation();
  const width = useViewportWidth();
  const height = useViewportHeight();
  const view = useUnit({
    provider: $flowProvider,
    steps: $steps,
    index: $stepIndex,
    step: $currentStep,
    opened: $openedLinks,
    password: $appPassword,
    error: $flowError,
    count: $flowErrorCount,
    modal: $flowModal,
    nextDisabled: $nextDisabled,
    connecting: $connecting,
    email: $storedEmail,
    deleteEmail: $emailToDelete,
  });
  const events = useUnit({
    opened: multiStepOpened,
    closed: multiStepClosed,
    next: nextPressed,
    previous: previousPressed,
    tab: tabSelected,
    link: stepLinkOpened,
    password: appPasswordEdited,
    modalClosed: multiStepModalClosed,
    retried: multiStepRetried,
    leave: naverPopupLeft,
  });
  useEffect(() => {
    if (pathname) events.opened();
  }, [pathname, events.opened]);
  useEffect(() => events.closed, [events.closed]);

  const provider = view.provider;
  const providerName = t(`ui:provider_${provider}`);
  const step = view.step;
  const naverOnMobile = provider === 'naver' && isMobileWidth(width);
  const linkDone = view.opened.includes(view.index);

  function submit(event: FormEvent) {
    event.preventDefault();
    events.next();
  }

  return (
    <div
      data-page="login-multi-step"
      data-provider={provider}
      data-step={step?.id}
      className="flex min-h-dvh flex-col bg-surface"
    >
      <HeaderBar title={t('form_title', { provider: providerName })} onBack={() => events.previous()} />
      <main className="mx-auto flex w-full max-w-lg flex-1 flex-col gap-6 px-5 py-6">
        <StepTabs
          steps={view.steps.map((candidate) => ({ id: candidate.id, title: t(candidate.title) }))}
          current={view.index}
          onStepSelect={events.tab}
        />
        {view.deleteEmail && <DeleteAccountNotice email={view.deleteEmail} />}
        {step && (
          <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-slot="flow-step">
            <div className="flex items-center gap-3">
              <ProviderLogo provider={provider} size="lg" />
              <h2 className="text-2xl font-bold text-text">{t(step.title)}</h2>
            </div>
            {step.phases.map((phase) => (
              <div key={phase.text} className="flex flex-col gap-2">
                <p className="text-text">{t(phase.text, { provider: providerName })}</p>
                {phase.subtext && (
                  <p className="text-sm text-text-muted">{t(phase.subtext, { provider: providerName })}</p>
                )}
              </div>
            ))}
            {step.linkTo && (
              <Button
                type="button"
                variant={linkDone ? 'outline' : 'secondary'}
                size="lg"
                fullWidth
                icon={linkDone ? 'check' : 'external-link'}
                onClick={() => events.link()}
                data-opened={linkDone}
              >
                {t(step.ctaBeforeLink ?? 'flow_open_settings', { provider: providerName })}
                <span className="sr-only"> {t('tutorial_new_tab')}</span>
              </Button>
            )}
            {step.isLogin && (
              <>
                <p
                  className="flex items-center gap-2 rounded-card bg-surface-muted px-4 py-3 text-sm text-text-muted"
                  dir="ltr"
                >
                  <Icon name="mail" size="sm" />
                  <span className="truncate">{view.email}</span>
                </p>
                <AppPasswordField
                  provider={provider}
                  label={t('app_password_label')}
                  value={view.password}
                  onValueChange={(value) => events.password(value)}
                  error={view.error ? t(view.error, { count: view.count }) : undefined}
                  autoFocus={autoFocusField}
                />
              </>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              <Button
                type="button"
                variant="outline"
                size="lg"
                icon="arrow-left"
                onClick={() => events.previous()}
              >
                {t('ui:back')}
              </Button>
              <Button
                type="submit"
                size="lg"
                disabled={view.nextDisabled}
                loading={view.connecting}
                iconEnd={step.isLogin ? undefined : 'arrow-right'}
              >
                {t(step.ctaNext)}
              </Button>
            </div>
          </form>
        )}
      </main>
      {view.connecting && <PageLoader variant="overlay" message={t('connecting')} />}
      <LoginErrorModals
        modal={view.modal}
        provider={provider}
        retrying={view.connecting}
        onClose={() => events.modalClosed()}
        onRetry={() => events.retried()}
      />
      <Dialog open={naverOnMobile} onOpenChange={(open) => !open && events.leave()}>
        <DialogContent size="sm" data-slot="naver-mobile-popup">
          <DialogHeader
            tone="info"
            media={height > NAVER_PHONE_IMAGE_MIN_HEIGHT ? <PhonePicture className="mb-4" /> : undefined}
          >
            <DialogTitle>{t('naver_mobile_title')}</DialogTitle>
            <DialogDescription>{t('naver_mobile_text')}</DialogDescription>
          </DialogHeader>
          <StoreBadges
            appStoreUrl={APP_STORE_URL}
            googlePlayUrl={PLAY_STORE_URL}
            className="justify-center"
          />
          <DialogFooter>
            <Button variant="outline" icon="arrow-left" onClick={() => events.leave()}>
              {t('ui:back')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
