import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $accessToken } from '@/shared/api/access-token';
import { api } from '@/shared/api/client';
import { eventTracked } from '@/shared/lib/analytics/model';
import { $lastAgreementUpdates } from '@/shared/lib/remote-config/model';

/**
 * Terms and privacy agreements (onboarding §2 agreements-update banner, §3 Agreements, §7 calls): the
 * banner shows when remote config's last_terms_update / last_privacy_update is newer than the user's
 * acceptance date.
 */
export type AgreementKind = 'terms' | 'privacy';
export interface Agreements {
  terms: string | null;
  privacy: string | null;
}

export const $agreements = createStore<Agreements | null>(null);
export const agreementsRequested = createEvent();
/** The banner's accept button: accepts both. */
export const agreementsAccepted = createEvent();
/** A visit of /privacy or /terms records that choice. */
export const agreementVisited = createEvent<AgreementKind>();

export const fetchAgreementsFx = attach({ effect: api.agreements });
export const acceptAgreementFx = createEffect((kind: AgreementKind) =>
  api.agreementAccept({ params: { kind } }),
);

const $connected = $accessToken.map(Boolean);

function isOutdated(accepted: string | null, lastUpdate: string): boolean {
  const update = Date.parse(lastUpdate);
  if (Number.isNaN(update)) return false;
  if (!accepted) return true;
  const acceptedAt = Date.parse(accepted);
  return Number.isNaN(acceptedAt) || acceptedAt < update;
}

/** Which agreements changed since the user accepted them. */
export const $outdatedAgreements = combine($agreements, $lastAgreementUpdates, (agreements, updates) => {
  if (!agreements) return [] as AgreementKind[];
  return (['terms', 'privacy'] as const).filter((kind) => isOutdated(agreements[kind], updates[kind]));
});
export const $agreementsBannerVisible = combine(
  $connected,
  $outdatedAgreements,
  (connected, outdated) => connected && outdated.length > 0,
);

sample({ clock: agreementsRequested, filter: $connected, target: fetchAgreementsFx });
sample({ clock: [fetchAgreementsFx.doneData, acceptAgreementFx.doneData], target: $agreements });
$agreements.reset($accessToken.updates.filter({ fn: (token) => !token }));

/** Accepts each outdated agreement in turn (PUT /v3/agreements/{terms|privacy}). */
export const acceptAgreementsFx = createEffect(async (kinds: AgreementKind[]) => {
  for (const kind of kinds) await acceptAgreementFx(kind);
});

sample({
  clock: agreementsAccepted,
  source: $outdatedAgreements,
  filter: (outdated) => outdated.length > 0,
  target: acceptAgreementsFx,
});
sample({
  clock: agreementsAccepted,
  fn: () => ({ name: 'agreements_accepted' as const }),
  target: eventTracked,
});
sample({ clock: agreementVisited, filter: $connected, fn: (kind) => [kind], target: acceptAgreementsFx });
