import { combine, createEvent, createStore, sample } from 'effector';
import { senderKey, toActionPayload } from '@/entities/subscription/lib';
import type { Subscription } from '@/entities/subscription/types';
import { loadMyActionsFx, type MyActionsTab, rollbackFx } from './api';

export type { MyActionsTab } from './api';
/** Rollback modal: confirm → loading → closed with a done (true) or failed (false) result. */
export type RollbackState = 'closed' | 'confirm' | 'loading';

export const myActionsOpened = createEvent();
export const myActionsTabChanged = createEvent<MyActionsTab>();
export const myActionToggled = createEvent<Subscription>();
export const rollbackRequested = createEvent();
export const rollbackConfirmed = createEvent();
export const rollbackCancelled = createEvent();

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
  source: { state: $rollbackState, lists: $myActionsLists, tab: $myActionsTab, keys: $checkedKeys },
  filter: ({ state }) => state === 'confirm',
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
  .reset(rollbackRequested);
// The list reloads if done.
sample({ clock: rollbackFx.done, target: loadMyActionsFx });
