import { createEffect } from 'effector';
import { api } from '@/shared/api/client';
import type { UserStats } from '@/shared/api/contract';
import { i18n } from '@/shared/i18n/i18n';
import { renderShareImage } from './render-image';

/** GET /v3/users/stats for the share text. */
export const loadShareStatsFx = createEffect(() => api.userStats());

/**
 * Draws the statistics image on the client (spec §7): a PNG with the figures, the referral code and a
 * QR code of the referral link, in the current language. Stories and tests replace it with
 * `fork({ handlers })`.
 */
export const generateShareImageFx = createEffect<{ stats: UserStats | null; partnerCode: string }, File>(
  ({ stats, partnerCode }) =>
    renderShareImage({
      stats,
      partnerCode,
      origin: window.location.origin,
      locale: i18n.language,
      t: (key, values) => i18n.t(key, values),
    }),
);
