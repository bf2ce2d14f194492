import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SEASONAL_THEMES } from '@/shared/config/constants';
import { SeasonalDecoration } from '@/shared/ui/seasonal-decoration';

const meta = {
  title: 'Basics/SeasonalDecoration',
  component: SeasonalDecoration,
  args: { theme: 'winterSki', size: 'lg' },
} satisfies Meta<typeof SeasonalDecoration>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WinterSki: Story = {};
export const WinterSnowman: Story = { args: { theme: 'winterSnowman' } };
export const Halloween: Story = { args: { theme: 'halloween' } };

/** The three themes at the three sizes; decorative, hidden from assistive technology. */
export const AllThemes: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} className="flex items-end gap-4">
          {SEASONAL_THEMES.map((theme) => (
            <SeasonalDecoration key={theme} theme={theme} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const drawings = canvasElement.querySelectorAll('[data-slot="seasonal-decoration"]');
    await expect(drawings).toHaveLength(9);
    for (const drawing of drawings) await expect(drawing).toHaveAttribute('aria-hidden', 'true');
  },
};
