import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LongFailureModal } from '@/features/connect/ui/long-failure-modal';

const meta = {
  title: 'Overlays/LongFailureModal',
  component: LongFailureModal,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onRetry: fn(), onClose: fn() },
} satisfies Meta<typeof LongFailureModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {};

/** The retry is running: the button is busy and ignores presses. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement, args }) => {
    const retry = page(canvasElement).getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry, { pointerEventsCheck: 0 });
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Keyboard: Close, then Try again; Enter retries, Escape closes. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const [close] = body.getAllByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Japanese: Story = { globals: { locale: 'ja-jp' } };

export const RightToLeft: Story = { globals: { locale: 'ar-sa' } };
