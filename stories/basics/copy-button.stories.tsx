import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CopyButton } from '@/shared/ui/copy-button';

const meta = {
  title: 'Basics/CopyButton',
  component: CopyButton,
  args: { copied: false, onCopy: fn() },
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Copied: Story = { args: { copied: true } };

function WithFlag({ onCopy }: { onCopy: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <CopyButton
      copied={copied}
      onCopy={() => {
        onCopy();
        setCopied(true);
      }}
    />
  );
}

/** Pressing it calls onCopy; the model's copied flag turns the label into the confirmation. */
export const CopyThenCopiedLabel: Story = {
  render: (args) => <WithFlag onCopy={args.onCopy} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Copied!' })).toHaveAttribute('data-copied', 'true');
  },
};

export const RightToLeft: Story = { globals: { locale: 'ar-sa' }, args: { copied: true } };
