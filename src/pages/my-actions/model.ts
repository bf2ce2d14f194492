import { combine, createEvent, createStore, sample } from 'effector';
import { senderKey, toActionPayload } from '@/entities/subscription/lib';
import type { Subscription } from '@/entities/subscription/types';
import { loadMyActionsFx, type MyActionsTab, rollbackFx } from '@/features/my-actions/api';

export type { MyActionsTab } from '@/features/my-actions/api';
/** Rollback modal: confirm → loading → closed with a done (true) or failed (false) result. */
export type RollbackState = 'closed' | 'confirm' | 'loading';

/** The /my-actions page opened (also its Try again after a load failure). */
export const myActionsOpened = createEvent();
export const myActionsTabChanged = createEvent<MyActionsTab>();
export const myActionToggled = createEvent<Subscription>();
export const rollbackRequested = createEvent();
export const rollbackConfirmed = createEvent();
export const rollbackCancelled = createEvent();
/** Select all / none in the open tab. */
export const myActionsAllToggled = createEvent<boolean>();
/** The done / failed step of the rollback modal was closed. */
export const rollbackResultClosed = createEvent();

export const $myActionsLists = createStore<Record<MyActionsTab, Subscription[]>>({
  'auto-delete': [],
  keep: [],
});
export const $myActionsTab = createStore<MyActionsTab>('auto-delete');
/** Spec §8: My actions load failure → error flag. */
export const $myActionsLoadFailed = createStore(false);
export const $myActionsLoading = loadMyActionsFx.pending;
export const $checkedKeys = createStore<string[]>([]);
export const $rollbackState = createStore<RollbackState>('closed');
/** The result the rollback modal closed with (null before any rollback). */
export const $rollbackResult = createStore<boolean | null>(null);

/** Tabs Auto-delete and Keep, each with a count. */
export const $myActionsCounts = $myActionsLists.map((lists) => ({
  'auto-delete': lists['auto-delete'].length,
  keep: lists.keep.length,
}));
export const $myActionsItems = combine($myActionsLists, $myActionsTab, $checkedKeys, (lists, tab, checked) =>
  lists[tab].map((item) => ({ ...item, checked: checked.includes(senderKey(item)) })),
);
export const $checkedCount = $checkedKeys.map((keys) => keys.length);

sample({ clock: myActionsOpened, target: loadMyActionsFx });
$myActionsLists.on(loadMyActionsFx.doneData, (_, lists) => lists);
$myActionsLoadFailed.on(loadMyActionsFx.fail, () => true).reset(loadMyActionsFx);

$myActionsTab.on(myActionsTabChanged, (_, tab) => tab);
sample({
  clock: myActionsAllToggled,
  source: { lists: $myActionsLists, tab: $myActionsTab },
  fn: ({ lists, tab }, checked) => (checked ? lists[tab].map(senderKey) : []),
  target: $checkedKeys,
});
$checkedKeys
  .on(myActionToggled, (keys, item) => {
    const key = senderKey(item);
    return keys.includes(key) ? keys.filter((entry) => entry !== key) : [...keys, key];
  })
  .reset(myActionsTabChanged, loadMyActionsFx.done);

sample({
  clock: rollbackRequested,
  source: $checkedKeys,
  filter: (keys) => keys.length > 0,
  fn: () => 'confirm' as const,
  target: $rollbackState,
});
$rollbackState.reset(rollbackCancelled);

sample({
  clock: rollbackConfirmed,
  source: {
    state: $rollbackState,
    result: $rollbackResult,
    lists: $myActionsLists,
    tab: $myActionsTab,
    keys: $checkedKeys,
  },
  // Confirm, or Try again after a failure (the selection is kept).
  filter: ({ state, result, keys }) => keys.length > 0 && (state === 'confirm' || result === false),
  fn: ({ lists, tab, keys }) => ({
    tab,
    subscriptions: lists[tab].filter((item) => keys.includes(senderKey(item))).map(toActionPayload),
  }),
  target: rollbackFx,
});
$rollbackState.on(rollbackFx, () => 'loading').on(rollbackFx.finally, () => 'closed');
$rollbackResult
  .on(rollbackFx.done, () => true)
  .on(rollbackFx.fail, () => false)
  .reset(rollbackRequested, rollbackResultClosed, rollbackFx);
/** How many senders the last rollback was for (the done text; the selection is gone after the reload). */
export const $rollbackCount = createStore(0);
$rollbackCount.on(rollbackFx, (_, { subscriptions }) => subscriptions.length);
/** The modal's step: confirm → loading, then the result it closed with until that is closed too. */
export const $rollbackModalState = combine(
  $rollbackState,
  $rollbackResult,
  (state, result): 'closed' | 'confirm' | 'loading' | 'done' | 'failed' =>
    state !== 'closed' ? state : result === null ? 'closed' : result ? 'done' : 'failed',
);
// The list reloads if done.
sample({ clock: rollbackFx.done, target: loadMyActionsFx });
