import { createEffect } from 'effector';
import { api } from '@/shared/api/client';
import type { ActionItem } from '@/shared/api/contract';
import type { SenderAction } from '@/shared/config/constants';

export interface ActionBatchParams {
  action: SenderAction;
  subscriptions: ActionItem[];
}

/** Spec §7: unsubscribes → POST /v3/subscriptions/block, delete → /delete, keep → /keep, later → /postpone. */
const ENDPOINT_BY_ACTION = {
  unsubscribes: api.subscriptionsBlock,
  delete: api.subscriptionsDelete,
  keep: api.subscriptionsKeep,
  later: api.subscriptionsPostpone,
} as const;

/** One batch of one action kind through the platform client; tests replace it with `fork({ handlers })`. */
export const postActionBatchFx = createEffect<ActionBatchParams, void>(async ({ action, subscriptions }) => {
  await ENDPOINT_BY_ACTION[action]({ body: { subscriptions } });
});
