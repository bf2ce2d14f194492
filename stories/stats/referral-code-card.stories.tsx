import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ReferralCodeCard, type ReferralCodeCardProps } from '@/features/sponsorship/ui/referral-code-card';

const meta = {
  title: 'Stats/ReferralCodeCard',
  component: ReferralCodeCard,
  args: { code: 'FOX-7Q2K', copied: false, onCopy: fn(), onShare: fn() },
  decorators: [(Story) => <div className="w-[min(28rem,calc(100vw-2rem))]">{Story()}</div>],
} satisfies Meta<typeof ReferralCodeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The code, copy and share; the share action calls back. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('FOX-7Q2K')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalledOnce();
  },
};

/** No code yet: a generating message with a loader; copy and share wait. */
export const Generating: Story = {
  args: { code: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Generating your code…')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="referral-code-card"]')).toHaveAttribute(
      'data-state',
      'generating',
    );
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeDisabled();
  },
};

function WithCopiedFlag(props: ReferralCodeCardProps) {
  const [copied, setCopied] = useState(false);
  return (
    <ReferralCodeCard
      {...props}
      copied={copied}
      onCopy={() => {
        props.onCopy();
        setCopied(true);
      }}
    />
  );
}

/** Copy calls back, and the model's copied flag turns the label into "Copied!" (keyboard here). */
export const CopyThenCopiedLabel: Story = {
  render: (args) => <WithCopiedFlag {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const copy = canvas.getByRole('button', { name: 'Copy' });
    await expect(copy).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCopy).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Copied!' })).toHaveAttribute('data-copied', 'true');
  },
};

/** The stats page's referral block: with a see-more link to /sponsorship. */
export const WithSeeMore: Story = {
  args: { onSeeMore: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'See my referrals' }));
    await expect(args.onSeeMore).toHaveBeenCalledOnce();
  },
};

/** A long generated code wraps inside its box. */
export const LongCode: Story = { args: { code: 'TIDYFOX-2026-GREEN-PLANET-7Q2K', copied: true } };

export const German: Story = { globals: { locale: 'de-de' }, args: { onSeeMore: fn() } };

export const RightToLeft: Story = { globals: { locale: 'ar-sa' }, args: { copied: true, onSeeMore: fn() } };
