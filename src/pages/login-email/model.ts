import { createEvent, createStore, sample } from 'effector';
import { $currentRoute } from '@/features/navigation/model';
import { type LookupFlow, lookupSubmitted } from '@/features/provider-lookup/model';
import { historyBackFx, navigateFx } from '@/shared/lib/router/model';
import { ROUTES } from '@/shared/lib/router/routes';
import { isValidEmail } from '@/shared/lib/validation/rules';

/**
 * The e-mail step (onboarding §2 "Login e-mail page and add-inbox"): one page for /login/email and
 * /add-inbox (optional `email` route parameter prefills the field). Next stays disabled until the
 * address is valid; the lookup's answer leads to the provider login (provider-lookup model). Back from
 * /login/email goes to /, from /add-inbox one step back in history.
 */
export const loginEmailPageOpened = createEvent();
export const loginEmailChanged = createEvent<string>();
export const loginEmailSubmitted = createEvent();
export const loginEmailBackPressed = createEvent();

export const $loginEmail = createStore('');
export const $loginEmailValid = $loginEmail.map(isValidEmail);
/** add-inbox: adding a mailbox to a signed-in user; otherwise the sign-in e-mail step. */
export const $isAddInbox = $currentRoute.map((route) => route?.name === 'addInbox');

const opened = sample({
  clock: loginEmailPageOpened,
  source: $currentRoute,
  filter: (route) => route?.name === 'loginEmail' || route?.name === 'addInbox',
  fn: (route) => route?.params.email ?? route?.query.email ?? '',
});
$loginEmail.on(loginEmailChanged, (_, value) => value).on(opened, (_, prefill) => prefill);

sample({
  clock: loginEmailSubmitted,
  source: { email: $loginEmail, addInbox: $isAddInbox },
  filter: ({ email }) => isValidEmail(email),
  fn: ({ email, addInbox }) => ({ email, flow: (addInbox ? 'addMailbox' : 'landing') as LookupFlow }),
  target: lookupSubmitted,
});

sample({
  clock: loginEmailBackPressed,
  filter: $isAddInbox,
  target: historyBackFx,
});
sample({
  clock: loginEmailBackPressed,
  filter: $isAddInbox.map((addInbox) => !addInbox),
  fn: () => ({ to: ROUTES.landing, replace: false }),
  target: navigateFx,
});
