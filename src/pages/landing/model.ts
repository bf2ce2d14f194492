import { attach, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { signedIn } from '@/entities/session/model';
import { landingOpened } from '@/features/landing-variant/model';
import { $currentRoute } from '@/features/navigation/model';
import { lookupSubmitted } from '@/features/provider-lookup/model';
import { api } from '@/shared/api/client';
import { EMAIL_PREFILL_DELAY_MS } from '@/shared/config/constants';
import { languageOf } from '@/shared/i18n/locale';
import { $locale } from '@/shared/i18n/model';
import { navigateFx } from '@/shared/lib/router/model';
import { ROUTES } from '@/shared/lib/router/routes';
import { toastShown } from '@/shared/lib/toast/model';
import { isValidEmail } from '@/shared/lib/validation/rules';

/**
 * The landing page (onboarding §2 landing, §4 landing submit): two e-mail fields (the hero and, on
 * desktop, the bottom banner), the `email` query prefilling the hero field after 500 ms, the `error`
 * query opening an error toast, and discovery mode (PUT /auth/demo → /fetch).
 */
export type LandingField = 'hero' | 'banner';

export const landingEmailChanged = createEvent<{ field: LandingField; value: string }>();
export const landingSubmitted = createEvent<LandingField>();
/** "Try it with a demo mailbox". */
export const demoRequested = createEvent();

export const $heroEmail = createStore('');
export const $bannerEmail = createStore('');
/** The field whose submit was refused (invalid address): it shows the invalid message. */
export const $invalidField = createStore<LandingField | null>(null);

/**
 * The page's view mounted (the page is loaded lazily, after the router allowed it: the model starts
 * from here rather than from `routeAllowed`, which fired before this chunk arrived).
 */
export const landingPageOpened = createEvent();
const landingShown = sample({
  clock: landingPageOpened,
  source: $currentRoute,
  filter: (route) => route?.name === 'landing' || route?.name === 'start',
  fn: (route) => ({ name: route?.name ?? 'landing', query: route?.query ?? {} }),
});
sample({ clock: landingShown, fn: (route) => ({ forced: route.name === 'start' }), target: landingOpened });

$heroEmail.on(landingEmailChanged, (value, change) => (change.field === 'hero' ? change.value : value));
$bannerEmail.on(landingEmailChanged, (value, change) => (change.field === 'banner' ? change.value : value));
$invalidField.on(landingEmailChanged, (field, change) => (field === change.field ? null : field));

// `email` query: prefills the field after 500 ms (onboarding §2, §9).
const prefillRequested = sample({
  clock: landingShown,
  filter: (route) => Boolean(route.query.email),
  fn: (route) => ({ field: 'hero' as const, value: route.query.email ?? '' }),
});
sample({
  clock: delay({ source: prefillRequested, timeout: EMAIL_PREFILL_DELAY_MS }),
  target: landingEmailChanged,
});

// `error` parameter: an error toast.
sample({
  clock: landingShown,
  filter: (route) => Boolean(route.query.error),
  fn: () => ({ kind: 'error' as const, messageKey: 'landing:error_toast' }),
  target: toastShown,
});

const submitted = sample({
  clock: landingSubmitted,
  source: { hero: $heroEmail, banner: $bannerEmail },
  fn: (emails, field) => ({ field, email: field === 'hero' ? emails.hero : emails.banner }),
});
sample({
  clock: submitted,
  filter: ({ email }) => isValidEmail(email),
  fn: ({ email }) => ({ email, flow: 'landing' as const }),
  target: lookupSubmitted,
});
sample({
  clock: submitted,
  filter: ({ email }) => !isValidEmail(email),
  fn: ({ field }) => field,
  target: $invalidField,
});

/** PUT /auth/demo: a new discovery user with generated mailboxes, signed in at once. */
export const demoLoginFx = attach({
  source: $locale,
  // biome-ignore lint/suspicious/noConfusingVoidType: the effect is called without a parameter
  mapParams: (_: void, locale) => ({ body: { language: languageOf(locale) } }),
  effect: api.authDemo,
});
export const $demoPending = demoLoginFx.pending;
sample({ clock: demoRequested, filter: $demoPending.map((pending) => !pending), target: demoLoginFx });
sample({ clock: demoLoginFx.doneData, fn: ({ token, user }) => ({ token, user }), target: signedIn });
sample({ clock: demoLoginFx.doneData, fn: () => ({ to: ROUTES.fetch, replace: false }), target: navigateFx });
sample({
  clock: demoLoginFx.fail,
  fn: () => ({ kind: 'error' as const, messageKey: 'platform:toast_generic_error' }),
  target: toastShown,
});
