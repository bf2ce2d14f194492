import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { $oauthState } from '@/features/oauth/model';
import { LoginOAuthView } from '@/pages/login-oauth/view';
import { OAuthStartView } from '@/pages/oauth-start/view';

const meta = {
  title: 'Pages/Onboarding rest/Microsoft OAuth',
  component: LoginOAuthView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginOAuthView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Start screen (/login/microsoft/redirect): on its way to Microsoft's authorize page. */
export const Start: Story = {
  render: () => <OAuthStartView />,
  parameters: { workbench: { scopeValues: [[$oauthState, 'loading']] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Connecting to Microsoft…' })).toBeVisible();
  },
};

/** Redirect screen (/login-o-auth/microsoft): the code is being exchanged. */
export const Exchanging: Story = {
  parameters: { workbench: { scopeValues: [[$oauthState, 'loading']] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Connecting your mailbox…');
  },
};

/** Error (a state other than step1, or a failed exchange): retry or give up. */
export const Failed: Story = {
  parameters: { workbench: { scopeValues: [[$oauthState, 'error']] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Give up' })).toBeVisible();
  },
};

/** imap_disabled: the help with Outlook's five steps and a link to its settings. */
export const ImapDisabled: Story = {
  parameters: { workbench: { scopeValues: [[$oauthState, 'imapDisabled']] } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.querySelectorAll('[data-slot="imap-steps"] li')).toHaveLength(5);
  },
};
