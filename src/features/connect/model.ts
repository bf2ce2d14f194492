import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $emailToDelete, $oAuthCodeVerifier, asyncToken, signedIn } from '@/entities/session/model';
import { $signUpTracking } from '@/entities/tracking/model';
import { type ApiFailure, api, isApiFailure } from '@/shared/api/client';
import type { AuthResult, AuthStatus, EndpointResponse, LoginErrorCode } from '@/shared/api/contract';
import { APP_DEVICE } from '@/shared/config/app';
import { CONNECT_DEBOUNCE_MS, LOGIN_ERROR_STATUS, type Provider } from '@/shared/config/constants';
import { languageOf } from '@/shared/i18n/locale';
import { $locale } from '@/shared/i18n/model';
import { type AnalyticsEventName, eventTracked } from '@/shared/lib/analytics/model';
import { createPolling } from '@/shared/lib/polling/create-polling';
import { $loginRetryDelayMs, $loginTimeoutMs } from '@/shared/lib/remote-config/model';
import { navigateFx } from '@/shared/lib/router/model';
import { ROUTES } from '@/shared/lib/router/routes';

/**
 * Connect flow (onboarding §4): PUT /auth answers an async token (stored), then GET /auth/check is
 * polled until done; the final token and user are stored. Retries on timeout / unknown_error until
 * the login deadline, waiting the retry delay, unless an OAuth verifier exists.
 */

export interface ConnectParams {
  email: string;
  password?: string;
  provider?: Provider;
  oAuthCode?: string;
  oAuthCodeVerifier?: string;
}

/** The login error codes (the contract's LOGIN_ERROR_CODES, read from the status table: no zod here). */
const LOGIN_ERROR_CODES = Object.keys(LOGIN_ERROR_STATUS).filter(
  (code) => code !== 'success',
) as LoginErrorCode[];

/** Login error codes → statuses 0–5 (1 is success). */
export function loginErrorCode(error: unknown): LoginErrorCode {
  const message = isApiFailure(error) || error instanceof Error ? error.message : '';
  return (LOGIN_ERROR_CODES as readonly string[]).includes(message)
    ? (message as LoginErrorCode)
    : 'unknown_error';
}
export function loginStatusOf(error: unknown): number {
  return LOGIN_ERROR_STATUS[loginErrorCode(error)];
}

/**
 * Server answers that are final although they are not login codes (they would map to unknown_error):
 * retrying them would only make the user wait 30 s for the same answer.
 */
export const FINAL_CONNECT_ERRORS = [
  'mailbox_already_associated',
  'login_email_already_associated',
  'async_token_invalid',
  'oauth_exchange_failed',
  'mx_not_found',
  'mx_unsupported',
  'rate_limited',
] as const;

/** Login retry (onboarding §4): on timeout or unknown_error, never on a final answer. */
export function isRetryable(error: unknown): boolean {
  const message = isApiFailure(error) || error instanceof Error ? error.message : '';
  if ((FINAL_CONNECT_ERRORS as readonly string[]).includes(message)) return false;
  const code = loginErrorCode(error);
  return code === 'timeout' || code === 'unknown_error';
}

/** Analytics event of each result status. */
export const CONNECT_EVENTS: Partial<Record<AuthStatus, AnalyticsEventName>> = {
  created: 'account_created',
  associated: 'account_associated',
  imported: 'account_imported',
  reconnected: 'account_reconnected',
  'reconnected-invalid-grant': 'account_reconnected',
};

/** Where a successful connection goes: created → /fetch; e-mail-to-delete redirect → /settings; else /newsletters. */
export function pathAfterConnect(status: AuthStatus, emailToDelete: string | null): string {
  if (status === 'created') return ROUTES.fetch;
  if (emailToDelete) return ROUTES.settings;
  return ROUTES.newsletters;
}

// ---- Calls ------------------------------------------------------------------------------------------

type LoginBody = Parameters<typeof api.authLogin>[0] extends infer I
  ? I extends { body: infer B }
    ? B
    : never
  : never;

/** PUT /auth: answers the async token. */
export const loginFx = createEffect((body: LoginBody) => api.authLogin({ body }));
/** GET /auth/check with x-async-token. */
export const authCheckFx = createEffect((token: string) =>
  api.authCheck({ headers: { 'x-async-token': token } }),
);
export const authPolling = createPolling({
  requestFx: authCheckFx,
  resultOf: (answer: EndpointResponse<'authCheck'>) => ('result' in answer ? answer.result : undefined),
  retryOf: (answer: EndpointResponse<'authCheck'>) => ('retry' in answer ? answer.retry : undefined),
});
/** The wait between two login attempts. */
export const retryWaitFx = createEffect(
  (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms))),
);

interface AttemptContext {
  params: ConnectParams;
  body: LoginBody;
  timeoutMs: number;
  retryDelayMs: number;
  hasVerifier: boolean;
}

