import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { shareDialogOpened } from '@/features/share-stats/model';
import { $referralCode, sponsorshipOpened } from '@/features/sponsorship/model';

export const SponsorshipGate = createGate();
/** On load it fetches referrals and the user (spec §2 /sponsorship). */
sample({ clock: SponsorshipGate.open, target: sponsorshipOpened });

/** The share-image action: the share dialog with the user's code (the image needs it). */
export const sponsorshipShareClicked = createEvent();
sample({
  clock: sponsorshipShareClicked,
  source: $referralCode,
  fn: (partnerCode) => ({ partnerCode }),
  target: shareDialogOpened,
});
