import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StoreRedirectView } from '@/pages/store-redirect/view';
import { Button } from '@/shared/ui/button';
import { OnboardingFrame } from '@/widgets/onboarding-frame/ui/onboarding-frame';
import { OnboardingMessage } from '@/widgets/onboarding-frame/ui/onboarding-message';

const meta = {
  title: 'Pages/Onboarding rest/Frame and redirects',
  component: OnboardingFrame,
  parameters: { layout: 'fullscreen' },
  args: { homeHref: '/en-gb/', children: null },
} satisfies Meta<typeof OnboardingFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /instant-apps and /save-the-planet, for the moment before leaving for the store or the landing. */
export const StoreRedirect: Story = {
  render: () => <StoreRedirectView />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Taking you there…');
  },
};

/** The frame of these screens (back, the mark linking to the landing) around a message in each tone. */
export const FrameWithMessages: Story = {
  args: {
    onBack: fn(),
    children: (
      <>
        <OnboardingMessage
          icon="success"
          tone="success"
          title="Heading of the screen"
          text="A line of explanation under the heading, kept short."
          actions={<Button>Primary action</Button>}
        />
        <div className="grid grid-cols-2 gap-4">
          <OnboardingMessage icon="hourglass" tone="warning" title="Warning" />
          <OnboardingMessage icon="error" tone="danger" title="Danger" />
        </div>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Tidy Fox' })).toHaveAttribute('href', '/en-gb/');
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};
