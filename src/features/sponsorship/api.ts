import { createEffect } from 'effector';
import { api } from '@/shared/api/client';

/** GET /v3/users/referrals: the own code (generated when missing) and the referred people. */
export const loadReferralsFx = createEffect(() => api.referrals());
/** GET /v3/users: the user (firstname, partnerCode). */
export const loadUserFx = createEffect(() => api.user());
/** PUT /v3/users/referrals/code/{code}: records that the user was referred by a code. */
export const applyReferralCodeFx = createEffect((code: string) => api.referralByCode({ params: { code } }));
