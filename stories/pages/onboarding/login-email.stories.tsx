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
  parameters: {
    layout: 'fullscreen',
    workbench: { route: '/login/email', scopeValues: [[$currentRoute, loginEmail]] },
  },
} satisfies Meta<typeof LoginEmailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The field takes focus as the page opens; the screenshot is taken once that happened and the field is
 * blurred again (a focused rounded field rasterises its corners two ways from run to run).
 */
async function settleFocus(field: HTMLElement) {
  await waitFor(() => expect(field).toHaveFocus());
  field.blur();
}

/** Empty: Next stays disabled. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Connect your mailbox' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await settleFocus(canvas.getByLabelText('E-mail address'));
  },
};

/** A valid address: Next is enabled. */
export const ValidAddress: Story = {
  parameters: { workbench: { scopeValues: [[$currentRoute, withAddress]] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue('ada@gmail.com');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    await settleFocus(canvas.getByLabelText('E-mail address'));
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
