import type { HandlerList } from '@/shared/lib/effector/handlers';
import type { StorageArea } from './keys';
import { clearStorageFx, readStorageFx, writeStorageFx } from './model';

/**
 * An in-memory replacement of browser storage for tests and stories:
 * `fork({ handlers: memory.handlers })`, then inspect `memory.local` / `memory.session`.
 */
export function createMemoryStorage(initial: Partial<Record<StorageArea, Record<string, string>>> = {}) {
  const areas: Record<StorageArea, Map<string, string>> = {
    local: new Map(Object.entries(initial.local ?? {})),
    session: new Map(Object.entries(initial.session ?? {})),
  };
  const handlers: HandlerList = [
    [readStorageFx, ({ area, key }: { area: StorageArea; key: string }) => areas[area].get(key) ?? null],
    [
      writeStorageFx,
      ({ area, key, value }: { area: StorageArea; key: string; value: string | null }) => {
        if (value === null) areas[area].delete(key);
        else areas[area].set(key, value);
      },
    ],
    [
      clearStorageFx,
      () => {
        areas.local.clear();
        areas.session.clear();
      },
    ],
  ];
  return { local: areas.local, session: areas.session, handlers };
}
