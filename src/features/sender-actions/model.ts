import {
  attach,
  createEffect,
  createEvent,
  createStore,
  type EventCallable,
  type StoreWritable,
  sample,
} from 'effector';
import { delay } from 'patronum';
import { $actionDelayMs } from '@/entities/subscription/config';
import { isActionAllowed, isSpecialCard, senderKey, toActionPayload } from '@/entities/subscription/lib';
import {
  $discoveryMode,
  $laterList,
  $topCard,
  sendersActed,
  sendersConfirmed,
  sendersRemoved,
  sendersRestored,
  specialCardUsed,
} from '@/entities/subscription/model';
import type { Removal, Subscription } from '@/entities/subscription/types';
import { api } from '@/shared/api/client';
import { MAX_ACTION_BATCH } from '@/shared/api/contract';
import { ACTIONS, KEY_CODES, type SenderAction } from '@/shared/config/constants';
import { eventTracked } from '@/shared/lib/analytics/model';
import { postActionBatchFx } from './api';

export type SwipeDirection = 'left' | 'up' | 'right' | 'down';
/** Spec §2 Sender actions on cards: left, up, right, down. */
export const ACTION_BY_SWIPE: Readonly<Record<SwipeDirection, SenderAction>> = {
  left: 'unsubscribes',
  up: 'delete',
  right: 'keep',
  down: 'later',
};

/** A card was swiped (cards mode). */
export const cardSwiped = createEvent<{ item: Subscription; direction: SwipeDirection }>();
/** Spec §2: keys 37/38/39/40 are the swipes left/up/right/down. */
export const SWIPE_BY_KEY_CODE: Readonly<Record<number, SwipeDirection>> = {
  [KEY_CODES.left]: 'left',
  [KEY_CODES.up]: 'up',
  [KEY_CODES.right]: 'right',
  [KEY_CODES.down]: 'down',
};

/** An arrow key was pressed on the cards screen: 37/38/39/40 swipe the top card (the same events). */
export const arrowKeyPressed = createEvent<number>();
/** Senders chosen in list mode (after the confirmation modal when it applies). */
export const actionsRequested = createEvent<{ items: Subscription[]; action: SenderAction }>();
/** Send every queued batch now (e.g. the page closes) instead of waiting for the delay. */
export const queuedActionsFlushed = createEvent();
/** An action was refused (later on a later card). */
export const actionRefused = createEvent<{ item: Subscription; action: SenderAction }>();
/** A batch call failed and its senders were put back. */
export const batchFailed = createEvent<{ action: SenderAction; count: number }>();

sample({
  clock: cardSwiped,
  fn: ({ item, direction }) => ({ items: [item], action: ACTION_BY_SWIPE[direction] }),
  target: actionsRequested,
});

/** Click analytics of a swipe (or arrow key), skipped in discovery mode (spec §2). */
export const swipeTracked = createEvent<{ action: SenderAction; cardType: Subscription['type'] }>();
sample({
  clock: cardSwiped,
  source: $discoveryMode,
  filter: (discovery) => !discovery,
  fn: (_, { item, direction }) => ({ action: ACTION_BY_SWIPE[direction], cardType: item.type }),
  target: swipeTracked,
});
sample({
  clock: swipeTracked,
  fn: ({ action, cardType }) => ({ name: 'card_swiped' as const, params: { action, cardType } }),
  target: eventTracked,
});
sample({
  clock: arrowKeyPressed,
  source: $topCard,
  filter: (top, keyCode) => top !== null && keyCode in SWIPE_BY_KEY_CODE,
  fn: (top, keyCode) => ({
    item: top as Subscription,
    direction: SWIPE_BY_KEY_CODE[keyCode] as SwipeDirection,
  }),
  target: cardSwiped,
});

// ---- Acceptance ---------------------------------------------------------------------------
const accepted = sample({
  clock: actionsRequested,
  source: $laterList,
  fn: (later, { items, action }) => {
    const laterKeys = new Set(later.map(senderKey));
    const allowed = items.filter((item) => isActionAllowed(item, action));
    const refused = items.filter((item) => !isActionAllowed(item, action));
    const special = allowed.filter(isSpecialCard);
    const removals: Removal[] = allowed
      .filter((item) => !isSpecialCard(item))
      .map((item) => ({
        item,
        list: laterKeys.has(senderKey(item)) || item.type === 'later' ? 'later' : 'newsletters',
      }));
    return { action, removals, special, refused };
  },
});

