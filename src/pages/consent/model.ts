import { createEvent, createStore, sample } from 'effector';
import { type AgreementKind, agreementVisited } from '@/entities/agreements/model';
import {
  $dataConsentError,
  $dataConsentPending,
  consentSubmitted,
  futureContactAccepted,
} from '@/entities/data-consent/model';
import { $storedEmail } from '@/entities/session/model';
import { $signUpTracking } from '@/entities/tracking/model';
import { navigateFx } from '@/shared/lib/router/model';
import { ROUTES } from '@/shared/lib/router/routes';

/**
 * Consent page (/consent-page?provider&toPath, onboarding §2 and §7): explains data sharing; "let's go"
 * records the consent (PUT /auth/consent with the stored e-mail and the sign-up tracking fields) and goes
 * on to toPath; a failure shows the error flag. Back goes to /. Without a stored e-mail there is nothing
 * to consent for: the page goes to /.
 */
export const consentPageOpened = createEvent<{ provider?: string; toPath?: string }>();
export const letsGoPressed = createEvent();
export const backPressed = createEvent();
/** Optional: the user also agrees to be contacted later (PUT /auth/consent/future-contact). */
export const futureContactToggled = createEvent<boolean>();
/** A legal link (privacy or terms) was opened: the visit is recorded like a visit of /privacy or /terms. */
export const legalLinkOpened = createEvent<AgreementKind>();

export const $consentProvider = createStore<string | null>(null);
export const $consentToPath = createStore<string | null>(null);
export const $futureContact = createStore(false);
export const $consentEmail = $storedEmail;
export const $consentError = $dataConsentError;
export const $consentPending = $dataConsentPending;

$consentProvider.on(consentPageOpened, (_, { provider }) => provider ?? null);
$consentToPath.on(consentPageOpened, (_, { toPath }) => toPath ?? null);
$futureContact.on(futureContactToggled, (_, value) => value).reset(consentPageOpened);

sample({
  clock: consentPageOpened,
  source: $storedEmail,
  filter: (email) => !email,
  fn: () => ({ to: ROUTES.landing, replace: true }),
  target: navigateFx,
});
sample({
  clock: backPressed,
  fn: () => ({ to: ROUTES.landing, replace: false }),
  target: navigateFx,
});

const accepted = sample({
  clock: letsGoPressed,
  source: { email: $storedEmail, toPath: $consentToPath, tracking: $signUpTracking },
  filter: ({ email }) => Boolean(email),
  fn: ({ email, toPath, tracking }) => ({ email: email as string, toPath: toPath ?? undefined, ...tracking }),
});
sample({ clock: accepted, target: consentSubmitted });
sample({
  clock: accepted,
  source: $futureContact,
  filter: (futureContact) => futureContact,
  fn: (_, { email }) => email,
  target: futureContactAccepted,
});
sample({ clock: legalLinkOpened, target: agreementVisited });
