import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { $emailToDelete, $storedEmail } from '@/entities/session/model';
import { $currentRoute } from '@/features/navigation/model';
import {
  $email,
  $formError,
  $loginModal,
  $openedPath,
  $password,
  $passwordFlagged,
  $phase,
  $tutorialStep,
} from '@/pages/login-provider/model';
import { LoginProviderPage } from '@/pages/login-provider/view';
import { pageRoute } from './routes';

const route = (provider: string) => pageRoute('loginProvider', `/login/${provider}`, { provider });

/**
 * The view sets the form from the stored e-mail when it opens; the stories then hold the state through
 * their scope (tutorial step, phase, error, modal).
 */
function state(provider: string, email: string, extra: ReadonlyArray<readonly [unknown, unknown]> = []) {
  return {
    route: `/login/${provider}`,
    scopeValues: [
      [$currentRoute, route(provider)],
      [$openedPath, `/login/${provider}`],
      [$storedEmail, email],
      [$email, email],
      ...extra,
    ],
  };
}

const meta = {
  title: 'Pages/Onboarding/LoginProvider',
  component: LoginProviderPage,
  args: { autoFocusField: false },
  parameters: { layout: 'fullscreen', workbench: state('web', 'ada@demo.tidyfox.test') },
} satisfies Meta<typeof LoginProviderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Unknown provider (lookup answer other): the IMAP tutorial, step 1. */
export const WebTutorial: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Before you sign in to your mail provider' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Yahoo: the application-password tutorial with its link (opens a new tab). */
export const YahooTutorial: Story = {
  parameters: { workbench: state('yahoo', 'ada@yahoo.com') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Open Yahoo/ })).toHaveAttribute('target', '_blank');
  },
};

/** The login form (yahoo: an application password of 16 characters). */
export const YahooForm: Story = {
  parameters: { workbench: state('yahoo', 'ada@yahoo.com', [[$phase, 'login']]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

/** The delete-account login variant (onboarding §4): the notice names the account to delete. */
export const DeleteAccountForm: Story = {
  parameters: {
    workbench: state('yahoo', 'ada@yahoo.com', [
      [$phase, 'login'],
      [$emailToDelete, 'ada@yahoo.com'],
    ]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sign in to delete your account')).toBeVisible();
    await expect(canvas.getAllByText('ada@yahoo.com').length).toBeGreaterThan(0);
  },
};

/** iCloud form. */
export const ICloudForm: Story = {
  parameters: { workbench: state('icloud', 'ada@icloud.com', [[$phase, 'login']]) },
};

/** GMX, wrong password: the IMAP variant of the message. */
export const GmxWrongPassword: Story = {
  parameters: {
    workbench: state('gmx', 'ada@gmx.de', [
      [$phase, 'login'],
      [$password, 'not-it'],
      [$formError, ['login:login_error_invalid_email_password_imap']],
    ]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('IMAP access is turned off');
  },
};

/** Yahoo with the usual password: the app-password popup, the field flagged. */
export const ApplicationPasswordModal: Story = {
  parameters: {
    workbench: state('yahoo', 'ada@yahoo.com', [
      [$phase, 'login'],
      [$password, 'my usual password'],
      [$passwordFlagged, true],
      [$loginModal, 'applicationPassword'],
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('dialog', { name: 'An application password is needed' }),
    ).toBeVisible();
  },
};

/** imap_disabled: the IMAP modal. */
export const ImapDisabledModal: Story = {
  parameters: {
    workbench: state('gmx', 'ada@gmx.de', [
      [$phase, 'login'],
      [$loginModal, 'imapDisabled'],
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('dialog', { name: 'Turn on IMAP access' }),
    ).toBeVisible();
  },
};

/** timeout: fetch_error_text and the long-failure modal. */
export const LongFailureModal: Story = {
  parameters: {
    workbench: state('aol', 'ada@aol.com', [
      [$phase, 'login'],
      [$formError, ['login:fetch_error_text']],
      [$loginModal, 'longFailure'],
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('dialog', { name: 'This is taking longer than usual' }),
    ).toBeVisible();
  },
};

/** The tutorial at its last step. */
export const TutorialLastStep: Story = {
  parameters: { workbench: state('aol', 'ada@aol.com', [[$tutorialStep, 2]]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: "I'm ready to sign in" })).toBeVisible();
  },
};
