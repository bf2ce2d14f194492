import { createEffect } from 'effector';
import { api } from '@/shared/api/client';
import type { UserSettings } from '@/shared/api/contract';

export type PushPermission = 'default' | 'granted' | 'denied';
export type NotificationSettingName = 'notifications.push.news' | 'notifications.push.important';

/** GET /v3/users/settings (optional appInstanceId). */
export const loadUserSettingsFx = createEffect((appInstanceId: string | null) =>
  api.userSettings(appInstanceId ? { query: { appInstanceId } } : undefined),
);
/** PUT /v3/users/settings with name and value. */
export const updateUserSettingFx = createEffect(
  ({ name, value }: { name: NotificationSettingName; value: boolean; previous: UserSettings }) =>
    api.userSettingsUpdate({ body: { name, value } }),
);
/** POST /v3/users/notification/push/register with token, appInstanceId, device web. */
export const registerPushFx = createEffect(
  ({ token, appInstanceId }: { token: string; appInstanceId: string }) =>
    api.pushRegister({ body: { token, appInstanceId, device: 'web' } }),
);
/** Unregister (the spec does not show it; the contract's POST …/push/unregister). */
export const unregisterPushFx = createEffect((appInstanceId: string) =>
  api.pushUnregister({ body: { appInstanceId } }),
);

// ---- Browser side (never touched by the model itself; tests replace these) -----------------
/** Reads Notification.permission. */
export const readPushPermissionFx = createEffect((): PushPermission => {
  if (typeof Notification === 'undefined') return 'denied';
  return Notification.permission as PushPermission;
});
/** Notification.requestPermission(). */
export const requestPushPermissionFx = createEffect(async (): Promise<PushPermission> => {
  if (typeof Notification === 'undefined') return 'denied';
  return (await Notification.requestPermission()) as PushPermission;
});

const INSTANCE_KEY = 'appInstanceId';
/** A stable id of this browser install, kept in local storage. */
export const readAppInstanceIdFx = createEffect((): string => {
  try {
    const stored = window.localStorage.getItem(INSTANCE_KEY);
    if (stored) return stored;
    const created = crypto.randomUUID();
    window.localStorage.setItem(INSTANCE_KEY, created);
    return created;
  } catch {
    return crypto.randomUUID();
  }
});

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = `${value}${'='.repeat((4 - (value.length % 4)) % 4)}`.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The push service worker (served from public/). */
export const SERVICE_WORKER_URL = '/sw.js';

/** Subscribes this browser to Web Push with the server's VAPID key; answers the token (JSON). */
export const getPushTokenFx = createEffect(async (vapidPublicKey: string): Promise<string> => {
  // The service worker (public/sw.js) shows the notifications and opens /newsletters on click.
  if (!(await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL))) {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  }
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(vapidPublicKey),
    }));
  return JSON.stringify(subscription);
});
