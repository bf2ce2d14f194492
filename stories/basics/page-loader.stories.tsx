import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageLoader } from '@/shared/ui/page-loader';
import { Skeleton } from '@/shared/ui/skeleton';

const meta = {
  title: 'Basics/PageLoader',
  component: PageLoader,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageLoader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without a message: the ring alone, "Loading…" announced. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading…');
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

export const WithMessage: Story = {
  args: { message: 'Connecting your mailbox…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Connecting your mailbox…');
  },
};

export const LongMessage: Story = {
  globals: { locale: 'de-de' },
  args: {
    message:
      'Wir verbinden Ihr Postfach und suchen nach Newslettern. Das dauert normalerweise weniger als eine Minute.',
  },
};

/** Over the screen while a request runs: fixed, blurred page behind. */
export const Overlay: Story = {
  args: { variant: 'overlay', message: 'Signing you in…' },
  render: (args) => (
    <div className="p-6">
      <div className="mx-auto flex max-w-md flex-col gap-4 rounded-card bg-surface p-6 shadow-card">
        <Skeleton shape="text" lines={2} decorative />
        <Skeleton shape="card" decorative />
      </div>
      <PageLoader {...args} />
    </div>
  ),
};

/** Inside a panel: fills its container. */
export const Inline: Story = {
  args: { variant: 'inline', message: 'Loading your statistics…' },
  decorators: [
    (Story) => (
      <div className="p-6">
        <div className="mx-auto max-w-md rounded-card bg-surface shadow-card">{Story()}</div>
      </div>
    ),
  ],
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  args: { message: 'جارٍ ربط صندوق بريدك…' },
};
