import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApplicationPasswordModal } from '@/features/connect/ui/application-password-modal';
import { expectTextInside } from '../support/text-fit';

const meta = {
  title: 'Overlays/ApplicationPasswordModal',
  component: ApplicationPasswordModal,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    provider: 'google',
    twoFactorUrl: 'https://myaccount.google.com/signinoptions/two-step-verification',
    onTwoFactorOpened: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof ApplicationPasswordModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The two-step verification page opens in a new tab; Back leaves. */
export const Google: Story = {
  play: async ({ canvasElement }) => {
    const link = page(canvasElement).getByRole('link', {
      name: 'Turn on two-step verification (opens in a new tab)',
    });
    await expect(link).toHaveAttribute(
      'href',
      'https://myaccount.google.com/signinoptions/two-step-verification',
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Yahoo: Story = {
  args: { provider: 'yahoo', twoFactorUrl: 'https://login.yahoo.com/myaccount/security/' },
};

/** Keyboard: Back has the focus first, then the link; Escape goes back. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await waitFor(() => expect(body.getByRole('button', { name: 'Back' })).toHaveFocus());
    await userEvent.tab();
    await expect(body.getByRole('link', { name: /Turn on two-step verification/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** A long label in a narrow dialog: the two-step link takes two lines rather than running past its edges. */
export const LongTextFinnish: Story = {
  globals: { locale: 'fi-fi' },
  play: async ({ canvasElement }) => {
    const link = page(canvasElement).getByRole('link', { name: /Ota kaksivaiheinen vahvistus käyttöön/ });
    await expectTextInside(link);
  },
};

export const RightToLeft: Story = { globals: { locale: 'ar-sa' } };
