import type { Mailbox } from './types';

/** Spec product §4 Mailbox toggle / §5: an invalid-grant or shut-down mailbox cannot be toggled. */
export function canToggleMailbox(mailbox: Mailbox): boolean {
  return !mailbox.invalidGrant && !mailbox.providerShutdown;
}

/** The panel toggle is disabled when the provider is shut down or the grant is invalid (spec §2 settings). */
export const canTogglePanel = canToggleMailbox;

export function activeMailboxCount(mailboxes: readonly Mailbox[]): number {
  return mailboxes.filter((mailbox) => mailbox.isActive).length;
}

/** Spec §5: at least one mailbox must stay active. */
export function isLastActiveMailbox(mailboxes: readonly Mailbox[], email: string): boolean {
  const target = mailboxes.find((mailbox) => mailbox.email === email);
  return Boolean(target?.isActive) && activeMailboxCount(mailboxes) <= 1;
}

/** Spec §2 /newsletters "unavailable": every mailbox's provider is shut down. */
export function everyProviderShutDown(mailboxes: readonly Mailbox[]): boolean {
  return mailboxes.length > 0 && mailboxes.every((mailbox) => mailbox.providerShutdown);
}
