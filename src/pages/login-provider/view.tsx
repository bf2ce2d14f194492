import { useUnit } from 'effector-react';
import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DeleteAccountNotice } from '@/features/delete-account/ui/delete-account-notice';
import { cn } from '@/shared/lib/cn';
import { requiredPasswordLength } from '@/shared/lib/validation/rules';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import { PageLoader } from '@/shared/ui/page-loader';
import { PasswordField } from '@/shared/ui/password-field';
import { ProviderLogo } from '@/shared/ui/provider-logo';
import { TextField } from '@/shared/ui/text-field';
import { LoginErrorModals } from '@/widgets/login-error-modals/ui/login-error-modals';
import { HeaderBar } from '@/widgets/navigation/ui/header-bar';
import {
  $loginFormView,
  countTutorialSteps,
  loginBackPressed,
  loginEmailEdited,
  loginFormSubmitted,
  loginModalClosed,
  loginPageClosed,
  loginPageOpened,
  loginPasswordEdited,
  longFailureRetried,
  TUTORIAL_LINKS,
  tutorialAdvanced,
  tutorialKind,
  tutorialSkipped,
} from './model';

const linkClass =
  'inline-flex items-center gap-1 rounded-sm font-semibold text-text-link underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus';

/** /login/{yahoo,aol,gmx,icloud,web}: the web tutorial, then the e-mail + password form. */
export interface LoginProviderPageProps {
  /** Focus the first field on arrival (stories turn it off: a focus ring is not a stable screenshot). */
  autoFocusField?: boolean;
}

export function LoginProviderPage({ autoFocusField = true }: LoginProviderPageProps) {
  const { t, i18n } = useTranslation(['login', 'ui']);
  const { pathname } = useLocation();
  const view = useUnit($loginFormView);
  const events = useUnit({
    opened: loginPageOpened,
    closed: loginPageClosed,
    advanced: tutorialAdvanced,
    skipped: tutorialSkipped,
    emailEdited: loginEmailEdited,
    passwordEdited: loginPasswordEdited,
    submitted: loginFormSubmitted,
    modalClosed: loginModalClosed,
    retried: longFailureRetried,
    back: loginBackPressed,
  });
  // A redirect to another provider keeps this page mounted: the path is the page's identity.
  useEffect(() => {
    if (pathname) events.opened();
  }, [pathname, events.opened]);
  useEffect(() => events.closed, [events.closed]);

  // /login/web also serves addresses of unknown providers (lookup answer `other`): name them so.
  const provider = view.provider === 'web' && !/@web\.de$/i.test(view.email.trim()) ? 'other' : view.provider;
  const providerName = provider === 'other' ? t('provider_generic') : t(`ui:provider_${provider}`);
  const kind = tutorialKind(provider);
  const stepCount = countTutorialSteps(kind, (key) => i18n.exists(key));
  const links = TUTORIAL_LINKS[provider] ?? {};
  const length = requiredPasswordLength(provider);

  function submit(event: FormEvent) {
    event.preventDefault();
    events.submitted();
  }

  return (
    <div
      data-page="login-provider"
      data-provider={provider}
      data-phase={view.phase}
      className="flex min-h-dvh flex-col bg-surface"
    >
      <HeaderBar
        title={provider === 'other' ? t('form_title_generic') : t('form_title', { provider: providerName })}
        onBack={() => events.back()}
      />
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-5 py-8">
        <div className="flex flex-col items-center gap-3 text-center">
          <ProviderLogo provider={provider} size="xl" />
          <p className="text-text-muted">
            {view.phase === 'tutorial'
              ? t(`tutorial_${kind}_intro`, { provider: providerName })
              : t('form_text')}
          </p>
        </div>
        {view.deleteEmail && <DeleteAccountNotice email={view.deleteEmail} />}
        {view.phase === 'tutorial' ? (
          <section aria-labelledby="tutorial-title" data-slot="web-tutorial" className="flex flex-col gap-5">
            <h2 id="tutorial-title" className="text-xl font-bold text-text">
              {t('tutorial_title', { provider: providerName })}
            </h2>
            <ol className="flex flex-col gap-3">
              {Array.from({ length: stepCount }, (_, index) => {
                const number = index + 1;
                const link = links[number];
                const state = index < view.step ? 'done' : index === view.step ? 'current' : 'upcoming';
                return (
                  <li
                    key={number}
                    data-state={state}
                    aria-current={state === 'current' ? 'step' : undefined}
                    className={cn(
                      'flex items-start gap-3 rounded-card border px-4 py-3 transition-colors duration-fast',
                      state === 'current' ? 'border-brand bg-brand-soft' : 'border-border bg-surface',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        'inline-flex size-7 shrink-0 items-center justify-center rounded-pill text-sm font-bold',
                        state === 'upcoming'
                          ? 'bg-surface-sunken text-text-muted'
                          : 'bg-brand text-brand-foreground',
                      )}
                    >
                      {state === 'done' ? <Icon name="check" size="sm" /> : number}
                    </span>
                    <span className="flex flex-col gap-1 text-start text-text">
                      {t(`tutorial_${kind}_step_${number}`, { provider: providerName })}
                      {link && (
                        <a href={link} target="_blank" rel="noopener noreferrer" className={linkClass}>
                          {t('tutorial_open_link', { provider: providerName })}
                          <Icon name="external-link" size="sm" />
                          <span className="sr-only"> {t('tutorial_new_tab')}</span>
                        </a>
                      )}
                    </span>
                  </li>
                );
              })}
            </ol>
            <Button size="lg" fullWidth onClick={() => events.advanced({ stepCount })} iconEnd="arrow-right">
              {view.step >= stepCount - 1 ? t('tutorial_finish') : t('ui:next')}
            </Button>
            <Button variant="link" onClick={() => events.skipped()} className="self-center">
              {t('tutorial_skip')}
            </Button>
          </section>
        ) : (
          <form noValidate onSubmit={submit} data-slot="login-form" className="flex flex-col gap-4">
            <TextField
              mode="email"
              name="email"
              label={t('email_label')}
              leadingIcon="mail"
              value={view.email}
              onValueChange={events.emailEdited}
            />
            <PasswordField
              name="password"
              autoComplete="current-password"
              label={length ? t('app_password_label') : t('password_label')}
              leadingIcon="key"
              value={view.password}
              onValueChange={events.passwordEdited}
              helper={length ? t('app_password_hint', { count: length, provider: providerName }) : undefined}
              error={
                view.flagged
                  ? length && view.password
                    ? t('app_password_hint', { count: length, provider: providerName })
                    : t('password_required')
                  : undefined
              }
              autoFocus={autoFocusField}
            />
            {view.error && (
              <p
                role="alert"
                data-slot="login-error"
                className="rounded-card bg-danger-soft px-4 py-3 text-sm text-danger"
              >
                {t(view.error)}
              </p>
            )}
            <Button type="submit" size="lg" fullWidth loading={view.submitting}>
              {t('submit')}
            </Button>
          </form>
        )}
      </main>
      {view.submitting && <PageLoader variant="overlay" message={t('connecting')} />}
      <LoginErrorModals
        modal={view.modal}
        provider={provider}
        retrying={view.submitting}
        onClose={() => events.modalClosed()}
        onRetry={() => events.retried()}
      />
    </div>
  );
}
