import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { landingVariant } from '@/features/landing-variant/model';
import { $currentRoute } from '@/features/navigation/model';
import { $unsupportedProvider } from '@/features/provider-lookup/model';
import { $heroEmail, $invalidField } from '@/pages/landing/model';
import { LandingPage } from '@/pages/landing/view';
import { $maintenanceBanner } from '@/shared/lib/maintenance/model';
import { $seasonalTheme } from '@/shared/lib/season/model';
import { pageRoute } from './routes';

const landing = pageRoute('landing', '/');

const meta = {
  title: 'Pages/Onboarding/Landing',
  component: LandingPage,
  args: { year: 2026, eagerFooter: true },
  parameters: {
    layout: 'fullscreen',
    workbench: {
      route: '/',
      scopeValues: [
        [$currentRoute, landing],
        [landingVariant.$value, 'A'],
      ],
    },
  },
} satisfies Meta<typeof LandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Variant A: the field, the call to action, the demo entry; on desktop the QR block and badges. */
export const VariantA: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Clean your mailbox in a few swipes' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('textbox', { name: 'Your e-mail address' })[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try it with a demo mailbox' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { name: 'Take Tidy Fox with you' })[0]).toBeInTheDocument();
  },
};

/** Variant B (and /start): no QR code, no app blocks. */
export const VariantB: Story = {
  parameters: {
    workbench: {
      route: '/start',
      scopeValues: [
        [$currentRoute, pageRoute('start', '/start')],
        [landingVariant.$value, 'B'],
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('heading', { name: 'Take Tidy Fox with you' })).toHaveLength(0);
  },
};

/** The health check reports maintenance. */
export const Maintenance: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [$currentRoute, landing],
        [landingVariant.$value, 'B'],
        [$maintenanceBanner, true],
      ],
    },
  },
};

/** An address that cannot be submitted. */
export const InvalidAddress: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [$currentRoute, landing],
        [landingVariant.$value, 'B'],
        [$heroEmail, 'ada@'],
        [$invalidField, 'hero'],
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Enter a valid e-mail address, such as name@example.com.')).toBeVisible();
  },
};

/** The lookup could not place the address: the provider error modal shows it. */
export const ProviderError: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [$currentRoute, landing],
        [landingVariant.$value, 'B'],
        [
          $unsupportedProvider,
          { code: 'mx_not_found', email: 'ada@nowhere.example', provider: null, reason: null },
        ],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog')).toHaveTextContent('ada@nowhere.example');
  },
};

/** The provider being shut down (data.reason shutdown): the modal names it. */
export const ProviderShutdown: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [$currentRoute, landing],
        [landingVariant.$value, 'B'],
        [
          $unsupportedProvider,
          { code: 'mx_unsupported', email: 'ada@aol.com', provider: 'aol', reason: 'shutdown' },
        ],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'AOL is no longer available' })).toBeVisible();
  },
};

/** Seasonal theme (onboarding §9): halloween's decoration beside the brand. */
export const Halloween: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [$currentRoute, landing],
        [landingVariant.$value, 'B'],
        [$seasonalTheme, 'halloween'],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="seasonal-decoration"]')).toHaveAttribute(
      'data-theme',
      'halloween',
    );
  },
};

/** Arabic, right to left. */
export const RightToLeft: Story = { globals: { locale: 'ar-sa' } };
