import { attach, combine, createEvent, createStore, sample } from 'effector';
import { $accessToken, accessToken } from '@/shared/api/access-token';
import { api, sessionRejected } from '@/shared/api/client';
import type { User } from '@/shared/api/contract';
import { eventTracked } from '@/shared/lib/analytics/model';
import { navigateFx } from '@/shared/lib/router/model';
import { ROUTES } from '@/shared/lib/router/routes';
import { SESSION_STORAGE_KEYS, STORAGE_KEYS } from '@/shared/lib/storage/keys';
import { allStorageCleared, createStoredValue } from '@/shared/lib/storage/model';

/**
 * The session (onboarding §1, §3, §4 "Session"): token and async token in local storage, the user,
 * and the three states: signed out (no token), signed in, anonymous signed in.
 */

export type SessionState = 'signedOut' | 'signedIn' | 'anonymous';

/** Anonymous: a hash but no first name, or no birth year, or a birth year below 1 (never a discovery user). */
export function isAnonymousUser(
  user: Pick<User, 'hash' | 'firstname' | 'birthYear'> & { anonymous?: boolean; discovery?: boolean },
) {
  // Discovery mode (PUT /auth/demo) goes straight to /fetch: a visitor trying the demo is never sent to the
  // user form. A person signed in to a named demo address is a normal new user (`discovery` false).
  if (!user.hash || user.discovery) return false;
  return Boolean(user.anonymous) || !user.firstname || user.birthYear === null || user.birthYear < 1;
}

export function sessionStateOf(token: string | null, user: User | null): SessionState {
  if (!token) return 'signedOut';
  return user && isAnonymousUser(user) ? 'anonymous' : 'signedIn';
}

export const $token = $accessToken;
export const tokenStored = accessToken.set;
/** The async token of a running login (local storage key aToken). */
export const asyncToken = createStoredValue<string | null>({ key: STORAGE_KEYS.aToken, defaultValue: null });
export const $asyncToken = asyncToken.$value;

export const $user = createStore<User | null>(null);
export const $sessionState = combine($token, $user, sessionStateOf);
export const $isConnected = $token.map(Boolean);
export const $isAnonymous = $sessionState.map((state) => state === 'anonymous');
/** Mailbox addresses of the signed-in user. */
export const $userEmails = $user.map(
  (user) => user?.accounts.map((account) => account.email.toLowerCase()) ?? [],
);

/** A login / magic link succeeded: stores the token and the user. */
export const signedIn = createEvent<{ token: string; user: User }>();
/** A call answered a fresher user (user form, mailbox settings, ...). */
export const userUpdated = createEvent<User>();
/** GET /v3/users. */
export const userRefreshRequested = createEvent();
export const refreshUserFx = attach({ effect: api.user });
/** Logging out clears all storage and returns to / (POST /v3/users/logout first, errors ignored). */
// biome-ignore lint/suspicious/noConfusingVoidType: callable with no argument
export const logoutRequested = createEvent<{ appInstanceId?: string } | void>();
export const logoutFx = attach({
  effect: api.userLogout,
  // biome-ignore lint/suspicious/noConfusingVoidType: callable with no argument
  mapParams: (params: { appInstanceId?: string } | void) => ({
    body: { appInstanceId: params?.appInstanceId },
  }),
});
/** Drops the session without a server call (a 401 while holding a token, a guard). */
export const disconnected = createEvent();
/** The session ended (logout or disconnect): storage is cleared and the app is on its way to /. */
export const sessionEnded = createEvent();

// ---- Stored onboarding values (onboarding §3 storage keys) ---------------------------------------

/** The e-mail typed on the landing / login pages (local storage; mirrored in session storage). */
export const storedEmail = createStoredValue<string | null>({ key: STORAGE_KEYS.email, defaultValue: null });
export const sessionEmail = createStoredValue<string | null>({
  key: SESSION_STORAGE_KEYS.email,
  area: 'session',
  defaultValue: null,
});
export const $storedEmail = storedEmail.$value;
export const emailStored = createEvent<string>();
export const emailForgotten = createEvent();
sample({ clock: emailStored, target: [storedEmail.set, sessionEmail.set] });
sample({ clock: emailForgotten, target: [storedEmail.removed, sessionEmail.removed] });

/** The e-mail-to-delete redirect: set by the delete-account flow, sends a successful login to /settings. */
export const emailToDelete = createStoredValue<string | null>({
  key: STORAGE_KEYS.emailToDeleteRedirect,
  defaultValue: null,
});
export const $emailToDelete = emailToDelete.$value;
/** PKCE verifier of a running microsoft OAuth login. */
export const oAuthCodeVerifier = createStoredValue<string | null>({
  key: STORAGE_KEYS.oAuthCodeVerifier,
  defaultValue: null,
});
export const $oAuthCodeVerifier = oAuthCodeVerifier.$value;
/**
 * The address whose provider was shut down (set when the lookup answers isShutdown): the magic-link
 * request screen offers a reconnect link when the stored e-mail is another one.
 */
export const shutdownEmail = createStoredValue<string | null>({
  key: STORAGE_KEYS.shutdownEmail,
  defaultValue: null,
});
export const $shutdownEmail = shutdownEmail.$value;

// ---- Wiring ---------------------------------------------------------------------------------------

sample({ clock: signedIn, fn: ({ token }) => token, target: tokenStored });
sample({ clock: signedIn, fn: ({ user }) => user, target: $user });
sample({ clock: userUpdated, target: $user });

sample({ clock: userRefreshRequested, filter: $isConnected, target: refreshUserFx });
sample({ clock: refreshUserFx.doneData, fn: ({ user }) => user, target: $user });

sample({ clock: logoutRequested, filter: $isConnected, target: logoutFx });
sample({
  clock: logoutRequested,
  filter: $isConnected,
  fn: () => ({ name: 'logout' as const }),
  target: eventTracked,
});
sample({ clock: logoutRequested, filter: $isConnected.map((connected) => !connected), target: sessionEnded });
sample({ clock: logoutFx.finally, target: sessionEnded });

sample({ clock: [disconnected, sessionRejected], target: sessionEnded });

$user.reset(sessionEnded);
sample({ clock: sessionEnded, target: allStorageCleared });
sample({ clock: sessionEnded, fn: () => ({ to: ROUTES.landing, replace: true }), target: navigateFx });
