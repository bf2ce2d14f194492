import { STORAGE_KEYS } from '@/shared/lib/storage/keys';
import { createStoredValue } from '@/shared/lib/storage/model';

/**
 * The session token (local storage key `token`), sent as `x-access-token` on every call. Lives in
 * shared so the HTTP client can read it; `@/entities/session` owns its life cycle.
 */
export const accessToken = createStoredValue<string | null>({ key: STORAGE_KEYS.token, defaultValue: null });
export const $accessToken = accessToken.$value;
