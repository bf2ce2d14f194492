import { createEffect } from 'effector';
import { api } from '@/shared/api/client';
import type { UserStats } from '@/shared/api/contract';

/** GET /v3/users/stats for the share text. */
export const loadShareStatsFx = createEffect(() => api.userStats());

/**
 * Draws the statistics image on the client (spec §7). The page binds the canvas renderer with
 * `generateShareImageFx.use(...)` at start-up (or a story/test with `fork({ handlers })`).
 */
export const generateShareImageFx = createEffect<{ stats: UserStats | null; partnerCode: string }, File>(
  () => {
    throw new Error('generateShareImageFx has no renderer bound');
  },
);
