import { attach, combine, createEvent, createStore, sample } from 'effector';
import { isApiFailure } from '@/shared/api/client';
import { copyTextFx } from '@/shared/lib/browser/effects';
import { applyReferralCodeFx, loadReferralsFx, loadUserFx } from './api';

export interface Referral {
  name: string;
  date: string;
}

/** On load it fetches referrals and the user (spec §2 /sponsorship). */
export const sponsorshipOpened = createEvent();
export const referralCodeCopied = createEvent();

export const $referrals = createStore<Referral[]>([]);
/** The code from GET /v3/users/referrals (exported for stories' scope values). */
export const $codeFromReferrals = createStore<string | null>(null);
const $codeFromUser = createStore<string | null>(null);
export const $firstName = createStore<string | null>(null);
/** The user's own referral code (may be missing until generated). */
export const $referralCode = combine(
  $codeFromReferrals,
  $codeFromUser,
  (fromReferrals, fromUser) => fromReferrals || fromUser || null,
);
/** While the code is not yet generated: a generating message with a loader. */
export const $codeGenerating = $referralCode.map((code) => code === null);
/** The count of referred people shows when the list is non-empty. */
export const $referralCount = $referrals.map((list) => list.length);
/** The copy label changes to a copied confirmation. */
export const $referralCodeCopied = createStore(false);

sample({ clock: sponsorshipOpened, target: [loadReferralsFx, loadUserFx] });
$referrals.on(loadReferralsFx.doneData, (_, { referrals }) => referrals);
$codeFromReferrals.on(loadReferralsFx.doneData, (_, { partnerCode }) => partnerCode || null);
$codeFromUser.on(loadUserFx.doneData, (_, { user }) => user.partnerCode);
$firstName.on(loadUserFx.doneData, (_, { user }) => user.firstname);

const copyReferralCodeFx = attach({ effect: copyTextFx });
sample({
  clock: referralCodeCopied,
  source: $referralCode,
  filter: (code): code is string => code !== null,
  target: copyReferralCodeFx,
});
$referralCodeCopied.on(copyReferralCodeFx.done, () => true).reset(sponsorshipOpened);

// ---- A friend's code (PUT /v3/users/referrals/code/{code}) ---------------------------------
export type ReferralCodeResult = 'idle' | 'applied' | 'unknown_code' | 'already_referred' | 'failed';
export const friendCodeSubmitted = createEvent<string>();
export const $friendCodeResult = createStore<ReferralCodeResult>('idle');
export const $friendCodeSending = applyReferralCodeFx.pending;
sample({
  clock: friendCodeSubmitted,
  source: applyReferralCodeFx.pending,
  filter: (pending, code) => !pending && code.trim().length > 0,
  fn: (_, code) => code.trim(),
  target: applyReferralCodeFx,
});
$friendCodeResult
  .on(applyReferralCodeFx.done, () => 'applied')
  .on(applyReferralCodeFx.failData, (_, error) =>
    isApiFailure(error) && (error.message === 'unknown_code' || error.message === 'already_referred')
      ? error.message
      : 'failed',
  )
  .reset(sponsorshipOpened);
