import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StoreBadges } from '@/shared/ui/store-badges';

const meta = {
  title: 'Stats/StoreBadges',
  component: StoreBadges,
  args: { appStoreUrl: 'https://apps.example/tidy-fox', googlePlayUrl: 'https://play.example/tidy-fox' },
} satisfies Meta<typeof StoreBadges>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two links that open the stores in a new tab, and say so to assistive technology. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const apple = canvas.getByRole('link', { name: 'Download on the App Store (opens in a new tab)' });
    await expect(apple).toHaveAttribute('href', 'https://apps.example/tidy-fox');
    await expect(apple).toHaveAttribute('target', '_blank');
    await expect(apple).toHaveAttribute('rel', 'noopener noreferrer');
    const google = canvas.getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' });
    await expect(google).toHaveAttribute('href', 'https://play.example/tidy-fox');
    await expect(canvas.getByRole('list', { name: 'Download the app' })).toBeVisible();
  },
};

export const SmallAndStacked: Story = { args: { size: 'sm', stacked: true } };

/** Only one store known: only its badge. */
export const OneStore: Story = {
  args: { appStoreUrl: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const German: Story = { globals: { locale: 'de-de' } };

export const RightToLeft: Story = { globals: { locale: 'ar-sa' } };
