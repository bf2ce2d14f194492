import { combine, createEvent, sample } from 'effector';
import { STORAGE_KEYS } from '@/shared/lib/storage/keys';
import { createStoredValue } from '@/shared/lib/storage/model';

/**
 * Tracking query parameters saved on the landing and /save-the-planet (onboarding §2), sent back as the
 * sign-up fields of PUT /auth and PUT /auth/consent.
 */
const stored = {
  utm_source: createStoredValue<string | null>({ key: STORAGE_KEYS.utmSource, defaultValue: null }),
  utm_campaign: createStoredValue<string | null>({ key: STORAGE_KEYS.utmCampaign, defaultValue: null }),
  utm_medium: createStoredValue<string | null>({ key: STORAGE_KEYS.utmMedium, defaultValue: null }),
  cid: createStoredValue<string | null>({ key: STORAGE_KEYS.cid, defaultValue: null }),
  referrer: createStoredValue<string | null>({ key: STORAGE_KEYS.referrer, defaultValue: null }),
  partnerCode: createStoredValue<string | null>({ key: STORAGE_KEYS.partnerCode, defaultValue: null }),
};
type TrackingKey = keyof typeof stored;
const TRACKING_KEYS = Object.keys(stored) as TrackingKey[];

/** The referral code stored from a link (prefills the user form; removed after it is saved). */
export const $storedPartnerCode = stored.partnerCode.$value;
export const partnerCodeForgotten = stored.partnerCode.removed;

/** Saves the tracking parameters present in a query (others are left as they were). */
export const trackingParamsSaved = createEvent<Readonly<Record<string, string>>>();
for (const key of TRACKING_KEYS) {
  sample({
    clock: trackingParamsSaved,
    filter: (query) => Boolean(query[key]),
    fn: (query) => query[key] ?? null,
    target: stored[key].set,
  });
}

/** The sign-up fields of PUT /auth and PUT /auth/consent. */
export const $signUpTracking = combine(
  {
    signUpReferrer: stored.referrer.$value,
    signUpUtmSource: stored.utm_source.$value,
    signUpUtmCampaign: stored.utm_campaign.$value,
    signUpUtmMedium: stored.utm_medium.$value,
  },
  (fields) => ({
    signUpReferrer: fields.signUpReferrer ?? undefined,
    signUpUtmSource: fields.signUpUtmSource ?? undefined,
    signUpUtmCampaign: fields.signUpUtmCampaign ?? undefined,
    signUpUtmMedium: fields.signUpUtmMedium ?? undefined,
  }),
);
