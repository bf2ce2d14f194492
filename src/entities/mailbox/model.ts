import { createEvent, createStore, sample } from 'effector';
import type { Mailbox } from './types';

/** The user's connected mailboxes (from the user or the subscriptions answer). */
export const $mailboxes = createStore<Mailbox[]>([]);
export const mailboxesReceived = createEvent<Mailbox[]>();
/** One mailbox changed locally (e.g. an optimistic toggle). */
export const mailboxPatched = createEvent<{ email: string; patch: Partial<Mailbox> }>();

sample({ clock: mailboxesReceived, target: $mailboxes });
sample({
  clock: mailboxPatched,
  source: $mailboxes,
  fn: (mailboxes, { email, patch }) =>
    mailboxes.map((mailbox) => (mailbox.email === email ? { ...mailbox, ...patch } : mailbox)),
  target: $mailboxes,
});

/** Emails of mailboxes whose grant is invalid. */
export const $invalidGrantEmails = $mailboxes.map(
  (mailboxes) => new Set(mailboxes.filter((mailbox) => mailbox.invalidGrant).map((mailbox) => mailbox.email)),
);
