import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HowItWorks } from '@/widgets/landing-pitch/ui/how-it-works';

const meta = {
  title: 'Stats/HowItWorks',
  component: HowItWorks,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div className="mx-auto max-w-5xl">{Story()}</div>],
} satisfies Meta<typeof HowItWorks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three numbered steps, in order: connect, swipe, enjoy. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Connect your mailbox',
      'Swipe to decide',
      'Enjoy a lighter inbox',
    ]);
  },
};

export const Finnish: Story = { globals: { locale: 'fi-fi' } };

export const Korean: Story = { globals: { locale: 'ko-kr' } };

export const RightToLeft: Story = { globals: { locale: 'ar-sa' } };
