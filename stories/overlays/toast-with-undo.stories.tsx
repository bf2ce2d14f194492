import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Toaster } from '@/shared/ui/toaster';

interface UndoToastProps {
  onAction?: (id: number | string) => void;
  onClose?: (id: number | string) => void;
}

/** The toast after a decision on the cleaning screen: what was done, and Undo (Ctrl/Cmd+Z too). */
function UndoToast({ onAction = () => {}, onClose = () => {} }: UndoToastProps) {
  return (
    <div className="min-h-dvh p-6">
      <Toaster
        // A long duration: the screenshot sees the toast whatever the machine's speed.
        duration={600_000}
        toasts={[
          {
            id: 1,
            kind: 'success',
            messageKey: 'cleaning:toast_unsubscribes',
            values: { name: 'Daily Deals' },
            action: { labelKey: 'cleaning:undo', altTextKey: 'cleaning:undo_alt' },
          },
        ]}
        onAction={onAction}
        onClose={onClose}
      />
    </div>
  );
}

const meta = {
  title: 'Overlays/ToastWithUndo',
  component: UndoToast,
  parameters: { layout: 'fullscreen' },
  args: { onAction: fn(), onClose: fn() },
} satisfies Meta<typeof UndoToast>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Undo is a labelled button of the toast; pressing it reports the toast. */
export const Undo: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Unsubscribed: Daily Deals')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Undo' }));
    await expect(args.onAction).toHaveBeenCalledWith(1);
  },
};

/** Shown, not pressed. */
export const Shown: Story = {};

export const RightToLeft: Story = { globals: { locale: 'ar-sa' } };
