import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { api } from '@/shared/api/client';

/**
 * The beta flag (onboarding §7: a beta-flag GET whose field `beta` selects variant a or b). Read once at
 * start; a failure keeps variant a. The variant is written on the document (`<html data-beta="b">`)
 * so that styles and components can follow it without a store of their own.
 */
export type BetaVariant = 'a' | 'b';

export const betaFlagRequested = createEvent();
export const $betaVariant = createStore<BetaVariant>('a');

export const betaFlagFx = attach({ effect: api.beta, mapParams: () => ({}) });
/** Writes the variant on the root element (outside a browser: nothing). */
export const betaVariantAppliedFx = createEffect((variant: BetaVariant) => {
  if (typeof document !== 'undefined') document.documentElement.dataset.beta = variant;
});

sample({
  clock: betaFlagRequested,
  filter: betaFlagFx.pending.map((pending) => !pending),
  target: betaFlagFx,
});
sample({ clock: betaFlagFx.doneData, fn: ({ beta }) => beta, target: $betaVariant });
sample({ clock: $betaVariant.updates, target: betaVariantAppliedFx });
