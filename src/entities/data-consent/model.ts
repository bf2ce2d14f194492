import { attach, createEvent, createStore, sample } from 'effector';
import { api } from '@/shared/api/client';
import { APP_DEVICE } from '@/shared/config/app';
import { languageOf } from '@/shared/i18n/locale';
import { $locale } from '@/shared/i18n/model';
import { eventTracked } from '@/shared/lib/analytics/model';
import { navigateFx } from '@/shared/lib/router/model';
import { STORAGE_KEYS } from '@/shared/lib/storage/keys';
import { createStoredValue } from '@/shared/lib/storage/model';

/**
 * Data-sharing consent of the consent page (onboarding §2 /consent-page, §7 PUT /auth/consent).
 * Consent is required until it was accepted on this device; provider login routes send a user who is
 * not connected to /consent-page while it is required.
 */
export const dataConsent = createStoredValue<boolean>({
  key: STORAGE_KEYS.dataConsentAccepted,
  defaultValue: false,
  parse: (raw) => raw === 'true',
  serialize: (accepted) => (accepted ? 'true' : null),
});
export const $dataConsentAccepted = dataConsent.$value;
export const $dataConsentRequired = $dataConsentAccepted.map((accepted) => !accepted);

export interface ConsentSubmission {
  email: string;
  /** Where the consent page goes after acceptance (its toPath query). */
  toPath?: string;
  signUpReferrer?: string;
  signUpUtmSource?: string;
  signUpUtmCampaign?: string;
  signUpUtmMedium?: string;
}

/** PUT /auth/consent: failure sets the error flag and stops; success records acceptance. */
export const submitConsentFx = attach({
  source: $locale,
  effect: api.authConsent,
  mapParams: ({ toPath: _, ...submission }: ConsentSubmission, locale) => ({
    body: { ...submission, language: languageOf(locale), device: APP_DEVICE },
  }),
});
/** PUT /auth/consent/future-contact (errors ignored). */
export const futureContactFx = attach({
  source: $locale,
  effect: api.authFutureContact,
  mapParams: (email: string, locale) => ({
    body: { email, language: languageOf(locale), device: APP_DEVICE },
  }),
});

export const consentSubmitted = createEvent<ConsentSubmission>();
export const futureContactAccepted = createEvent<string>();
/** Consent recorded by the server (the page then goes on to toPath). */
export const dataConsentRecorded = createEvent();
export const $dataConsentError = createStore(false);
export const $dataConsentPending = submitConsentFx.pending;

sample({ clock: consentSubmitted, filter: $dataConsentPending.map((p) => !p), target: submitConsentFx });
$dataConsentError.on(submitConsentFx, () => false).on(submitConsentFx.fail, () => true);
sample({ clock: submitConsentFx.done, fn: () => true, target: dataConsent.set });
sample({ clock: submitConsentFx.done, fn: () => undefined, target: dataConsentRecorded });
sample({
  clock: submitConsentFx.done,
  fn: () => ({ name: 'data_consent_accepted' as const }),
  target: eventTracked,
});
sample({ clock: futureContactAccepted, target: futureContactFx });
/** After acceptance the consent page goes to toPath (a path inside the app), else /. */
sample({
  clock: submitConsentFx.done,
  fn: ({ params }) => ({
    to: params.toPath?.startsWith('/') && !params.toPath.startsWith('//') ? params.toPath : '/',
    replace: true,
  }),
  target: navigateFx,
});
