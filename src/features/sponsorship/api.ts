import { createEffect } from 'effector';
import { api } from '@/shared/api/client';

/** GET /v3/users/referrals: the own code (generated when missing) and the referred people. */
export const loadReferralsFx = createEffect(() => api.referrals());
/** GET /v3/users: the user (firstname, partnerCode). */
export const loadUserFx = createEffect(() => api.user());
