import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginErrorModals } from '@/widgets/login-error-modals/ui/login-error-modals';

const meta = {
  title: 'Overlays/LoginErrorModals',
  component: LoginErrorModals,
  parameters: { layout: 'fullscreen' },
  args: { modal: 'applicationPassword', provider: 'yahoo', retrying: false, onClose: fn(), onRetry: fn() },
} satisfies Meta<typeof LoginErrorModals>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** application_password: the provider's two-step verification page (from login-errors.ts), Back closes. */
export const ApplicationPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'An application password is needed' });
    await expect(within(dialog).getByRole('link', { name: /two-step verification/ })).toHaveAttribute(
      'href',
      'https://login.yahoo.com/myaccount/security/',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** imap_disabled: the provider's IMAP settings page. */
export const ImapDisabled: Story = {
  args: { modal: 'imapDisabled', provider: 'google' },
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Turn on IMAP access' });
    await expect(dialog).toBeVisible();
  },
};

/** timeout: the long-failure modal; Retry asks the page to connect again. */
export const LongFailure: Story = {
  args: { modal: 'longFailure', provider: 'web' },
  play: async ({ canvasElement, args }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'This is taking longer than usual' });
    await userEvent.click(within(dialog).getByRole('button', { name: /try again/i }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1));
  },
};

/** No failure: nothing is shown. */
export const NoneOpen: Story = {
  args: { modal: null },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
