import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PrivacyCards } from '@/widgets/landing-pitch/ui/privacy-cards';

const meta = {
  title: 'Stats/PrivacyCards',
  component: PrivacyCards,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div className="mx-auto max-w-5xl">{Story()}</div>],
} satisfies Meta<typeof PrivacyCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your privacy comes first' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const German: Story = { globals: { locale: 'de-de' } };

export const Japanese: Story = { globals: { locale: 'ja-jp' } };

export const RightToLeft: Story = { globals: { locale: 'ar-sa' } };
