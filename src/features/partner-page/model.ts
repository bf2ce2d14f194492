import { attach, combine, createEvent, createStore, sample } from 'effector';
import { routeAllowed } from '@/features/navigation/model';
import { $accessToken } from '@/shared/api/access-token';
import type { Partner, PartnerStats } from '@/shared/api/contract';
import { copyTextFx } from '@/shared/lib/browser/effects';
import { navigateFx } from '@/shared/lib/router/model';
import { ROUTES } from '@/shared/lib/router/routes';
import { loadPartnersFx, loadTreesFx } from './api';

/** The tree-planting partner type. */
export const TREE_PARTNER_TYPE = 'we-forest';

/** /partner/{name}: the route parameter is the partner code. */
export const partnerPageOpened = createEvent<string>();
sample({
  clock: routeAllowed,
  filter: (route) => route.name === 'partner' && Boolean(route.params.name),
  fn: (route) => route.params.name as string,
  target: partnerPageOpened,
});
export const partnerCodeCopied = createEvent();
/** An unknown partner code exits: /newsletters with a stored token, else / (navigates). */
export const partnerPageExited = createEvent<string>();

const $code = createStore<string | null>(null);
export const $partner = createStore<Partner | null>(null);
export const $partnerStats = createStore<PartnerStats | null>(null);
export const $isTreePartner = $partner.map((partner) => partner?.type === TREE_PARTNER_TYPE);
/** Tree area (sqm) is rounded (spec §9). */
export const $treeArea = $partnerStats.map((stats) => (stats ? Math.round(stats.sqm) : 0));
export const $partnerCodeCopied = createStore(false);
export const $partnerLoading = combine(loadPartnersFx.pending, loadTreesFx.pending, (a, b) => a || b);

$code.on(partnerPageOpened, (_, code) => code);
$partnerCodeCopied.reset(partnerPageOpened);
$partner.reset(partnerPageOpened);
sample({ clock: partnerPageOpened, target: loadPartnersFx });

const resolved = sample({
  clock: loadPartnersFx.doneData,
  source: $code,
  fn: (code, { partners }) =>
    partners.find((partner) => partner.code.toLowerCase() === (code ?? '').toLowerCase()) ?? null,
});
sample({ clock: resolved, target: $partner });
sample({
  clock: resolved,
  filter: (partner): partner is Partner => partner !== null,
  fn: (partner) => (partner as Partner).code,
  target: loadTreesFx,
});
sample({
  clock: resolved,
  source: $accessToken,
  filter: (_, partner) => partner === null,
  fn: (token) => (token ? ROUTES.newsletters : ROUTES.landing),
  target: partnerPageExited,
});
$partnerStats.on(loadTreesFx.doneData, (_, stats) => stats);
// Partner-load errors are silent (spec §8): the page keeps its static content.

const copyPartnerCodeFx = attach({ effect: copyTextFx });
sample({
  clock: partnerCodeCopied,
  source: $partner,
  filter: (partner): partner is Partner => partner !== null,
  fn: (partner) => (partner as Partner).code,
  target: copyPartnerCodeFx,
});
$partnerCodeCopied.on(copyPartnerCodeFx.done, () => true);

sample({ clock: partnerPageExited, fn: (to) => ({ to, replace: true }), target: navigateFx });
