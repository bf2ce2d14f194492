import { useUnit } from 'effector-react';
import { type FormEvent, useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  $lookupInlineError,
  $lookupPending,
  $unsupportedConsentTicked,
  $unsupportedProvider,
  unsupportedClosed,
  unsupportedConsentToggled,
  unsupportedValidated,
} from '@/features/provider-lookup/model';
import { $locale } from '@/shared/i18n/model';
import { lazyOverlay } from '@/shared/lib/lazy-overlay';
import { staticPageUrl } from '@/shared/lib/router/model';
import { $toast, toastClosed } from '@/shared/lib/toast/model';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import { LazyToaster } from '@/shared/ui/lazy-toaster';
import { PageLoader } from '@/shared/ui/page-loader';
import { TextField } from '@/shared/ui/text-field';
import { HeaderBar } from '@/widgets/navigation/ui/header-bar';
import {
  $isAddInbox,
  $loginEmail,
  $loginEmailValid,
  loginEmailBackPressed,
  loginEmailChanged,
  loginEmailPageOpened,
  loginEmailSubmitted,
} from './model';

// Modals and the toast stack load when they first show (issue 12 budget).
const ProviderErrorModal = lazyOverlay(
  () => import('@/features/provider-lookup/ui/provider-error-modal').then((ui) => ui.ProviderErrorModal),
  (props) => props.open,
);
const UnsupportedProviderModal = lazyOverlay(
  () =>
    import('@/features/provider-lookup/ui/unsupported-provider-modal').then(
      (ui) => ui.UnsupportedProviderModal,
    ),
  (props) => props.open,
);

const linkClass =
  'rounded-sm text-text-link underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus';

/** /login/email and /add-inbox: the address first, then the provider's login (onboarding §2). */
export interface LoginEmailPageProps {
  /** Focus the first field on arrival (stories turn it off: a focus ring is not a stable screenshot). */
  autoFocusField?: boolean;
}

export function LoginEmailPage({ autoFocusField = true }: LoginEmailPageProps) {
  const { t } = useTranslation('login');
  const view = useUnit({
    email: $loginEmail,
    valid: $loginEmailValid,
    addInbox: $isAddInbox,
    pending: $lookupPending,
    inlineError: $lookupInlineError,
    unsupported: $unsupportedProvider,
    consent: $unsupportedConsentTicked,
    locale: $locale,
    toast: $toast,
  });
  const events = useUnit({
    opened: loginEmailPageOpened,
    changed: loginEmailChanged,
    submitted: loginEmailSubmitted,
    back: loginEmailBackPressed,
    consentToggled: unsupportedConsentToggled,
    validated: unsupportedValidated,
    closed: unsupportedClosed,
    closeToast: toastClosed,
  });
  useEffect(() => {
    events.opened();
  }, [events.opened]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (view.valid) events.submitted();
  }

  return (
    <div data-page="login-email" className="flex min-h-dvh flex-col bg-surface">
      <HeaderBar
        title={view.addInbox ? t('add_inbox_title') : t('email_title')}
        onBack={() => events.back()}
      />
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-5 py-8">
        <div className="flex flex-col items-center gap-3 text-center">
          <span className="flex size-14 items-center justify-center rounded-pill bg-brand-soft text-brand-strong">
            <Icon name="lock" size="lg" />
          </span>
          <p className="text-text-muted">{t('secure_subtitle')}</p>
        </div>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            mode="email"
            name="email"
            label={t('email_label')}
            placeholder={t('email_placeholder')}
            leadingIcon="mail"
            value={view.email}
            onValueChange={events.changed}
            error={view.inlineError ? t(view.inlineError) : undefined}
            autoFocus={autoFocusField}
          />
          <Button
            type="submit"
            size="lg"
            fullWidth
            disabled={!view.valid}
            loading={view.pending}
            iconEnd="arrow-right"
          >
            {t('ui:next')}
          </Button>
        </form>
        <p className="text-center text-sm text-text-subtle">
          <Trans
            t={t}
            i18nKey="email_disclaimer"
            components={{
              terms: (
                // biome-ignore lint/a11y/useAnchorContent: the translation fills the link
                <a
                  href={staticPageUrl('terms', view.locale)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                />
              ),
              privacy: (
                // biome-ignore lint/a11y/useAnchorContent: the translation fills the link
                <a
                  href={staticPageUrl('privacy', view.locale)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                />
              ),
            }}
          />
        </p>
      </main>
      {view.pending && <PageLoader variant="overlay" message={t('looking_up')} />}
      <UnsupportedProviderModal
        open={view.unsupported?.code === 'mx_unsupported'}
        provider={view.unsupported?.provider ?? null}
        reason={view.unsupported?.reason ?? null}
        consentChecked={view.consent}
        onConsentChange={events.consentToggled}
        onValidate={() => events.validated()}
        onBack={() => events.closed()}
      />
      <ProviderErrorModal
        open={view.unsupported?.code === 'mx_not_found'}
        code="mx_not_found"
        email={view.unsupported?.email ?? view.email}
        onClose={() => events.closed()}
      />
      <LazyToaster toasts={view.toast ? [view.toast] : []} onClose={(id) => events.closeToast(id)} />
    </div>
  );
}
