import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from '@/shared/ui/switch';
import { textBounds } from '../support/text-fit';

const meta = {
  title: 'Basics/Switch',
  component: Switch,
  args: { label: 'Clean this mailbox', onCheckedChange: fn() },
  decorators: [(Story) => <div className="w-80 p-4">{Story()}</div>],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Clean this mailbox' });
    await userEvent.click(control);
    await expect(control).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const States: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <Switch label="Off" />
      <Switch label="On" defaultChecked />
      <Switch label="Disabled" disabled />
      <Switch label="Disabled on" disabled defaultChecked />
      <Switch label="Saving" busy defaultChecked />
      <Switch label="Small" size="sm" defaultChecked />
      <Switch aria-label="Without visible label" />
    </div>
  ),
};

/** While a change is saved the switch is busy and ignores presses. */
export const Busy: Story = {
  args: { busy: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Clean this mailbox' });
    await expect(control).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(control);
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Important notifications',
    description: 'Scan finished, a mailbox needs reconnecting, and similar news about your account.',
  },
};

/** A word longer than the room beside the switch breaks, and stays clear of the switch. */
export const LongWord: Story = {
  args: { label: 'Reichweitenmessung', description: 'analytics_storage' },
  decorators: [(Story) => <div className="w-44">{Story()}</div>],
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Reichweitenmessung' });
    const label = canvas.getByText('Reichweitenmessung');
    await expect(textBounds(label).right).toBeLessThanOrEqual(control.getBoundingClientRect().left);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('switch')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  args: { label: 'تنظيف صندوق البريد هذا', defaultChecked: true },
};
