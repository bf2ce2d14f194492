import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $isConnected,
  $oAuthCodeVerifier,
  $storedEmail,
  emailForgotten,
  oAuthCodeVerifier,
} from '@/entities/session/model';
import {
  MICROSOFT_AUTHORIZE_URL,
  MICROSOFT_CLIENT_ID,
  MICROSOFT_OAUTH_STATE,
  MICROSOFT_REDIRECT_PATH,
  MICROSOFT_SCOPE,
} from '@/shared/config/oauth';
import { navigateFx, redirectExternalFx } from '@/shared/lib/router/model';
import { ROUTES } from '@/shared/lib/router/routes';
import { connectFailed, connectSubmitted, connectSucceeded, loginErrorCode } from '../connect/model';

/**
 * Microsoft OAuth (onboarding §2 OAuth screens, §4 OAuth, §8 OAuth errors): the start screen stores a
 * PKCE verifier and leaves for the authorize page; the redirect screen exchanges the code through the
 * connect flow (PUT /auth with oAuthCode + oAuthCodeVerifier).
 */

export interface Pkce {
  verifier: string;
  challenge: string;
}

function base64Url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A PKCE pair (S256); replaced in tests. */
export const createPkceFx = createEffect(async (): Promise<Pkce> => {
  const verifier = base64Url(crypto.getRandomValues(new Uint8Array(48)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64Url(new Uint8Array(digest)) };
});

/** The external authorize URL (onboarding §7). */
export function microsoftAuthorizeUrl(options: {
  origin: string;
  loginHint: string | null;
  challenge: string;
}) {
  const query = new URLSearchParams({
    client_id: MICROSOFT_CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${options.origin}${MICROSOFT_REDIRECT_PATH}`,
    response_mode: 'query',
    scope: MICROSOFT_SCOPE,
    state: MICROSOFT_OAUTH_STATE,
    code_challenge: options.challenge,
    code_challenge_method: 'S256',
  });
  if (options.loginHint) query.set('login_hint', options.loginHint);
  return `${MICROSOFT_AUTHORIZE_URL}?${query.toString()}`;
}

/** The page origin; replaced in tests. */
export const readOriginFx = createEffect(() => (typeof window === 'undefined' ? '' : window.location.origin));

export type OAuthState = 'idle' | 'loading' | 'error' | 'imapDisabled';
export const $oauthState = createStore<OAuthState>('idle');

/** The start screen opened (or retry was pressed): leave for the authorize page. */
export const microsoftLoginStarted = createEvent();
/** The redirect screen opened with its query. */
export const oauthRedirectOpened = createEvent<{ code?: string; state?: string }>();
export const oauthRetryPressed = createEvent();
export const oauthGiveUpPressed = createEvent();
export const imapHelpClosed = createEvent();

const startFx = attach({
  source: $storedEmail,
  effect: createEffect(async (loginHint: string | null) => {
    const [pkce, origin] = await Promise.all([createPkceFx(), readOriginFx()]);
    return {
      verifier: pkce.verifier,
      url: microsoftAuthorizeUrl({ origin, loginHint, challenge: pkce.challenge }),
    };
  }),
});

// One start at a time (a page opened twice, a double press on retry).
sample({
  clock: [microsoftLoginStarted, oauthRetryPressed],
  filter: startFx.pending.map((pending) => !pending),
  target: startFx,
});
$oauthState.on(startFx, () => 'loading');
sample({ clock: startFx.doneData, fn: ({ verifier }) => verifier, target: oAuthCodeVerifier.set });
sample({ clock: startFx.doneData, fn: ({ url }) => url, target: redirectExternalFx });
$oauthState.on(startFx.fail, () => 'error');

// Redirect screen: a state other than step1 (or no code, or no verifier) is an error.
const redirect = sample({
  clock: oauthRedirectOpened,
  source: { email: $storedEmail, verifier: $oAuthCodeVerifier },
  fn: ({ email, verifier }, { code, state }) => ({ email, verifier, code, state }),
});
const valid = sample({
  clock: redirect,
  filter: ({ email, verifier, code, state }) =>
    state === MICROSOFT_OAUTH_STATE && Boolean(code) && Boolean(verifier) && Boolean(email),
});
$oauthState.on(redirect, () => 'error').on(valid, () => 'loading');
sample({
  clock: valid,
  fn: ({ email, verifier, code }) => ({
    email: email as string,
    provider: 'microsoft' as const,
    oAuthCode: code as string,
    oAuthCodeVerifier: verifier as string,
  }),
  target: connectSubmitted,
});

const microsoftFailure = sample({
  clock: connectFailed,
  source: $oauthState,
  filter: (state) => state === 'loading',
  fn: (_, error) => error,
});
$oauthState
  .on(microsoftFailure, (_, error) => (loginErrorCode(error) === 'imap_disabled' ? 'imapDisabled' : 'error'))
  .on(imapHelpClosed, () => 'error')
  .on(connectSucceeded, () => 'idle');
sample({ clock: connectSucceeded, target: oAuthCodeVerifier.removed });

// Give up: clear the stored e-mail; /add-inbox when connected, otherwise /.
sample({ clock: oauthGiveUpPressed, target: [emailForgotten, oAuthCodeVerifier.removed] });
sample({
  clock: oauthGiveUpPressed,
  source: $isConnected,
  fn: (connected) => ({
    to: connected ? ROUTES.addInbox.replace('/:email?', '') : ROUTES.landing,
    replace: true,
  }),
  target: navigateFx,
});
