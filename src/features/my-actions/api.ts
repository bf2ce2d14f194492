import { createEffect } from 'effector';
import type { Subscription } from '@/entities/subscription/types';
import { api } from '@/shared/api/client';
import type { ActionItem } from '@/shared/api/contract';

export type MyActionsTab = 'auto-delete' | 'keep';

/** GET /v3/subscriptions/blocked and /kept (spec §7). */
export const loadMyActionsFx = createEffect<void, Record<MyActionsTab, Subscription[]>>(async () => {
  const [blocked, kept] = await Promise.all([api.subscriptionsBlocked(), api.subscriptionsKept()]);
  return { 'auto-delete': blocked.subscriptions, keep: kept.subscriptions };
});

/** Rollback: auto-delete → POST /v3/subscriptions/unblock, keep → /release (spec §7). */
export const rollbackFx = createEffect<{ tab: MyActionsTab; subscriptions: ActionItem[] }, void>(
  async ({ tab, subscriptions }) => {
    const call = tab === 'auto-delete' ? api.subscriptionsUnblock : api.subscriptionsRelease;
    await call({ body: { subscriptions } });
  },
);
