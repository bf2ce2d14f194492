// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadUserSettingsFx,
  readAppInstanceIdFx,
  readPushPermissionFx,
} from '@/features/notification-settings/api';
import { CORE_NAMESPACES, i18n, setupI18n } from '@/shared/i18n/i18n';
import { makeUser } from '@/shared/test/fixtures';
import { renderOutsideAct } from '@/shared/test/render-outside-act';
import { $settingsPage, loadSettingsUserFx } from './model';
import { SettingsPage } from './view';

/**
 * Outside the page's Suspense boundary: re-renders with every change of the sub-page (the loop flips
 * it) and stops the app (an uncaught render error unmounts the root) once the user was loaded more
 * than a few times, so a reopened loop fails this test instead of spinning forever.
 */
function Tripwire({ calls }: { calls: () => number }) {
  useUnit($settingsPage);
  if (calls() > 5) throw new Error(`GET /v3/users loop: ${calls()} settings loads`);
  return null;
}

const page = renderOutsideAct();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/settings/notifications opened with only the core namespaces loaded (as the app starts)', () => {
  it('loads the user once and shows the push switch (no gate open/close loop on GET /v3/users)', async () => {
    await setupI18n('en-gb', CORE_NAMESPACES);
    // (the page's own namespaces arrive on demand, as in the app: the page suspends on them)
    expect(i18n.hasLoadedNamespace('account')).toBe(false);
    const loadUser = vi.fn(async () => ({ user: makeUser() }));
    const scope = fork({
      handlers: [
        [loadSettingsUserFx, loadUser],
        [readPushPermissionFx, () => 'default' as const],
        [readAppInstanceIdFx, () => 'app-1'],
        [
          loadUserSettingsFx,
          async () => ({
            notifications: { push: { news: true, important: true } },
            isRegisteredToPushNotifications: false,
            vapidPublicKey: 'vapid',
          }),
        ],
      ],
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Rendered as the browser does, outside act(): a render loop then yields to the test (under act() it
    // would spin synchronously forever instead of failing).
    page.show(
      <I18nextProvider i18n={i18n}>
        <Provider value={scope}>
          <MemoryRouter initialEntries={['/settings/notifications']}>
            <Tripwire calls={() => loadUser.mock.calls.length} />
            <Suspense fallback={<p>loading</p>}>
              <Routes>
                <Route path="/settings/:page" element={<SettingsPage />} />
              </Routes>
            </Suspense>
          </MemoryRouter>
        </Provider>
      </I18nextProvider>,
    );
    expect(
      await screen.findByRole('switch', { name: /Notifications on this browser/ }, { timeout: 3000 }),
    ).toBeVisible();
    expect(loadUser).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls.map(String).join('\n')).not.toMatch(/Maximum update depth/);
  });
});
