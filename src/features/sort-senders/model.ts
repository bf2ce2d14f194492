import { createEvent, createStore, sample } from 'effector';
import { SORT_MODES, type SortMode } from '@/shared/config/constants';
import { STORAGE_KEYS } from '@/shared/lib/storage/keys';
import { createStoredValue } from '@/shared/lib/storage/model';

const isSortMode = (value: string): value is SortMode => (SORT_MODES as readonly string[]).includes(value);

/** Spec §3: 7 sort modes, persisted under newslettersSort. */
export const newslettersSort = createStoredValue<SortMode>({
  key: STORAGE_KEYS.newslettersSort,
  defaultValue: 'notSet',
  parse: (raw) => (isSortMode(raw) ? raw : undefined),
  serialize: (mode) => mode,
});
export const $sortMode = newslettersSort.$value;
export const sortChanged = createEvent<SortMode>();
sample({ clock: sortChanged, target: newslettersSort.set });

/** Sort panel (bottom sheet on mobile, panel on desktop). */
export const $sortPanelOpen = createStore(false);
export const sortPanelToggled = createEvent();
export const sortPanelClosed = createEvent();
$sortPanelOpen.on(sortPanelToggled, (open) => !open).reset(sortPanelClosed, sortChanged);
