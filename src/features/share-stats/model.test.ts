import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user } from '@/entities/session/model';
import type { UserStats } from '@/shared/api/contract';
import { POPUP_HEIGHT, POPUP_WIDTH } from '@/shared/config/constants';
import {
  canShareFilesFx,
  copyTextFx,
  downloadFileFx,
  openLinkFx,
  openPopupFx,
  popupFeatures,
  readOriginFx,
  shareFileFx,
} from '@/shared/lib/browser/effects';
import type { HandlerList } from '@/shared/lib/effector/handlers';
import { $toast, GENERIC_ERROR_KEY } from '@/shared/lib/toast/model';
import { makeUser } from '@/shared/test/fixtures';
import { generateShareImageFx, loadShareStatsFx } from './api';
import {
  $canShareImage,
  $linkCopied,
  $shareMessage,
  channelShared,
  imageShareRequested,
  shareDialogOpened,
} from './model';

const stats: UserStats = {
  autoDeletedNewsletters: 1,
  deletedMails: 250,
  storageSavedInKo: 10,
  treatedNewsletters: 12,
  remainsMailsToTreat: 0,
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(extra: HandlerList = [], canShare = false) {
  const spies = {
    popup: vi.fn(),
    link: vi.fn(),
    copy: vi.fn(async () => undefined),
    share: vi.fn(async () => undefined),
    download: vi.fn(),
    image: vi.fn(async () => new File(['x'], 'stats.png', { type: 'image/png' })),
  };
  const scope = fork({
    handlers: [
      [
        loadShareStatsFx,
        async () => ({
          user: stats,
          global: { deletedMails: 0, storageSavedInKo: 0, averageNewslettersPerAccount: 0 },
        }),
      ],
      [canShareFilesFx, () => canShare],
      [openPopupFx, spies.popup],
      [openLinkFx, spies.link],
      [copyTextFx, spies.copy],
      [shareFileFx, spies.share],
      [downloadFileFx, spies.download],
      [generateShareImageFx, spies.image],
      ...extra,
    ],
  });
  return { scope, spies };
}
const open = (scope: ReturnType<typeof fork>, partnerCode: string | null) =>
  allSettled(shareDialogOpened, { scope, params: { partnerCode, origin: 'https://fox.test' } });

describe('sharing channels open 800 × 600 popups (twitter, whatsapp, linkedin, pinterest); email and sms as links', () => {
  it('opens the twitter intent with the text and the referral link in a popup', async () => {
    const { scope, spies } = setup();
    await open(scope, 'FOX42');
    await allSettled(channelShared, { scope, params: { channel: 'twitter', text: 'I cleaned my inbox' } });
    expect(spies.popup).toHaveBeenCalledWith(
      `https://twitter.com/intent/tweet?text=I%20cleaned%20my%20inbox&url=${encodeURIComponent('https://fox.test/save-the-planet?partnerCode=FOX42')}`,
    );
    await allSettled(channelShared, { scope, params: { channel: 'sms', text: 'hi' } });
    expect(spies.link).toHaveBeenCalledTimes(1);
    expect(spies.popup).toHaveBeenCalledTimes(1);
  });
  it('popup windows are 800 by 600', () => {
    expect(POPUP_WIDTH).toBe(800);
    expect(POPUP_HEIGHT).toBe(600);
    expect(popupFeatures(1600, 1000)).toBe('noopener,width=800,height=600,left=400,top=200');
  });
});

describe('image download or share works only when the user has a partnerCode; file share only if supported', () => {
  it('does nothing without a partnerCode', async () => {
    const { scope, spies } = setup();
    await open(scope, null);
    await allSettled(imageShareRequested, { scope, params: { text: 't' } });
    expect(spies.image).not.toHaveBeenCalled();
  });
  it('downloads when file sharing is not supported, shares when it is', async () => {
    const first = setup([], false);
    await open(first.scope, 'FOX42');
    await allSettled(imageShareRequested, { scope: first.scope, params: { text: 't' } });
    expect(first.spies.image).toHaveBeenCalledWith({ stats, partnerCode: 'FOX42' });
    expect(first.spies.download).toHaveBeenCalledTimes(1);
    expect(first.spies.share).not.toHaveBeenCalled();
    const second = setup([], true);
    await open(second.scope, 'FOX42');
    await allSettled(imageShareRequested, { scope: second.scope, params: { text: 't' } });
    expect(second.spies.share).toHaveBeenCalledTimes(1);
  });
  it('an image failure shows the cleaning_list_technical_error toast', async () => {
    const { scope } = setup([
      [
        generateShareImageFx,
        async () => {
          throw new Error('canvas');
        },
      ],
    ]);
    await open(scope, 'FOX42');
    void allSettled(imageShareRequested, { scope, params: { text: 't' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($toast)?.messageKey).toBe(GENERIC_ERROR_KEY);
    expect(GENERIC_ERROR_KEY).toBe('product:cleaning_list_technical_error');
  });
});

describe('if stats fail while sharing, the generic share text is used', () => {
  it('uses the stats text, or the generic one on failure', async () => {
    const ok = setup();
    await open(ok.scope, 'FOX42');
    expect(ok.scope.getState($shareMessage)).toEqual({
      key: 'product:share_text_stats',
      values: { deleted: 250, sorted: 12 },
    });
    const failing = setup([
      [
        loadShareStatsFx,
        async () => {
          throw new Error('boom');
        },
      ],
    ]);
    await open(failing.scope, 'FOX42');
    expect(failing.scope.getState($shareMessage).key).toBe('product:share_text_generic');
  });
});

describe("the share dialog needs no glue: the signed-in user's referral code and the page origin build the link", () => {
  it('reads both when opened without parameters', async () => {
    const { scope, spies } = setup([[readOriginFx, () => 'https://app.test']]);
    const withUser = fork({
      values: [[$user, makeUser({ partnerCode: 'ADA7' })]],
      handlers: [
        [loadShareStatsFx, async () => Promise.reject(new Error('offline'))],
        [canShareFilesFx, () => false],
        [readOriginFx, () => 'https://app.test'],
        [copyTextFx, spies.copy],
      ],
    });
    await allSettled(shareDialogOpened, { scope: withUser, params: undefined });
    expect(withUser.getState($canShareImage)).toBe(true);
    await allSettled(channelShared, { scope: withUser, params: { channel: 'copyLink', text: 'Hi' } });
    expect(spies.copy).toHaveBeenCalledWith('Hi https://app.test/save-the-planet?partnerCode=ADA7');
    await allSettled(shareDialogOpened, { scope, params: undefined });
    expect(scope.getState($canShareImage)).toBe(false);
  });
});

describe('copy link sets a copied flag', () => {
  it('copies the text and the link', async () => {
    const { scope, spies } = setup();
    await open(scope, 'FOX42');
    await allSettled(channelShared, { scope, params: { channel: 'copyLink', text: 'Join me' } });
    expect(spies.copy).toHaveBeenCalledWith('Join me https://fox.test/save-the-planet?partnerCode=FOX42');
    expect(scope.getState($linkCopied)).toBe(true);
  });
});
