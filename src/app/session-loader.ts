import { createEffect } from 'effector';

/**
 * The signed-in models that no signed-out page uses (the scan polling and the newsletters refresh, the
 * later list) are a chunk of their own, loaded when the first session route opens instead of at start
 * (issue 12 budget: a first visit to the landing neither downloads nor builds them).
 * `./session-model` wires them to `sessionModelsReady`, which follows this effect's `done` (app/model).
 */
export const sessionModelsFx = createEffect(async () => {
  await import('./session-model');
});
