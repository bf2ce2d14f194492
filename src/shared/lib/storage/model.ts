import {
  attach,
  createEffect,
  createEvent,
  createStore,
  type Effect,
  type EventCallable,
  type StoreWritable,
  sample,
} from 'effector';
import type { StorageArea } from './keys';

/**
 * Browser storage wrapped in effects, so models never touch `window` and tests replace the three
 * effects with `fork({ handlers })` (see `createMemoryStorage`).
 */
function backend(area: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, sandboxed iframe)
  }
}

export interface StorageReadParams {
  area: StorageArea;
  key: string;
}
export interface StorageWriteParams extends StorageReadParams {
  /** `null` removes the key. */
  value: string | null;
}

export const readStorageFx = createEffect<StorageReadParams, string | null>(({ area, key }) => {
  try {
    return backend(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
});

export const writeStorageFx = createEffect<StorageWriteParams, void>(({ area, key, value }) => {
  try {
    const storage = backend(area);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // quota exceeded or storage disabled: the value lives on in memory only
  }
});

/** Clears local and session storage. */
export const clearStorageFx = createEffect<void, void>(() => {
  try {
    backend('local')?.clear();
    backend('session')?.clear();
  } catch {
    // storage disabled
  }
});

/** Fired once at start: every stored value reads its key. */
export const storageRestoreRequested = createEvent();
/** Clears all storage; every stored value goes back to its default. */
export const allStorageCleared = createEvent();

sample({ clock: allStorageCleared, target: clearStorageFx });

export interface StoredValueConfig<T> {
  key: string;
  area?: StorageArea;
  defaultValue: T;
  /** Raw string → value; throwing or returning undefined falls back to the default. */
  parse?: (raw: string) => T | undefined;
  /** Value → raw string; `null` removes the key. */
  serialize?: (value: T) => string | null;
}

export interface StoredValue<T> {
  $value: StoreWritable<T>;
  /** Sets the value and writes it. */
  set: EventCallable<T>;
  /** Resets the value to its default and removes the key. */
  removed: EventCallable<void>;
  /** Reads the key now (also runs on `storageRestoreRequested`). */
  restoreFx: Effect<void, string | null>;
}

/** A store mirrored to one storage key. */
export function createStoredValue<T>(config: StoredValueConfig<T>): StoredValue<T> {
  const area = config.area ?? 'local';
  const { key, defaultValue } = config;
  const serialize = config.serialize ?? ((value: T) => (value === null ? null : String(value)));
  const parse = config.parse ?? ((raw: string) => raw as unknown as T);

  const $value = createStore<T>(defaultValue, { skipVoid: false });
  const set = createEvent<T>();
  const removed = createEvent();
  const restoreFx = attach({ effect: readStorageFx, mapParams: (): StorageReadParams => ({ area, key }) });
  const writeFx = attach({
    effect: writeStorageFx,
    mapParams: (value: string | null): StorageWriteParams => ({ area, key, value }),
  });

  $value.on(set, (_, value) => value).reset(removed, allStorageCleared);

  sample({ clock: storageRestoreRequested, target: restoreFx });
  sample({
    clock: restoreFx.doneData,
    fn: (raw): T => {
      if (raw === null) return defaultValue;
      try {
        const parsed = parse(raw);
        return parsed === undefined ? defaultValue : parsed;
      } catch {
        return defaultValue;
      }
    },
    target: $value,
  });
  sample({ clock: set, fn: serialize, target: writeFx });
  sample({ clock: removed, fn: () => null, target: writeFx });

  return { $value, set, removed, restoreFx };
}

/** A JSON value mirrored to one storage key. */
export function createStoredJson<T>(
  config: Omit<StoredValueConfig<T>, 'parse' | 'serialize'> & {
    validate?: (value: unknown) => value is T;
  },
): StoredValue<T> {
  return createStoredValue<T>({
    ...config,
    parse: (raw) => {
      const value: unknown = JSON.parse(raw);
      if (config.validate && !config.validate(value)) return undefined;
      return value as T;
    },
    serialize: (value) => (value === null || value === undefined ? null : JSON.stringify(value)),
  });
}
