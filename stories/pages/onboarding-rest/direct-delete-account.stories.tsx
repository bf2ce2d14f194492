import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DeleteAccountNotice } from '@/features/delete-account/ui/delete-account-notice';
import { $lookupInlineError } from '@/features/provider-lookup/model';
import { $deleteEmail } from '@/pages/direct-delete-account/model';
import { DirectDeleteAccountView } from '@/pages/direct-delete-account/view';

const meta = {
  title: 'Pages/Onboarding rest/Delete account',
  component: DirectDeleteAccountView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DirectDeleteAccountView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /direct-delete-account: the address of the account to delete (prefilled when known). */
export const Default: Story = {
  parameters: { workbench: { scopeValues: [[$deleteEmail, 'ada.lovelace@gmail.com']] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Delete my account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** The lookup found no account for the address (delete_account_not_in_database). */
export const NotInDatabase: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [$deleteEmail, 'someone@example.com'],
        [$lookupInlineError, 'platform:delete_account_not_in_database'],
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('We found no account for this e-mail address.')).toBeVisible();
  },
};

/** The delete-account variant of the login pages: the notice above the login form. */
export const LoginVariantNotice: Story = {
  parameters: { layout: 'centered' },
  render: () => (
    <div className="w-[min(28rem,calc(100vw-2rem))]">
      <DeleteAccountNotice email="ada.lovelace@gmail.com" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sign in to delete your account')).toBeVisible();
  },
};
