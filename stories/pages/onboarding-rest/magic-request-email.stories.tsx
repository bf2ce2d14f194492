import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { $shutdownEmail, $storedEmail } from '@/entities/session/model';
import { $magicCountdown, $magicRequestStep } from '@/pages/magic-request-email/model';
import { MagicRequestEmailView } from '@/pages/magic-request-email/view';

const meta = {
  title: 'Pages/Onboarding rest/Magic link request',
  component: MagicRequestEmailView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MagicRequestEmailView>;
export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL = 'ada.lovelace@aol.com';

/** default: the stored e-mail and "Send me a link". */
export const Default: Story = {
  parameters: { workbench: { scopeValues: [[$storedEmail, EMAIL]] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in with a link' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send me a link' })).toBeEnabled();
  },
};

/** sent: the link is on its way (for 3 s, then the wait). */
export const Sent: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [$storedEmail, EMAIL],
        [$magicRequestStep, 'sent'],
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Link sent! Check your inbox' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send me a link' })).toBeDisabled();
  },
};

/** wait: sending again is possible once the 30 s countdown reaches 0. */
export const Wait: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [$storedEmail, EMAIL],
        [$magicRequestStep, 'wait'],
        [$magicCountdown, 12],
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You can ask for another link in 12 s.')).toBeVisible();
  },
};

/** expired: the post screen sent the user back because the link had expired. */
export const Expired: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [$storedEmail, EMAIL],
        [$magicRequestStep, 'expired'],
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This link has expired')).toBeVisible();
  },
};

/** error: too many links were asked for (rate_limited). */
export const TooManyRequests: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [$storedEmail, EMAIL],
        [$magicRequestStep, 'error'],
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many links requested');
  },
};

/** The stored e-mail is not the one whose provider was shut down: the reconnect link shows. */
export const WithReconnectLink: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [$storedEmail, EMAIL],
        [$shutdownEmail, 'ada@old-provider.test'],
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Connect another mailbox' })).toBeVisible();
  },
};
