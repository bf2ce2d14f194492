import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from '@/shared/ui/checkbox';

const meta = {
  title: 'Basics/Checkbox',
  component: Checkbox,
  args: { label: 'Do not ask again', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Do not ask again' });
    await userEvent.click(canvas.getByText('Do not ask again'));
    await expect(box).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const States: Story = {
  render: () => (
    <div className="flex flex-col gap-4 p-4">
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="Indeterminate" checked="indeterminate" />
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled and checked" disabled defaultChecked />
      <Checkbox aria-label="Select sender" />
    </div>
  ),
};

export const WithDescriptionAndLongText: Story = {
  args: {
    label: 'I agree that Tidy Fox connects to this mailbox even though the provider is not fully supported',
    description: 'You can disconnect it at any time from the settings.',
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
};

function Controlled() {
  const [checked, setChecked] = useState(false);
  return (
    <div className="flex flex-col gap-2 p-4">
      <Checkbox label="Select all" checked={checked} onCheckedChange={(v) => setChecked(v === true)} />
      <output className="text-sm text-text-subtle">{checked ? 'on' : 'off'}</output>
    </div>
  );
}

/** Space toggles the focused checkbox. */
export const Keyboard: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('on')).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  args: { label: 'لا تسألني مرة أخرى', defaultChecked: true },
};
