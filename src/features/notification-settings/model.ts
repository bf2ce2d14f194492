import { createEffect, createEvent, createStore, sample } from 'effector';
import type { UserSettings } from '@/shared/api/contract';
import { GENERIC_ERROR_KEY, toastShown } from '@/shared/lib/toast/model';
import {
  getPushTokenFx,
  loadUserSettingsFx,
  type NotificationSettingName,
  type PushPermission,
  readAppInstanceIdFx,
  readPushPermissionFx,
  registerPushFx,
  requestPushPermissionFx,
  unregisterPushFx,
  updateUserSettingFx,
} from './api';

/** Spec §8 push errors. */
export type PushError = 'denied' | 'token__error' | 'register_error';
/** i18next keys of the push errors (namespace product). */
export const PUSH_ERROR_KEYS: Readonly<Record<PushError, string>> = {
  denied: 'product:push_error_denied',
  token__error: 'product:push_error_token__error',
  register_error: 'product:push_error_register_error',
};

export const notificationSettingsOpened = createEvent();
export const notificationSettingChanged = createEvent<{ name: NotificationSettingName; value: boolean }>();
/** The push switch: on registers, off unregisters (after the permission flow). */
export const pushToggled = createEvent<boolean>();
export const permissionSheetClosed = createEvent();

export const $userSettings = createStore<UserSettings | null>(null);
/** Spec §8: settings load failure → generic error page with a refresh button. */
export const $settingsLoadFailed = createStore(false);
export const $pushPermission = createStore<PushPermission>('default');
/** Denied opens an explanatory sheet. */
export const $permissionSheetOpen = createStore(false);
export const $pushRegistered = createStore(false);
export const $pushError = createStore<PushError | null>(null);
const $appInstanceId = createStore<string | null>(null);

// ---- Load -----------------------------------------------------------------------------------
const openFx = createEffect(async () => {
  const [permission, appInstanceId] = await Promise.all([readPushPermissionFx(), readAppInstanceIdFx()]);
  const settings = await loadUserSettingsFx(appInstanceId);
  return { permission, appInstanceId, settings };
});
sample({ clock: notificationSettingsOpened, target: openFx });
$pushPermission.on(openFx.doneData, (_, { permission }) => permission);
$appInstanceId.on(openFx.doneData, (_, { appInstanceId }) => appInstanceId);
$userSettings.on(openFx.doneData, (_, { settings }) => settings);
$pushRegistered.on(openFx.doneData, (_, { settings }) => settings.isRegisteredToPushNotifications);
$settingsLoadFailed.on(openFx.fail, () => true).reset(openFx);

// ---- Update with restore on failure --------------------------------------------------------
const setSetting = (settings: UserSettings, name: NotificationSettingName, value: boolean): UserSettings => ({
  ...settings,
  notifications: {
    ...settings.notifications,
    push: {
      ...settings.notifications.push,
      [name === 'notifications.push.news' ? 'news' : 'important']: value,
    },
  },
});
const changed = sample({
  clock: notificationSettingChanged,
  source: $userSettings,
  filter: (settings): settings is UserSettings => settings !== null,
  fn: (previous, { name, value }) => ({ name, value, previous: previous as UserSettings }),
});
sample({ clock: changed, target: updateUserSettingFx });
$userSettings
  .on(changed, (_, { name, value, previous }) => setSetting(previous, name, value))
  .on(updateUserSettingFx.doneData, (_, settings) => settings)
  // On update failure, the previous settings are restored.
  .on(updateUserSettingFx.fail, (_, { params }) => params.previous);

// ---- Push permission flow: default → request, denied → explain, granted → register/unregister
const toggled = sample({
  clock: pushToggled,
  source: $pushPermission,
  fn: (permission, on) => ({ permission, on }),
});
sample({
  clock: toggled,
  filter: ({ permission }) => permission === 'default',
  target: requestPushPermissionFx,
});
sample({
  clock: toggled,
  filter: ({ permission }) => permission === 'denied',
  fn: () => true,
  target: $permissionSheetOpen,
});
$permissionSheetOpen.reset(permissionSheetClosed);
$pushPermission.on(requestPushPermissionFx.doneData, (_, permission) => permission);
sample({
  clock: requestPushPermissionFx.doneData,
  filter: (permission) => permission === 'denied',
  fn: () => 'denied' as const,
  target: $pushError,
});

const registerFx = createEffect(
  async ({ vapid, appInstanceId }: { vapid: string; appInstanceId: string }) => {
    let token: string;
    try {
      token = await getPushTokenFx(vapid);
    } catch {
      throw new Error('token__error');
    }
    try {
      await registerPushFx({ token, appInstanceId });
    } catch {
      throw new Error('register_error');
    }
  },
);
const registerRequested = sample({
  clock: [
    toggled.filter({ fn: ({ permission, on }) => permission === 'granted' && on }),
    requestPushPermissionFx.doneData.filter({ fn: (permission) => permission === 'granted' }),
  ],
  source: { settings: $userSettings, appInstanceId: $appInstanceId },
  filter: ({ appInstanceId }) => appInstanceId !== null,
  fn: ({ settings, appInstanceId }) => ({
    vapid: settings?.vapidPublicKey ?? '',
    appInstanceId: appInstanceId as string,
  }),
});
sample({ clock: registerRequested, target: registerFx });
$pushRegistered.on(registerFx, () => true).on(registerFx.fail, () => false); // reset on failure
$pushError
  .on(registerFx.failData, (_, error) =>
    error.message === 'token__error' ? 'token__error' : 'register_error',
  )
  .reset(registerFx.done, permissionSheetClosed);

sample({
  clock: toggled,
  source: $appInstanceId,
  filter: (appInstanceId, { permission, on }) => permission === 'granted' && !on && appInstanceId !== null,
  fn: (appInstanceId) => appInstanceId as string,
  target: unregisterPushFx,
});
$pushRegistered.on(unregisterPushFx.done, () => false);

sample({
  clock: [updateUserSettingFx.fail, unregisterPushFx.fail],
  fn: () => ({ kind: 'error' as const, messageKey: GENERIC_ERROR_KEY }),
  target: toastShown,
});
