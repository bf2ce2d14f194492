import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { $mailboxes } from '@/entities/mailbox/model';
import { $user } from '@/entities/session/model';
import { $exportState, $exportUrl } from '@/features/data-export/model';
import { $selectOneEmailVisible, $updatingEmails } from '@/features/mailbox-settings/model';
import {
  $permissionSheetOpen,
  $pushError,
  $pushPermission,
  $pushRegistered,
  $settingsLoadFailed,
  $userSettings,
} from '@/features/notification-settings/model';
import { $settingsFailed, $settingsLoading, SettingsGate } from '@/pages/settings/model';
import { SettingsView } from '@/pages/settings/view';
import { MAILBOXES, SETTINGS, USER } from './fixtures';

type Values = [unknown, unknown][];

const meta = {
  title: 'Pages/Account/Settings',
  component: SettingsView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The scope of a settings sub-page: loaded user and mailboxes, the gate on `page`. */
function scope(page: string, email: string | null = null, extra: Values = []): { workbench: object } {
  return {
    workbench: {
      scopeValues: [
        [SettingsGate.state, { page, email }],
        [$settingsLoading, false],
        [$user, USER],
        [$mailboxes, MAILBOXES],
        ...extra,
      ],
    },
  };
}

/** /settings: mailboxes with their state, preferences, legal pages and help (new tab). */
export const List: Story = {
  parameters: scope('settings'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(canvas.getAllByTestId('settings-mailbox-link')).toHaveLength(MAILBOXES.length);
  },
};

export const ListRightToLeft: Story = { ...List, globals: { locale: 'ar-sa' }, play: undefined };

/** Sign out of every session (the list's last section): the confirmation. */
export const ListSignOutEverywhereConfirm: Story = {
  parameters: scope('settings'),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('logout-all'));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Sign out of every session?' })).toBeVisible();
  },
};

export const Loading: Story = { parameters: scope('settings', null, [[$settingsLoading, true]]) };

/** Spec §8: settings load failure → the generic error page with a refresh button. */
export const LoadError: Story = {
  parameters: scope('settings', null, [[$settingsFailed, true]]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Refresh' })).toBeVisible();
  },
};

/** Details of an active mailbox (switch, panel, remove). */
export const Details: Story = { parameters: scope('details', 'camille.martin@gmail.com') };

/** The last active mailbox refused: select_one_email (3 s in the app). */
export const DetailsSelectOneEmail: Story = {
  parameters: scope('details', 'camille.martin@gmail.com', [[$selectOneEmailVisible, true]]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('select-one-email')).toBeVisible();
  },
};

/** The settings call in flight: the switch is busy. */
export const DetailsUpdating: Story = {
  parameters: scope('details', 'camille.martin@outlook.com', [
    [$updatingEmails, ['camille.martin@outlook.com']],
  ]),
};

/** Invalid grant: the reconnect banner; the switch cannot be toggled. */
export const DetailsInvalidGrant: Story = { parameters: scope('details', 'cmartin@aol.com') };

/** Provider shut down: its banner; the switch cannot be toggled. */
export const DetailsShutdown: Story = { parameters: scope('details', 'camille.martin@orange.fr') };

/** Remove the mailbox: the confirmation. */
export const DetailsRemoveConfirm: Story = {
  parameters: scope('details', 'camille.martin@outlook.com'),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('mailbox-delete'));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Remove this mailbox?' })).toBeVisible();
  },
};

/** An address that is no longer connected. */
export const DetailsMissing: Story = { parameters: scope('details', 'gone@example.com') };

export const Panel: Story = { parameters: scope('panel', 'camille.martin@gmail.com') };

/** Panel of an invalid-grant mailbox: disabled switch, reconnect banner. */
export const PanelInvalidGrant: Story = { parameters: scope('panel', 'cmartin@aol.com') };

/** Notifications, permission not asked yet. */
export const Notifications: Story = {
  parameters: scope('notifications', null, [
    [$userSettings, SETTINGS],
    [$pushPermission, 'default'],
  ]),
};

export const NotificationsRegistered: Story = {
  parameters: scope('notifications', null, [
    [$userSettings, { ...SETTINGS, isRegisteredToPushNotifications: true }],
    [$pushPermission, 'granted'],
    [$pushRegistered, true],
  ]),
};

/** Denied: the explanation under the switch and the explanatory sheet. */
export const NotificationsDenied: Story = {
  parameters: scope('notifications', null, [
    [$userSettings, SETTINGS],
    [$pushPermission, 'denied'],
    [$permissionSheetOpen, true],
  ]),
};

/** Registration failed: register_error. */
export const NotificationsRegisterError: Story = {
  parameters: scope('notifications', null, [
    [$userSettings, SETTINGS],
    [$pushPermission, 'granted'],
    [$pushError, 'register_error'],
  ]),
};

export const NotificationsLoading: Story = { parameters: scope('notifications') };

export const NotificationsLoadError: Story = {
  parameters: scope('notifications', null, [[$settingsLoadFailed, true]]),
};

export const MyData: Story = { parameters: scope('my-data') };

export const MyDataPreparing: Story = { parameters: scope('my-data', null, [[$exportState, 'pending']]) };

export const MyDataReady: Story = {
  parameters: scope('my-data', null, [
    [$exportState, 'done'],
    [$exportUrl, '/api/users/gdpr/r1/file?key=story'],
  ]),
};

export const MyDataFailed: Story = { parameters: scope('my-data', null, [[$exportState, 'failed']]) };

export const Cookies: Story = { parameters: scope('cookies_policy') };