sample({
  clock: accepted,
  filter: ({ refused }) => refused.length > 0,
  fn: ({ refused, action }) => ({ item: refused[0] as Subscription, action }),
  target: actionRefused,
});
// Special cards are never sent: they leave the deck and are marked used.
sample({
  clock: accepted,
  filter: ({ special }) => special.length > 0,
  fn: ({ special }) => special.map((item): Removal => ({ item, list: 'newsletters' })),
  target: sendersRemoved,
});
for (const card of ['sharing', 'animation', 'market', 'laterInfo'] as const) {
  sample({
    clock: accepted,
    filter: ({ special }) => special.some((item) => item.type === card),
    fn: ({ special }) => special.find((item) => item.type === card) as Subscription,
    target: specialCardUsed,
  });
}
// The senders leave the newsletters and later lists at once.
sample({
  clock: accepted,
  filter: ({ removals }) => removals.length > 0,
  fn: ({ removals }) => removals,
  target: sendersRemoved,
});
sample({
  clock: accepted,
  filter: ({ removals }) => removals.length > 0,
  fn: ({ action, removals }) => ({ action, items: removals.map((removal) => removal.item) }),
  target: sendersActed,
});

// ---- Batching: one queue per kind, one call per kind after the delay ----------------------
/** Sends one batch; its `fail` carries the removals so they can be put back. */
export const sendBatchFx = attach({
  effect: postActionBatchFx,
  mapParams: ({ action, removals }: { action: SenderAction; removals: Removal[] }) => ({
    action,
    subscriptions: removals.map((removal) => toActionPayload(removal.item)),
  }),
});

/**
 * Sends one kind's queue: ONE request, or one per MAX_ACTION_BATCH senders when the contract's cap is
 * exceeded. Each request fails on its own (its senders go back); the others still count.
 */
const sendQueueFx = createEffect(({ action, removals }: { action: SenderAction; removals: Removal[] }) => {
  const calls: Promise<unknown>[] = [];
  for (let i = 0; i < removals.length; i += MAX_ACTION_BATCH) {
    calls.push(
      sendBatchFx({ action, removals: removals.slice(i, i + MAX_ACTION_BATCH) }).catch(() => undefined),
    );
  }
  return Promise.all(calls).then(() => undefined);
});

interface ActionQueue {
  $queue: StoreWritable<Removal[]>;
  $timerRunning: StoreWritable<boolean>;
  enqueued: EventCallable<Removal[]>;
}

function createActionQueue(action: SenderAction): ActionQueue {
  const $queue = createStore<Removal[]>([]);
  const $timerRunning = createStore(false);
  const enqueued = createEvent<Removal[]>();
  const timerStarted = createEvent<number>();
  const timerEnded = delay({ source: timerStarted, timeout: (ms: number) => ms });

  sample({
    clock: enqueued,
    source: $queue,
    fn: (queue, removals) => [...queue, ...removals],
    target: $queue,
  });
  sample({
    clock: enqueued,
    source: { running: $timerRunning, delayMs: $actionDelayMs },
    filter: ({ running }) => !running,
    fn: ({ delayMs }) => delayMs,
    target: timerStarted,
  });
  $timerRunning.on(timerStarted, () => true).on(timerEnded, () => false);

  const batchReady = sample({
    clock: [timerEnded, queuedActionsFlushed],
    source: $queue,
    filter: (queue) => queue.length > 0,
  });
  $queue.reset(batchReady);
  sample({ clock: batchReady, fn: (removals) => ({ action, removals }), target: sendQueueFx });

  return { $queue, $timerRunning, enqueued };
}

export const actionQueues = Object.fromEntries(
  ACTIONS.map((action) => [action, createActionQueue(action)]),
) as Record<SenderAction, ActionQueue>;

for (const action of ACTIONS) {
  sample({
    clock: accepted,
    filter: (batch) => batch.action === action && batch.removals.length > 0,
    fn: ({ removals }) => removals,
    target: actionQueues[action].enqueued,
  });
}

sample({
  clock: sendBatchFx.done,
  fn: ({ params }) => params.removals.map((removal) => removal.item),
  target: sendersConfirmed,
});
// A failed batch puts its senders back where they were, in order.
sample({ clock: sendBatchFx.fail, fn: ({ params }) => params.removals, target: sendersRestored });
sample({
  clock: sendBatchFx.fail,
  fn: ({ params }) => ({ action: params.action, count: params.removals.length }),
  target: batchFailed,
});

/** Senders acted on but not yet confirmed by the server (queued or in flight). */
export const $unsentCount = createStore(0)
  .on(accepted, (count, { removals }) => count + removals.length)
  .on(sendBatchFx.finally, (count, { params }) => Math.max(0, count - params.removals.length));
export const $sendingBatch = sendBatchFx.pending;

