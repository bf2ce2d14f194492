import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $isConnected,
  $userEmails,
  emailStored,
  emailToDelete,
  shutdownEmail,
} from '@/entities/session/model';
import { type ApiFailure, api, isApiFailure } from '@/shared/api/client';
import type { EndpointResponse } from '@/shared/api/contract';
import { eventTracked } from '@/shared/lib/analytics/model';
import { navigateFx } from '@/shared/lib/router/model';
import { providerLoginPath, ROUTES } from '@/shared/lib/router/routes';
import { PLATFORM_ERROR_KEY, toastShown } from '@/shared/lib/toast/model';
import { isValidEmail } from '@/shared/lib/validation/rules';

/**
 * Provider lookup and what follows it (onboarding §4 landing submit, delete-account and add-mailbox
 * flows; §8 lookup errors). One model per page instance is not needed: the flows share the lookup.
 */
export type LookupFlow = 'landing' | 'addMailbox' | 'deleteAccount';
export type LookupAnswer = EndpointResponse<'authMx'>;

export interface UnsupportedProvider {
  /** mx_unsupported (a provider we cannot serve) or mx_not_found (no usable mail server). */
  code: 'mx_unsupported' | 'mx_not_found';
  email: string;
  provider: string | null;
  /** `shutdown` when the provider was shut down. */
  reason: string | null;
}

/** GET /auth/mx/{email}. */
export const lookupProviderFx = createEffect<string, LookupAnswer, ApiFailure>((email) =>
  api.authMx({ params: { email } }),
);

/** An e-mail was submitted on the landing, /login/email, /add-inbox or the delete-account page. */
export const lookupSubmitted = createEvent<{ email: string; flow: LookupFlow }>();
export const $lookupPending = lookupProviderFx.pending;
/**
 * Inline message, as an i18n key: `platform:login_email_already_associated`,
 * `platform:mailbox_already_associated` or `platform:delete_account_not_in_database`.
 */
export const $lookupInlineError = createStore<string | null>(null);
/** The unsupported-provider / provider error modal (mx_unsupported, mx_not_found), null when closed. */
export const $unsupportedProvider = createStore<UnsupportedProvider | null>(null);
export const $unsupportedConsentTicked = createStore(false);
export const unsupportedConsentToggled = createEvent<boolean>();
export const unsupportedValidated = createEvent();
export const unsupportedClosed = createEvent();

const $flow = createStore<LookupFlow>('landing');
const $email = createStore('');

/** Lookup errors shown inline (onboarding §8), each with its i18n key in the platform namespace. */
export const LOOKUP_INLINE_ERRORS = [
  'login_email_already_associated',
  'mailbox_already_associated',
  'delete_account_not_in_database',
];
const MODAL_ERRORS = ['mx_unsupported', 'mx_not_found'];
/** The i18n key of an inline error code (namespace platform). */
export const inlineErrorKey = (code: string) => `platform:${code}`;

const accepted = sample({
  clock: lookupSubmitted,
  filter: ({ email }) => isValidEmail(email),
  fn: ({ email, flow }) => ({ email: email.trim(), flow }),
});
sample({
  clock: accepted,
  filter: lookupProviderFx.pending.map((pending) => !pending),
  fn: ({ email }) => email,
  target: lookupProviderFx,
});
$flow.on(accepted, (_, { flow }) => flow);
$email.on(accepted, (_, { email }) => email);
$lookupInlineError.on(accepted, () => null);
sample({ clock: accepted, fn: ({ email }) => email, target: emailStored });
sample({
  clock: accepted,
  filter: ({ flow }) => flow === 'landing',
  fn: () => ({ name: 'landing_submitted' as const }),
  target: eventTracked,
});

export type LookupOutcome =
  | { kind: 'navigate'; to: string; storeEmailToDelete?: boolean }
  | { kind: 'inline'; error: string };

