import { createEvent, createStore, sample } from 'effector';
import { $emailToDelete, $isConnected, $storedEmail, $userEmails } from '@/entities/session/model';
import { $lookupInlineError, $lookupPending, lookupSubmitted } from '@/features/provider-lookup/model';
import { navigateFx } from '@/shared/lib/router/model';
import { ROUTES } from '@/shared/lib/router/routes';
import { isValidEmail } from '@/shared/lib/validation/rules';

/**
 * /direct-delete-account (onboarding §4 delete-account flow): the user names the mailbox whose account
 * is to be deleted; the lookup decides (known mailbox → the e-mail to delete is stored, then /settings
 * when the signed-in user owns it, else the provider's login page in its delete-account variant;
 * unknown → the not-in-database message).
 */
export const deleteAccountOpened = createEvent();
export const deleteEmailChanged = createEvent<string>();
export const deleteSubmitted = createEvent();
export const backPressed = createEvent();

export const $deleteEmail = createStore('');
export const $deleteEmailValid = $deleteEmail.map(isValidEmail);
export const $deleteError = $lookupInlineError;
export const $deletePending = $lookupPending;

// Prefilled with the address being deleted, the signed-in user's first mailbox, or the stored e-mail.
sample({
  clock: deleteAccountOpened,
  source: { toDelete: $emailToDelete, emails: $userEmails, stored: $storedEmail, connected: $isConnected },
  fn: ({ toDelete, emails, stored, connected }) =>
    toDelete ?? (connected ? emails[0] : undefined) ?? stored ?? '',
  target: $deleteEmail,
});
$deleteEmail.on(deleteEmailChanged, (_, email) => email);

sample({
  clock: deleteSubmitted,
  source: { email: $deleteEmail, valid: $deleteEmailValid, pending: $lookupPending },
  filter: ({ valid, pending }) => valid && !pending,
  fn: ({ email }) => ({ email, flow: 'deleteAccount' as const }),
  target: lookupSubmitted,
});
sample({
  clock: backPressed,
  source: $isConnected,
  fn: (connected) => ({ to: connected ? ROUTES.settings : ROUTES.landing, replace: false }),
  target: navigateFx,
});
