import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CookieBanner } from '@/entities/cookie-consent/ui/cookie-banner';

const meta = {
  title: 'Overlays/CookieBanner',
  component: CookieBanner,
  parameters: { layout: 'fullscreen' },
  args: { onAccept: fn(), onRefuse: fn(), onCustomize: fn(), policyHref: '/cookies-policy' },
  decorators: [(Story) => <div className="min-h-dvh">{Story()}</div>],
} satisfies Meta<typeof CookieBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Accept all, refuse and customise each call their callback. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Your privacy, your choice' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept all' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Refuse' }));
    await expect(args.onRefuse).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Customise' }));
    await expect(args.onCustomize).toHaveBeenCalledOnce();
  },
};

/** Keyboard: policy link, Customise, Refuse, Accept all, in reading order. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Cookie policy (opens in a new tab)' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Customise' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refuse' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefuse).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Accept all' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

export const WithoutPolicyLink: Story = { args: { policyHref: undefined } };

export const LongTextGerman: Story = { globals: { locale: 'de-de' } };

export const Finnish: Story = { globals: { locale: 'fi-fi' } };

export const RightToLeft: Story = { globals: { locale: 'ar-sa' } };