/** The rule of each flow once the lookup answered. */
export function lookupOutcome(
  flow: LookupFlow,
  answer: LookupAnswer,
  context: { email: string; connected: boolean; userEmails: readonly string[] },
): LookupOutcome {
  const owns = context.userEmails.includes(context.email.toLowerCase());
  const loginPath = answer.isShutdown ? ROUTES.magicRequestEmail : providerLoginPath(answer.provider);
  if (flow === 'deleteAccount') {
    if (!answer.invalidGrant)
      return { kind: 'inline', error: inlineErrorKey('delete_account_not_in_database') };
    return {
      kind: 'navigate',
      to: context.connected && owns ? ROUTES.settings : loginPath,
      storeEmailToDelete: true,
    };
  }
  if (flow === 'addMailbox' && answer.invalidGrant && context.connected && !owns) {
    return { kind: 'inline', error: inlineErrorKey('mailbox_already_associated') };
  }
  return { kind: 'navigate', to: loginPath };
}

const outcome = sample({
  clock: lookupProviderFx.doneData,
  source: { flow: $flow, email: $email, connected: $isConnected, userEmails: $userEmails },
  fn: ({ flow, ...context }, answer) => lookupOutcome(flow, answer, context),
});
sample({
  clock: outcome,
  filter: (result) => result.kind === 'inline',
  fn: (result) => (result as { error: string }).error,
  target: $lookupInlineError,
});
sample({
  clock: outcome,
  source: $email,
  filter: (_, result) => result.kind === 'navigate' && Boolean(result.storeEmailToDelete),
  target: emailToDelete.set,
});
// The address whose provider was shut down (the magic-link request screen's reconnect link compares to it).
sample({
  clock: lookupProviderFx.doneData,
  source: $email,
  filter: (_, answer) => answer.isShutdown,
  target: shutdownEmail.set,
});
sample({
  clock: outcome,
  filter: (result) => result.kind === 'navigate',
  fn: (result) => ({ to: (result as { to: string }).to, replace: false }),
  target: navigateFx,
});

// Errors (onboarding §8): modal for mx errors, inline for association errors, toast for the rest.
const failed = sample({
  clock: lookupProviderFx.failData,
  source: $email,
  fn: (email, error) => ({ email, error }),
});
sample({
  clock: failed,
  filter: ({ error }) => MODAL_ERRORS.includes(error.message),
  fn: ({ email, error }): UnsupportedProvider => {
    const data = (isApiFailure(error) ? error.data : null) as { provider?: string; reason?: string } | null;
    return {
      code: error.message === 'mx_not_found' ? 'mx_not_found' : 'mx_unsupported',
      email,
      provider: data?.provider ?? null,
      reason: data?.reason ?? null,
    };
  },
  target: $unsupportedProvider,
});
sample({
  clock: failed,
  filter: ({ error }) => LOOKUP_INLINE_ERRORS.includes(error.message),
  fn: ({ error }) => inlineErrorKey(error.message),
  target: $lookupInlineError,
});
sample({
  clock: failed,
  filter: ({ error }) =>
    !MODAL_ERRORS.includes(error.message) && !LOOKUP_INLINE_ERRORS.includes(error.message),
  fn: () => ({ kind: 'error' as const, messageKey: PLATFORM_ERROR_KEY }),
  target: toastShown,
});
sample({
  clock: failed,
  fn: ({ error }) => ({ name: 'provider_lookup_failed' as const, params: { code: error.message } }),
  target: eventTracked,
});

$unsupportedConsentTicked
  .on(unsupportedConsentToggled, (_, ticked) => ticked)
  .reset(unsupportedClosed, lookupSubmitted);
$unsupportedProvider.reset(unsupportedClosed, lookupSubmitted);
/** Validate (enabled once the box is ticked) continues with the generic web login. */
const validated = sample({ clock: unsupportedValidated, filter: $unsupportedConsentTicked });
sample({
  clock: validated,
  fn: () => ({ to: providerLoginPath('web'), replace: false }),
  target: navigateFx,
});
sample({ clock: validated, target: unsupportedClosed });

export const $canValidateUnsupported = combine($unsupportedConsentTicked, (ticked) => ticked);
