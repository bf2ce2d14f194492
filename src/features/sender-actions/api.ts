import { createEffect } from 'effector';
import type { ActionItem } from '@/shared/api/contract';
import type { SenderAction } from '@/shared/config/constants';

export interface ActionBatchParams {
  action: SenderAction;
  subscriptions: ActionItem[];
}

/**
 * One batch of one action kind: unsubscribes → POST /v3/subscriptions/block, delete → /delete,
 * keep → /keep, later → /postpone (spec §7). Bound to the API client by the app; tests replace it.
 */
export const postActionBatchFx = createEffect<ActionBatchParams, void>(() => {
  throw new Error('postActionBatchFx is not bound to the API client');
});
