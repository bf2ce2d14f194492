import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserSettings } from '@/shared/api/contract';
import type { HandlerList } from '@/shared/lib/effector/handlers';
import { $toast, GENERIC_ERROR_KEY } from '@/shared/lib/toast/model';
import {
  getPushTokenFx,
  loadUserSettingsFx,
  type PushPermission,
  readAppInstanceIdFx,
  readPushPermissionFx,
  registerPushFx,
  requestPushPermissionFx,
  unregisterPushFx,
  updateUserSettingFx,
} from './api';
import {
  $permissionSheetOpen,
  $pushError,
  $pushPermission,
  $pushRegistered,
  $settingsLoadFailed,
  $userSettings,
  notificationSettingChanged,
  notificationSettingsOpened,
  pushToggled,
} from './model';

const settings = (news: boolean, registered = false): UserSettings => ({
  notifications: { push: { news, important: true } },
  isRegisteredToPushNotifications: registered,
  vapidPublicKey: 'vapid',
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function open(permission: PushPermission, extra: HandlerList = [], registered = false) {
  const calls = {
    register: vi.fn(async () => ({ done: true as const })),
    unregister: vi.fn(async () => ({ done: true as const })),
  };
  const scope = fork({
    handlers: [
      [readPushPermissionFx, () => permission],
      [readAppInstanceIdFx, () => 'app-1'],
      [loadUserSettingsFx, async () => settings(false, registered)],
      [getPushTokenFx, async () => '{"endpoint":"x"}'],
      [registerPushFx, calls.register],
      [unregisterPushFx, calls.unregister],
      ...extra,
    ],
  });
  await allSettled(notificationSettingsOpened, { scope });
  return { scope, calls };
}

describe('notification settings: on update failure, the previous settings are restored', () => {
  it('restores and shows the generic toast', async () => {
    const { scope } = await open('granted', [
      [
        updateUserSettingFx,
        async () => {
          throw new Error('boom');
        },
      ],
    ]);
    void allSettled(notificationSettingChanged, {
      scope,
      params: { name: 'notifications.push.news', value: true },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($userSettings)?.notifications.push.news).toBe(false);
    expect(scope.getState($toast)?.messageKey).toBe(GENERIC_ERROR_KEY);
  });
  it('keeps the new value when the update succeeds', async () => {
    const { scope } = await open('granted', [[updateUserSettingFx, async () => settings(true)]]);
    await allSettled(notificationSettingChanged, {
      scope,
      params: { name: 'notifications.push.news', value: true },
    });
    expect(scope.getState($userSettings)?.notifications.push.news).toBe(true);
  });
  it('a load failure raises the error-page flag', async () => {
    const scope = fork({
      handlers: [
        [readPushPermissionFx, () => 'default'],
        [readAppInstanceIdFx, () => 'app-1'],
        [
          loadUserSettingsFx,
          async () => {
            throw new Error('boom');
          },
        ],
      ],
    });
    await allSettled(notificationSettingsOpened, { scope });
    expect(scope.getState($settingsLoadFailed)).toBe(true);
  });
});

describe('push permission: default leads to a request; denied opens an explanatory sheet; granted registers or unregisters', () => {
  it('default → request → granted → register', async () => {
    const request = vi.fn(async (): Promise<PushPermission> => 'granted');
    const { scope, calls } = await open('default', [[requestPushPermissionFx, request]]);
    await allSettled(pushToggled, { scope, params: true });
    expect(request).toHaveBeenCalledTimes(1);
    expect(scope.getState($pushPermission)).toBe('granted');
    expect(calls.register).toHaveBeenCalledWith({ token: '{"endpoint":"x"}', appInstanceId: 'app-1' });
    expect(scope.getState($pushRegistered)).toBe(true);
  });
  it('denied opens the sheet and never registers', async () => {
    const { scope, calls } = await open('denied');
    await allSettled(pushToggled, { scope, params: true });
    expect(scope.getState($permissionSheetOpen)).toBe(true);
    expect(calls.register).not.toHaveBeenCalled();
  });
  it('granted + off unregisters', async () => {
    const { scope, calls } = await open('granted', [], true);
    expect(scope.getState($pushRegistered)).toBe(true);
    await allSettled(pushToggled, { scope, params: false });
    expect(calls.unregister).toHaveBeenCalledWith('app-1');
    expect(scope.getState($pushRegistered)).toBe(false);
  });
});

describe('on registration failure, the registered flag is reset (errors token__error, register_error)', () => {
  it('resets after a register_error', async () => {
    const { scope } = await open('granted', [
      [
        registerPushFx,
        async () => {
          throw new Error('boom');
        },
      ],
    ]);
    await allSettled(pushToggled, { scope, params: true });
    expect(scope.getState($pushRegistered)).toBe(false);
    expect(scope.getState($pushError)).toBe('register_error');
  });
  it('reports token__error when no push token can be made', async () => {
    const { scope } = await open('granted', [
      [
        getPushTokenFx,
        async () => {
          throw new Error('no sw');
        },
      ],
    ]);
    await allSettled(pushToggled, { scope, params: true });
    expect(scope.getState($pushRegistered)).toBe(false);
    expect(scope.getState($pushError)).toBe('token__error');
  });
});
