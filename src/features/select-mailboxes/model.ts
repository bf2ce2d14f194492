import { combine, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { $mailboxes } from '@/entities/mailbox/model';
import { BOTTOM_SHEET_OPEN_DELAY_MS } from '@/shared/config/constants';

/** Emails deselected in the mailbox selection sheet (every mailbox is selected by default). */
export const $deselectedEmails = createStore<string[]>([]);
export const mailboxSelectionToggled = createEvent<string>();
export const allMailboxesSelected = createEvent();
/** The sheet's Apply: exactly these mailboxes are selected. */
export const mailboxSelectionApplied = createEvent<string[]>();

$deselectedEmails
  .on(mailboxSelectionToggled, (deselected, email) =>
    deselected.includes(email) ? deselected.filter((item) => item !== email) : [...deselected, email],
  )
  .reset(allMailboxesSelected);
sample({
  clock: mailboxSelectionApplied,
  source: $mailboxes,
  fn: (mailboxes, emails) =>
    mailboxes.map((mailbox) => mailbox.email).filter((email) => !emails.includes(email)),
  target: $deselectedEmails,
});

export const $selectedEmails = combine($mailboxes, $deselectedEmails, (mailboxes, deselected) =>
  mailboxes.map((mailbox) => mailbox.email).filter((email) => !deselected.includes(email)),
);
/** Spec §2 sub-view no-mailbox-selected. */
export const $noMailboxSelected = combine(
  $mailboxes,
  $selectedEmails,
  (mailboxes, selected) => mailboxes.length > 0 && selected.length === 0,
);

/** Spec §2/§9: the mailbox selection bottom sheet opens after 200 ms. */
export const mailboxSheetOpenRequested = createEvent();
export const mailboxSheetClosed = createEvent();
export const $mailboxSheetOpen = createStore(false);
const sheetDue = delay({ source: mailboxSheetOpenRequested, timeout: BOTTOM_SHEET_OPEN_DELAY_MS });
const $sheetRequested = createStore(false)
  .on(mailboxSheetOpenRequested, () => true)
  .reset(mailboxSheetClosed);
sample({ clock: sheetDue, filter: $sheetRequested, fn: () => true, target: $mailboxSheetOpen });
$mailboxSheetOpen.reset(mailboxSheetClosed);