const connectLoopFx = createEffect<AttemptContext, AuthResult, ApiFailure | Error>(async (context) => {
  const deadline = Date.now() + context.timeoutMs;
  for (;;) {
    try {
      const { token } = await loginFx(context.body);
      return await authPolling.pollFx(token);
    } catch (error) {
      // Retry while the deadline has not passed (onboarding §4), only on timeout / unknown_error.
      if (!isRetryable(error) || context.hasVerifier || Date.now() >= deadline) throw error;
      await retryWaitFx(context.retryDelayMs);
    }
  }
});

/** The whole connection, retries included. */
export const connectFx = attach({
  source: {
    locale: $locale,
    tracking: $signUpTracking,
    timeoutMs: $loginTimeoutMs,
    retryDelayMs: $loginRetryDelayMs,
    verifier: $oAuthCodeVerifier,
  },
  mapParams: (params: ConnectParams, source): AttemptContext => ({
    params,
    timeoutMs: source.timeoutMs,
    retryDelayMs: source.retryDelayMs,
    hasVerifier: Boolean(source.verifier ?? params.oAuthCodeVerifier),
    body: {
      email: params.email.trim(),
      ...(params.password === undefined ? {} : { password: params.password }),
      ...(params.provider === undefined ? {} : { provider: params.provider }),
      options: {},
      device: APP_DEVICE,
      language: languageOf(source.locale),
      ...source.tracking,
      ...(params.oAuthCode ? { oAuthCode: params.oAuthCode } : {}),
      ...(params.oAuthCodeVerifier ? { oAuthCodeVerifier: params.oAuthCodeVerifier } : {}),
    },
  }),
  effect: connectLoopFx,
});

// ---- Public units -------------------------------------------------------------------------------------

/** A login form was submitted. Ignored while connecting, or within 5 s of the previous start. */
export const connectSubmitted = createEvent<ConnectParams>();
export const connectReset = createEvent();
export const connectSucceeded = createEvent<AuthResult>();
export const connectFailed = createEvent<ApiFailure | Error>();

export const $connecting = connectFx.pending;
/** Status of the last attempt: 1 success, 0 unknown_error, 2 invalid_credentials, 3 timeout, 4 application_password, 5 imap_disabled. */
export const $connectStatus = createStore<number | null>(null);
/** The server's message of the last failure (a login code or another code such as mailbox_already_associated). */
export const $connectError = createStore<string | null>(null);
/** Data of the last failure (e.g. the provider). */
export const $connectErrorData = createStore<unknown>(null);

const $lastStartedAt = createStore<number | null>(null);

/** Reads the clock (fake timers in tests). */
const connectStartFx = attach({
  source: { last: $lastStartedAt, connecting: $connecting },
  effect: createEffect(
    ({ source, params }: { source: { last: number | null; connecting: boolean }; params: ConnectParams }) => {
      const now = Date.now();
      if (source.connecting || (source.last !== null && now - source.last < CONNECT_DEBOUNCE_MS)) {
        throw new Error('connect ignored');
      }
      return { now, params };
    },
  ),
  mapParams: (params: ConnectParams, source) => ({ source, params }),
});

sample({ clock: connectSubmitted, target: connectStartFx });
sample({ clock: connectStartFx.doneData, fn: ({ now }) => now, target: $lastStartedAt });
sample({ clock: connectStartFx.doneData, fn: ({ params }) => params, target: connectFx });

$connectStatus.on(connectFx, () => null).reset(connectReset);
$connectError.on(connectFx, () => null).reset(connectReset);
$connectErrorData.on(connectFx, () => null).reset(connectReset);

sample({ clock: loginFx.doneData, fn: ({ token }) => token, target: asyncToken.set });

sample({ clock: connectFx.doneData, target: connectSucceeded });
sample({ clock: connectFx.failData, target: connectFailed });
$connectStatus
  .on(connectSucceeded, () => LOGIN_ERROR_STATUS.success)
  .on(connectFailed, (_, error) => loginStatusOf(error));
$connectError.on(connectFailed, (_, error) => error.message);
$connectErrorData.on(connectFailed, (_, error) => (isApiFailure(error) ? (error.data ?? null) : null));

sample({ clock: connectSucceeded, fn: ({ token, user }) => ({ token, user }), target: signedIn });
sample({ clock: connectSucceeded, target: asyncToken.removed });
sample({
  clock: connectSucceeded,
  filter: ({ status }) => Boolean(CONNECT_EVENTS[status]),
  fn: ({ status }) => ({ name: CONNECT_EVENTS[status] as AnalyticsEventName, params: { status } }),
  target: eventTracked,
});
sample({
  clock: connectFailed,
  fn: (error) => ({ name: 'login_failed' as const, params: { code: loginErrorCode(error) } }),
  target: eventTracked,
});
sample({
  clock: connectSucceeded,
  source: $emailToDelete,
  fn: (emailToDelete, { status }) => ({ to: pathAfterConnect(status, emailToDelete), replace: false }),
  target: navigateFx,
});

export const $connectView = combine({
  connecting: $connecting,
  status: $connectStatus,
  error: $connectError,
});
