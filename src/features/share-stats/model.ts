import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { $user } from '@/entities/session/model';
import type { UserStats } from '@/shared/api/contract';
import {
  canShareFilesFx,
  copyTextFx,
  downloadFileFx,
  openLinkFx,
  openPopupFx,
  readOriginFx,
  shareFileFx,
} from '@/shared/lib/browser/effects';
import { ROUTES } from '@/shared/lib/router/routes';
import { GENERIC_ERROR_KEY, toastShown } from '@/shared/lib/toast/model';
import { generateShareImageFx, loadShareStatsFx } from './api';
import { LINK_CHANNELS, POPUP_CHANNELS, type ShareChannel, shareUrl } from './lib';

export type { ShareChannel } from './lib';

/** What the share text says: personal stats, or the generic text when stats fail (spec §4 Sharing). */
export type ShareMessage =
  | { key: 'product:share_text_stats'; values: { deleted: number; sorted: number } }
  | { key: 'product:share_text_generic'; values: Record<string, never> };

/**
 * The share dialog opens. The shared link is built from the signed-in user's referral code and the
 * page origin; both may be given explicitly (stories, a page that already has them).
 */
// biome-ignore lint/suspicious/noConfusingVoidType: callable with no argument
export const shareDialogOpened = createEvent<{ partnerCode?: string | null; origin?: string } | void>();
export const shareDialogClosed = createEvent();
/** A channel button, with the text already translated from `$shareMessage`. */
export const channelShared = createEvent<{ channel: ShareChannel; text: string }>();
/** Download or share the statistics image (only with a partnerCode). */
export const imageShareRequested = createEvent<{ text: string }>();

export const $shareOpen = createStore(false);
export const $sharePartnerCode = createStore<string | null>(null);
const $origin = createStore('');
export const $shareStats = createStore<UserStats | null>(null);
export const $shareStatsFailed = createStore(false);
/** Web file sharing is offered only if the browser supports it. */
export const $canShareFiles = createStore(false);
/** Image download or share works only when the user has a partnerCode. */
export const $canShareImage = $sharePartnerCode.map((code) => Boolean(code));
export const $linkCopied = createStore(false);
export const $shareLink = sample({
  source: { origin: $origin, code: $sharePartnerCode },
  fn: ({ origin, code }) =>
    code ? `${origin}${ROUTES.saveThePlanet}?partnerCode=${encodeURIComponent(code)}` : origin,
});
export const $shareMessage = sample({
  source: { stats: $shareStats, failed: $shareStatsFailed },
  fn: ({ stats, failed }): ShareMessage =>
    stats && !failed
      ? {
          key: 'product:share_text_stats',
          values: { deleted: stats.deletedMails, sorted: stats.treatedNewsletters },
        }
      : { key: 'product:share_text_generic', values: {} },
});

const shareContextFx = attach({
  source: $user,
  // biome-ignore lint/suspicious/noConfusingVoidType: the event is callable with no argument
  mapParams: (params: { partnerCode?: string | null; origin?: string } | void, user) => ({
    partnerCode: params?.partnerCode !== undefined ? params.partnerCode : (user?.partnerCode ?? null),
    origin: params?.origin,
  }),
  effect: createEffect(async ({ partnerCode, origin }: { partnerCode: string | null; origin?: string }) => ({
    partnerCode: partnerCode || null,
    origin: origin ?? (await readOriginFx()),
  })),
});
sample({ clock: shareDialogOpened, target: shareContextFx });
$shareOpen.on(shareDialogOpened, () => true).reset(shareDialogClosed);
$sharePartnerCode.on(shareContextFx.doneData, (_, { partnerCode }) => partnerCode);
$origin.on(shareContextFx.doneData, (_, { origin }) => origin);
$linkCopied.reset(shareDialogOpened);
sample({ clock: shareDialogOpened, target: [loadShareStatsFx, canShareFilesFx] });
$shareStats.on(loadShareStatsFx.doneData, (_, { user }) => user);
$shareStatsFailed.on(loadShareStatsFx.fail, () => true).reset(loadShareStatsFx.done);
$canShareFiles.on(canShareFilesFx.doneData, (_, can) => can);

const shared = sample({
  clock: channelShared,
  source: $shareLink,
  fn: (link, { channel, text }) => ({ channel, text, link, url: shareUrl(channel, text, link) }),
});
sample({
  clock: shared,
  filter: ({ channel, url }) => POPUP_CHANNELS.includes(channel) && url !== null,
  fn: ({ url }) => url as string,
  target: openPopupFx,
});
sample({
  clock: shared,
  filter: ({ channel, url }) => LINK_CHANNELS.includes(channel) && url !== null,
  fn: ({ url }) => url as string,
  target: openLinkFx,
});
const copyShareLinkFx = attach({ effect: copyTextFx });
sample({
  clock: shared,
  filter: ({ channel }) => channel === 'copyLink',
  fn: ({ text, link }) => (link ? `${text} ${link}` : text),
  target: copyShareLinkFx,
});
$linkCopied.on(copyShareLinkFx.done, () => true);
// Instagram has no web intent: it shares the image.
sample({
  clock: shared,
  filter: ({ channel }) => channel === 'instagram',
  fn: ({ text }) => ({ text }),
  target: imageShareRequested,
});

const shareImageFx = createEffect(
  async ({
    stats,
    partnerCode,
    text,
    canShare,
  }: {
    stats: UserStats | null;
    partnerCode: string;
    text: string;
    canShare: boolean;
  }) => {
    const file = await generateShareImageFx({ stats, partnerCode });
    if (canShare) await shareFileFx({ file, text });
    else await downloadFileFx(file);
  },
);
sample({
  clock: imageShareRequested,
  source: { stats: $shareStats, partnerCode: $sharePartnerCode, canShare: $canShareFiles },
  filter: ({ partnerCode }) => Boolean(partnerCode),
  fn: ({ stats, partnerCode, canShare }, { text }) => ({
    stats,
    partnerCode: partnerCode as string,
    text,
    canShare,
  }),
  target: shareImageFx,
});
export const $imageSharing = shareImageFx.pending;
// Image generation or share failure → cleaning_list_technical_error toast.
sample({
  clock: shareImageFx.fail,
  fn: () => ({ kind: 'error' as const, messageKey: GENERIC_ERROR_KEY }),
  target: toastShown,
});
