import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SenderAvatar } from '@/shared/ui/sender-avatar';

const meta = {
  title: 'Basics/SenderAvatar',
  component: SenderAvatar,
  args: { name: 'Daily Deals', address: 'news@dailydeals.example', size: 'lg' },
} satisfies Meta<typeof SenderAvatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const SENDERS = [
  ['Daily Deals', 'news@dailydeals.example'],
  ['Équipe Voyage', 'hello@voyage.example'],
  ['Ölkännchen', 'info@oel.example'],
  ['楽天市場', 'news@rakuten.example'],
  ['منصة التسوق', 'offers@souq.example'],
  ['Garden Club', 'club@garden.example'],
  ['', 'noreply@unknown.example'],
] as const;

/** A stable tint per address; initials by grapheme in any script. */
export const TintsAndScripts: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3 p-4">
      {SENDERS.map(([name, address]) => (
        <SenderAvatar key={address} name={name} address={address} size="lg" />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-end gap-3 p-4">
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <SenderAvatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

/** A picture that fails to load falls back to the initial. */
export const BrokenPictureFallsBack: Story = {
  args: { imageUrl: '/missing-logo.png' },
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('[data-slot="sender-avatar"]') as HTMLElement;
    await expect(avatar).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
    await expect(avatar).toHaveTextContent('D');
  },
};
