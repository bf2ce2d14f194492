import { createEffect } from 'effector';
import { api } from '@/shared/api/client';

/** GET /v3/users/stats: user and global stats. */
export const loadStatsFx = createEffect(() => api.userStats());
