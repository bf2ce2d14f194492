import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UnsupportedProviderModal } from '@/features/provider-lookup/ui/unsupported-provider-modal';

const meta = {
  title: 'Overlays/UnsupportedProviderModal',
  component: UnsupportedProviderModal,
  parameters: { layout: 'fullscreen' },
  args: { open: true, provider: 'microsoft', reason: null, onValidate: fn(), onBack: fn() },
} satisfies Meta<typeof UnsupportedProviderModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Microsoft: named, with its logo. */
export const Microsoft: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      page(canvasElement).getByRole('dialog', { name: "Microsoft isn't supported yet" }),
    ).toBeInTheDocument();
    await expect(canvasElement.ownerDocument.querySelector('[data-provider="microsoft"]')).not.toBeNull();
  },
};

/** A provider we have no name for: the server's word is shown. */
export const OtherProvider: Story = { args: { provider: 'Posteo' } };

/** No provider in the error data. */
export const UnknownProvider: Story = { args: { provider: null } };

/** The provider was shut down (data.reason shutdown). */
export const Shutdown: Story = {
  args: { provider: 'microsoft', reason: 'shutdown' },
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Microsoft is no longer available' });
    await expect(dialog).toHaveAttribute('data-reason', 'shutdown');
  },
};

/** Validate stays disabled until the consent box is ticked: a click does nothing and Tab skips it;
 * once ticked (Space) it is reachable and validates. */
export const ValidateDisabledUntilTicked: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const box = body.getByRole('checkbox', { name: 'I understand, and I want to try anyway' });
    const back = body.getByRole('button', { name: 'Back' });
    const validate = body.getByRole('button', { name: 'Validate' });
    await waitFor(() => expect(box).toHaveFocus());
    await expect(validate).toBeDisabled();
    await expect(validate).toHaveAccessibleDescription('Tick the box above to continue.');
    await userEvent.tab();
    await expect(back).toHaveFocus();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(validate, { pointerEventsCheck: 0 });
    await expect(args.onValidate).not.toHaveBeenCalled();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(validate).toBeEnabled();
    await userEvent.tab();
    await userEvent.tab();
    await expect(validate).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValidate).toHaveBeenCalledOnce();
  },
};

/** With the model's flag: the box reflects `consentChecked` and reports changes. */
function Controlled(args: { onConsentChange?: (checked: boolean) => void; onValidate: () => void }) {
  const [ticked, setTicked] = useState(false);
  return (
    <UnsupportedProviderModal
      open
      provider="Posteo"
      consentChecked={ticked}
      onConsentChange={(value) => {
        args.onConsentChange?.(value);
        setTicked(value);
      }}
      onValidate={args.onValidate}
      onBack={() => undefined}
    />
  );
}

export const ControlledConsent: Story = {
  args: { onConsentChange: fn() },
  render: (args) => <Controlled onConsentChange={args.onConsentChange} onValidate={args.onValidate} />,
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await userEvent.click(body.getByText('I understand, and I want to try anyway'));
    await expect(args.onConsentChange).toHaveBeenCalledWith(true);
    await expect(body.getByRole('button', { name: 'Validate' })).toBeEnabled();
  },
};

/** Back and Escape both cancel. */
export const BackAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onBack).toHaveBeenCalledTimes(2);
  },
};

export const LongTextGerman: Story = { globals: { locale: 'de-de' }, args: { reason: 'shutdown' } };

export const RightToLeft: Story = { globals: { locale: 'ar-sa' } };
