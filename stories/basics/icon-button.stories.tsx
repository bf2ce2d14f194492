import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from '@/shared/ui/icon-button';

const meta = {
  title: 'Basics/IconButton',
  component: IconButton,
  args: { icon: 'share', label: 'Share', onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Share' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

const VARIANTS = ['ghost', 'outline', 'solid', 'soft', 'unsubscribe', 'delete', 'keep', 'later'] as const;

export const Variants: Story = {
  render: (args) => (
    <div className="grid grid-cols-4 gap-3 p-4">
      {VARIANTS.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={variant} />
      ))}
      {VARIANTS.map((variant) => (
        <IconButton
          key={`${variant}-off`}
          {...args}
          variant={variant}
          label={`${variant} disabled`}
          disabled
        />
      ))}
    </div>
  ),
};

export const SizesAndLoading: Story = {
  render: (args) => (
    <div className="flex items-center gap-3 p-4">
      <IconButton {...args} size="sm" variant="outline" />
      <IconButton {...args} size="md" variant="outline" />
      <IconButton {...args} size="lg" variant="outline" />
      <IconButton {...args} size="md" variant="solid" loading label="Saving" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saving' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const KeyboardFocus: Story = {
  args: { variant: 'outline', icon: 'history', label: 'My actions' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'My actions' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
