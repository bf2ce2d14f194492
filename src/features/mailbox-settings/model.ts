import { createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { canToggleMailbox, canTogglePanel, isLastActiveMailbox } from '@/entities/mailbox/lib';
import { $mailboxes, mailboxesReceived } from '@/entities/mailbox/model';
import type { Mailbox } from '@/entities/mailbox/types';
import { $user, disconnected, emailStored, userUpdated } from '@/entities/session/model';
import { subscriptionsRefreshRequested } from '@/entities/subscription/model';
import { isApiFailure } from '@/shared/api/client';
import type { User } from '@/shared/api/contract';
import { type Provider, SELECT_ONE_EMAIL_MESSAGE_MS } from '@/shared/config/constants';
import { navigateFx } from '@/shared/lib/router/model';
import { isProvider, providerLoginPath } from '@/shared/lib/router/routes';
import { GENERIC_ERROR_KEY, toastShown } from '@/shared/lib/toast/model';
import { deleteMailboxFx, updateAccountSettingFx } from './api';

/** Toast keys of this slice (spec §8). */
export const SETTINGS_ERROR_KEY = 'product:settings_error';
export const SELECT_ONE_EMAIL_KEY = 'product:select_one_email';

/** Navigation this slice asks for (performed with the router's navigateFx). */
export const settingsNavigationRequested = createEvent<string>();
/** A response without a user object: full disconnect (the session's `disconnected`). */
export const fullDisconnectRequested = createEvent();

// ---- Mailbox active toggle (spec §4 Mailbox toggle, §5) -----------------------------------
export const mailboxActiveToggled = createEvent<string>();
export const mailboxPanelToggled = createEvent<string>();
/** Emails whose settings call is in flight. */
export const $updatingEmails = createStore<string[]>([]);
/** select_one_email shows for 3 s when the last active mailbox is switched off. */
export const $selectOneEmailVisible = createStore(false);

const find = (mailboxes: Mailbox[], email: string) =>
  mailboxes.find((mailbox) => mailbox.email === email) ?? null;

const toggled = sample({
  clock: mailboxActiveToggled,
  source: $mailboxes,
  fn: (mailboxes, email) => ({ mailbox: find(mailboxes, email), mailboxes }),
  filter: (_, email) => email !== '',
});

/** An invalid-grant mailbox triggers a reconnect to its provider's login. */
export const reconnectRequested = createEvent<Mailbox>();
sample({
  clock: toggled,
  filter: ({ mailbox }) => mailbox?.invalidGrant === true,
  fn: ({ mailbox }) => mailbox as Mailbox,
  target: reconnectRequested,
});
const lastActiveRefused = sample({
  clock: toggled,
  filter: ({ mailbox, mailboxes }) =>
    mailbox !== null &&
    canToggleMailbox(mailbox) &&
    mailbox.isActive &&
    (isLastActiveMailbox(mailboxes, mailbox.email) || !mailbox.canBeDisabled),
  fn: () => true,
});
sample({ clock: lastActiveRefused, target: $selectOneEmailVisible });
$selectOneEmailVisible.on(
  delay({ source: lastActiveRefused, timeout: SELECT_ONE_EMAIL_MESSAGE_MS }),
  () => false,
);
sample({
  clock: toggled,
  source: $updatingEmails,
  filter: (updating, { mailbox, mailboxes }) =>
    mailbox !== null &&
    canToggleMailbox(mailbox) &&
    !updating.includes(mailbox.email) &&
    !(mailbox.isActive && (isLastActiveMailbox(mailboxes, mailbox.email) || !mailbox.canBeDisabled)),
  fn: (_, { mailbox }) => ({
    email: (mailbox as Mailbox).email,
    name: 'isActive' as const,
    value: !(mailbox as Mailbox).isActive,
  }),
  target: updateAccountSettingFx,
});

// Panel toggle: disabled when the provider is shut down or the grant is invalid.
sample({
  clock: mailboxPanelToggled,
  source: { mailboxes: $mailboxes, updating: $updatingEmails },
  filter: ({ mailboxes, updating }, email) => {
    const mailbox = find(mailboxes, email);
    return mailbox !== null && canTogglePanel(mailbox) && !updating.includes(email);
  },
  fn: ({ mailboxes }, email) => ({
    email,
    name: 'inFoxPanel' as const,
    value: !(find(mailboxes, email) as Mailbox).inFoxPanel,
  }),
  target: updateAccountSettingFx,
});

$updatingEmails
  .on(updateAccountSettingFx, (emails, { email }) => [...emails, email])
  .on(updateAccountSettingFx.finally, (emails, { params }) =>
    emails.filter((email) => email !== params.email),
  );
sample({
  clock: updateAccountSettingFx.doneData,
  fn: ({ user }) => user.accounts,
  target: mailboxesReceived,
});
// Subscriptions refresh after an active toggle.
sample({
  clock: updateAccountSettingFx.done,
  filter: ({ params }) => params.name === 'isActive',
  target: subscriptionsRefreshRequested,
});
sample({
  clock: updateAccountSettingFx.fail,
  fn: ({ params, error }) => ({
    kind: 'error' as const,
    messageKey:
      params.name === 'isActive' && isApiFailure(error) && error.message === 'minimum_active_account'
        ? SETTINGS_ERROR_KEY
        : GENERIC_ERROR_KEY,
  }),
  target: toastShown,
});

// Reconnect: the email is stored (the session's stored e-mail, which the provider login page needs),
// then /login/{provider}.
sample({ clock: reconnectRequested, fn: ({ email }) => email, target: emailStored });
sample({
  clock: reconnectRequested,
  fn: ({ provider }) => providerLoginPath(isProvider(provider) ? provider : ('web' as Provider)),
  target: settingsNavigationRequested,
});

// ---- Delete mailbox (spec §4 Delete mailbox) ----------------------------------------------
export const mailboxDeleteConfirmed = createEvent<string>();
export const $deletingMailbox = deleteMailboxFx.pending;
sample({
  clock: mailboxDeleteConfirmed,
  filter: deleteMailboxFx.pending.map((p) => !p),
  target: deleteMailboxFx,
});
sample({
  clock: deleteMailboxFx.doneData,
  filter: ({ user }) => user === null || user === undefined,
  target: fullDisconnectRequested,
});
const stillSignedIn = sample({
  clock: deleteMailboxFx.doneData,
  filter: ({ user }) => Boolean(user),
  fn: ({ user }) => (user as NonNullable<typeof user>).accounts,
});
sample({ clock: stillSignedIn, target: mailboxesReceived });
sample({ clock: stillSignedIn, fn: () => '/settings', target: settingsNavigationRequested });
sample({ clock: stillSignedIn, target: subscriptionsRefreshRequested });
sample({
  clock: deleteMailboxFx.fail,
  fn: () => ({ kind: 'error' as const, messageKey: GENERIC_ERROR_KEY }),
  target: toastShown,
});

// ---- Platform wiring: session user and router ---------------------------------------------
// The settings answers carry a fresher user; the session's user feeds the mailbox list.
sample({ clock: updateAccountSettingFx.doneData, fn: ({ user }) => user, target: userUpdated });
sample({
  clock: deleteMailboxFx.doneData,
  filter: ({ user }) => Boolean(user),
  fn: ({ user }) => user as User,
  target: userUpdated,
});
sample({
  clock: $user.updates,
  filter: (user): user is User => user !== null,
  fn: (user) => (user as User).accounts,
  target: mailboxesReceived,
});
sample({ clock: fullDisconnectRequested, target: disconnected });
sample({ clock: settingsNavigationRequested, target: navigateFx });
