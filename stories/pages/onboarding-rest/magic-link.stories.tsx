import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { $magicLinkState } from '@/pages/magic-link/model';
import { MagicLinkView } from '@/pages/magic-link/view';

const meta = {
  title: 'Pages/Onboarding rest/Magic link',
  component: MagicLinkView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MagicLinkView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** loading: the link's code is being checked. */
export const Loading: Story = {
  parameters: { workbench: { scopeValues: [[$magicLinkState, 'loading']] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Signing you in…');
  },
};

/** success: signed in; Continue leads to /fetch (or /settings with an e-mail to delete). */
export const Success: Story = {
  parameters: { workbench: { scopeValues: [[$magicLinkState, 'success']] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'You are signed in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

/** error: used or unknown link; leads to /login/email. */
export const Refused: Story = {
  parameters: { workbench: { scopeValues: [[$magicLinkState, 'error']] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign in again' })).toBeVisible();
  },
};

/** timeOut: the link expired; leads to /magic-request-email. */
export const TimeOut: Story = {
  parameters: { workbench: { scopeValues: [[$magicLinkState, 'timeOut']] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Get a new link' })).toBeVisible();
  },
};
