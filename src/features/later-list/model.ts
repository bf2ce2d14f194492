import { createEffect, createEvent, sample } from 'effector';
import { dedupeBySenderAndMailbox } from '@/entities/subscription/lib';
import { $laterList } from '@/entities/subscription/model';
import type { Subscription } from '@/entities/subscription/types';
import { postActionBatchFx } from '@/features/sender-actions/api';
import { api } from '@/shared/api/client';

/**
 * The later list from the server's own record of it (GET /v3/subscriptions/postponed, spec §7): once
 * a batch of "later" actions went out, the list the later-list info card counts is read back from the
 * server instead of waiting for the next scan refresh.
 */
export const loadPostponedFx = createEffect(async (): Promise<Subscription[]> => {
  const answer = await api.subscriptionsPostponed();
  return answer.subscriptions;
});

/** Read the later list again (e.g. a page that shows it opens). */
export const laterListRefreshRequested = createEvent();

sample({ clock: laterListRefreshRequested, target: loadPostponedFx });
sample({
  clock: postActionBatchFx.done,
  filter: ({ params }) => params.action === 'later',
  fn: () => undefined,
  target: loadPostponedFx,
});
sample({
  clock: loadPostponedFx.doneData,
  fn: (items) =>
    dedupeBySenderAndMailbox(items).map((item) => ({ ...item, type: 'later' as const, isLater: true })),
  target: $laterList,
});
