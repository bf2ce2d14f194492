import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { sessionEnded, userUpdated } from '@/entities/session/model';
import { isSettingsPage, type SettingsPage } from '@/features/mailbox-settings/navigation';
import { notificationSettingsOpened } from '@/features/notification-settings/model';
import { api } from '@/shared/api/client';
import { GENERIC_ERROR_KEY, toastShown } from '@/shared/lib/toast/model';

/** The opened sub-page and the mailbox it is about (details and panel carry `?email=`). */
export interface SettingsGateProps {
  page: string | undefined;
  email: string | null;
}

export const SettingsGate = createGate<SettingsGateProps>({ defaultState: { page: undefined, email: null } });

/** The sub-page shown: an unknown one falls back to the list. */
export const $settingsPage = SettingsGate.state.map(
  ({ page }): SettingsPage => (isSettingsPage(page) ? page : 'settings'),
);
export const $selectedEmail = SettingsGate.state.map(({ email }) => email);

/** Settings load (GET /v3/users): a failure shows the generic error page with a refresh button. */
export const loadSettingsUserFx = createEffect(() => api.user());
export const $settingsLoading = createStore(true);
export const $settingsFailed = createStore(false);

/** The refresh button of the error page reloads the page. */
export const reloadPageFx = createEffect(() => {
  window.location.reload();
});
export const refreshClicked = attach({ effect: reloadPageFx });

sample({ clock: SettingsGate.open, target: loadSettingsUserFx });
$settingsLoading.on(loadSettingsUserFx, () => true).on(loadSettingsUserFx.finally, () => false);
$settingsFailed.on(loadSettingsUserFx.fail, () => true).reset(loadSettingsUserFx.done);
// The session's user feeds the mailbox list (mailbox-settings model).
sample({ clock: loadSettingsUserFx.doneData, fn: ({ user }) => user, target: userUpdated });

// The notifications sub-page loads the user settings and the browser's permission.
// (clocked by the page actually changing: the gate's state object is new at every render.)
sample({
  clock: [SettingsGate.open, $settingsPage.updates],
  source: $settingsPage,
  filter: (page) => page === 'notifications',
  fn: () => undefined,
  target: notificationSettingsOpened,
});

/** A privacy-rights portal and a vulnerability disclosure programme (spec §2 settings, new tab). */
export const PRIVACY_RIGHTS_URL = 'https://privacy.tidyfox.app/requests';
export const VULNERABILITY_DISCLOSURE_URL = 'https://tidyfox.app/.well-known/security.txt';

// ---- Sign out of every session (POST /v3/users/logout/all) ----------------------------------------
/** The confirm dialog's button: every session of the user is revoked, this one included. */
export const logoutAllConfirmed = createEvent();
export const logoutAllFx = attach({ effect: api.userLogoutAll, mapParams: () => ({ body: {} }) });
export const $loggingOutAll = logoutAllFx.pending;
sample({
  clock: logoutAllConfirmed,
  filter: logoutAllFx.pending.map((pending) => !pending),
  target: logoutAllFx,
});
// Success: this browser's session ended too, so it is signed out to the landing (storage cleared).
sample({ clock: logoutAllFx.done, target: sessionEnded });
sample({
  clock: logoutAllFx.fail,
  fn: () => ({ kind: 'error' as const, messageKey: GENERIC_ERROR_KEY }),
  target: toastShown,
});
