import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProviderErrorModal } from '@/features/provider-lookup/ui/provider-error-modal';

const meta = {
  title: 'Overlays/ProviderErrorModal',
  component: ProviderErrorModal,
  parameters: { layout: 'fullscreen' },
  args: { open: true, code: 'mx_unsupported', email: 'camille@posteo.net', onClose: fn() },
} satisfies Meta<typeof ProviderErrorModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** mx_unsupported: the address is shown. */
export const Unsupported: Story = {
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: "We can't clean this mailbox yet" });
    await expect(within(dialog).getByText('camille@posteo.net')).toBeVisible();
  },
};

/** mx_not_found: nobody hosts this address (a typo, usually). */
export const NotFound: Story = { args: { code: 'mx_not_found', email: 'camille@gmial.con' } };

/** mx_unsupported with data.reason shutdown: the provider is being shut down (onboarding §2, §8). */
export const Shutdown: Story = {
  args: { code: 'mx_unsupported', email: 'camille@aol.com', provider: 'aol', reason: 'shutdown' },
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'AOL is no longer available' });
    await expect(dialog).toHaveAttribute('data-reason', 'shutdown');
    await expect(within(dialog).getByText('camille@aol.com')).toBeVisible();
  },
};

/** A very long address is cut with an ellipsis inside the card. */
export const LongAddress: Story = {
  args: {
    code: 'mx_not_found',
    email: 'camille.martin-dupont.newsletters.2026@mail.example-company-group.org',
  },
};

/** The button has the focus on open; Enter closes, and so does Escape. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const button = page(canvasElement).getByRole('button', { name: 'Use another address' });
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const RightToLeft: Story = { globals: { locale: 'ar-sa' } };
