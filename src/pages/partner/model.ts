import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import { $partner, $partnerLoading, partnerPageOpened } from '@/features/partner-page/model';

/** The route parameter is the partner code. */
export const PartnerGate = createGate<{ code: string }>({ defaultState: { code: '' } });

/**
 * The feature opens itself on `routeAllowed`, but this page's chunk (and so the feature's model) loads
 * after the first navigation: the page opens it when nothing is loaded or loading for its code.
 */
sample({
  clock: [PartnerGate.open, PartnerGate.state.updates],
  source: combine({ state: PartnerGate.state, partner: $partner, loading: $partnerLoading }),
  filter: ({ state, partner, loading }) =>
    state.code.length > 0 && !loading && partner?.code.toLowerCase() !== state.code.toLowerCase(),
  fn: ({ state }) => state.code,
  target: partnerPageOpened,
});
