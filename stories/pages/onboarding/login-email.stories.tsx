import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { $currentRoute } from '@/features/navigation/model';
import { $lookupInlineError, $unsupportedProvider } from '@/features/provider-lookup/model';
import { LoginEmailPage } from '@/pages/login-email/view';
import { pageRoute } from './routes';

const loginEmail = pageRoute('loginEmail', '/login/email');
const withAddress = pageRoute('loginEmail', '/login/email', {}, { email: 'ada@gmail.com' });

const meta = {
  title: 'Pages/Onboarding/LoginEmail',
  component: LoginEmailPage,
  // No autofocus in screenshots: whether the field already took focus when the picture is taken (and
  // how a focused rounded field's corners rasterise) varies from run to run. The page autofocuses.
  args: { autoFocusField: false },
  parameters: {
    layout: 'fullscreen',
    workbench: { route: '/login/email', scopeValues: [[$currentRoute, loginEmail]] },
  },
} satisfies Meta<typeof LoginEmailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Empty: Next stays disabled. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Connect your mailbox' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** A valid address: Next is enabled. */
export const ValidAddress: Story = {
  parameters: { workbench: { scopeValues: [[$currentRoute, withAddress]] } },
  play: async ({ canvas }) => {
    // The page prefills the field when it opens (an effect after the first render): wait for it.
    await waitFor(() => expect(canvas.getByLabelText('E-mail address')).toHaveValue('ada@gmail.com'));
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** /add-inbox with the address in the route. */
export const AddInbox: Story = {
  parameters: {
    workbench: {
      route: '/add-inbox/ada@yahoo.fr',
      scopeValues: [
        [$currentRoute, pageRoute('addInbox', '/add-inbox/ada@yahoo.fr', { email: 'ada@yahoo.fr' })],
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add a mailbox' })).toBeVisible();
  },
};

/** The mailbox belongs to another user. */
export const AlreadyAssociated: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [$currentRoute, withAddress],
        [$lookupInlineError, 'platform:mailbox_already_associated'],
      ],
    },
  },
};

/** mx_unsupported: the unsupported-provider modal with its consent box. */
export const UnsupportedProvider: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [$currentRoute, withAddress],
        [
          $unsupportedProvider,
          {
            code: 'mx_unsupported',
            email: 'ada@outlook.com',
            provider: 'microsoft',
            reason: 'unsupported_domain',
          },
        ],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Validate' })).toBeDisabled();
  },
};

/** mx_not_found: the provider error modal with the address. */
export const ProviderNotFound: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [$currentRoute, withAddress],
        [
          $unsupportedProvider,
          { code: 'mx_not_found', email: 'ada@nowhere.example', provider: null, reason: null },
        ],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('dialog')).toHaveTextContent('ada@nowhere.example');
  },
};
