import { createEffect } from 'effector';
import { api } from '@/shared/api/client';

/** GET /partners. */
export const loadPartnersFx = createEffect(() => api.partners());
/** GET /trees/{partner} (or /trees/all without a partner): referees, sqm, deleted, co2. */
export const loadTreesFx = createEffect((partner: string | null) =>
  partner ? api.treesPartner({ params: { partner } }) : api.treesAll(),
);