// ---- Undo (issue 11 §4) -------------------------------------------------------------------
/** Where the last decision is: waiting in its queue, in flight, or accepted by the server. */
export type DecisionStage = 'queued' | 'sending' | 'sent';
export interface LastDecision {
  id: number;
  action: SenderAction;
  removals: Removal[];
  stage: DecisionStage;
}
/** Actions the server can roll back once sent: auto-delete → unblock, keep → release. */
export const ROLLBACK_ACTIONS: readonly SenderAction[] = ['unsubscribes', 'keep'];

/** The last decision the user may take back (one at a time, like the toast that offers it). */
export const $lastDecision = createStore<LastDecision | null>(null);
/** Undo: the toast's button or Ctrl/Cmd+Z. */
export const undoRequested = createEvent();
/** The last decision was taken back: its senders are back where they were. */
export const decisionUndone = createEvent<{ action: SenderAction; count: number; sent: boolean }>();
/** Taking back a sent decision failed (the senders stay decided). */
export const undoFailed = createEvent<{ action: SenderAction; count: number }>();
/** Whether Undo can do something now. */
export const $canUndo = $lastDecision.map(
  (decision) =>
    decision !== null &&
    (decision.stage === 'queued' ||
      (decision.stage === 'sent' && ROLLBACK_ACTIONS.includes(decision.action))),
);

const keysOfRemovals = (removals: Removal[]) => new Set(removals.map((removal) => senderKey(removal.item)));
const includesAll = (batch: Removal[], decision: LastDecision) => {
  const keys = keysOfRemovals(batch);
  return decision.removals.every((removal) => keys.has(senderKey(removal.item)));
};

sample({
  clock: accepted,
  source: $lastDecision,
  filter: (_, { removals }) => removals.length > 0,
  fn: (previous, { action, removals }): LastDecision => ({
    id: (previous?.id ?? 0) + 1,
    action,
    removals,
    stage: 'queued',
  }),
  target: $lastDecision,
});
$lastDecision
  .on(sendBatchFx, (decision, params) =>
    decision &&
    decision.stage === 'queued' &&
    decision.action === params.action &&
    includesAll(params.removals, decision)
      ? { ...decision, stage: 'sending' }
      : decision,
  )
  .on(sendBatchFx.done, (decision, { params }) =>
    decision &&
    decision.stage === 'sending' &&
    decision.action === params.action &&
    includesAll(params.removals, decision)
      ? { ...decision, stage: 'sent' }
      : decision,
  )
  .on(sendBatchFx.fail, (decision, { params }) =>
    decision && decision.action === params.action && includesAll(params.removals, decision) ? null : decision,
  );

const undoAccepted = sample({
  clock: undoRequested,
  source: { decision: $lastDecision, can: $canUndo },
  filter: ({ can }) => can,
  fn: ({ decision }) => decision as LastDecision,
});
$lastDecision.reset(undoAccepted);

// Still waiting in its queue: it leaves the queue, no request is sent.
const undoneBeforeSending = sample({
  clock: undoAccepted,
  filter: (decision) => decision.stage === 'queued',
});
for (const action of ACTIONS) {
  sample({
    clock: undoneBeforeSending,
    source: actionQueues[action].$queue,
    filter: (_, decision) => decision.action === action,
    fn: (queue, decision) => {
      const keys = keysOfRemovals(decision.removals);
      return queue.filter((removal) => !keys.has(senderKey(removal.item)));
    },
    target: actionQueues[action].$queue,
  });
}
$unsentCount.on(undoneBeforeSending, (count, decision) => Math.max(0, count - decision.removals.length));
sample({ clock: undoneBeforeSending, fn: (decision) => decision.removals, target: sendersRestored });
sample({
  clock: undoneBeforeSending,
  fn: (decision) => ({ action: decision.action, count: decision.removals.length, sent: false }),
  target: decisionUndone,
});

// Already sent: auto-delete is unblocked, keep released; then the senders come back.
export const rollbackDecisionFx = createEffect(async (decision: LastDecision) => {
  const body = { subscriptions: decision.removals.map((removal) => toActionPayload(removal.item)) };
  if (decision.action === 'unsubscribes') await api.subscriptionsUnblock({ body });
  else await api.subscriptionsRelease({ body });
  return decision;
});
sample({ clock: undoAccepted, filter: (decision) => decision.stage === 'sent', target: rollbackDecisionFx });
sample({ clock: rollbackDecisionFx.doneData, fn: (decision) => decision.removals, target: sendersRestored });
sample({
  clock: rollbackDecisionFx.doneData,
  fn: (decision) => ({ action: decision.action, count: decision.removals.length, sent: true }),
  target: decisionUndone,
});
sample({
  clock: rollbackDecisionFx.fail,
  fn: ({ params }) => ({ action: params.action, count: params.removals.length }),
  target: undoFailed,
});
