import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  type ConfirmAction,
  ConfirmActionModal,
} from '@/features/action-confirmation/ui/confirm-action-modal';
import { Button } from '@/shared/ui/button';

interface ExampleProps {
  action: ConfirmAction;
  count: number;
  senderName?: string;
  initiallyOpen?: boolean;
  onConfirm: (doNotAskAgain: boolean) => void;
  onCancel: (doNotAskAgain: boolean) => void;
}

/** The list page's use: the modal opens for a chosen action and closes on confirm or cancel. */
function Example({ action, count, senderName, initiallyOpen = true, onConfirm, onCancel }: ExampleProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div className="p-6">
      <Button variant="outline" onClick={() => setOpen(true)}>
        Choose the action
      </Button>
      <ConfirmActionModal
        open={open}
        action={action}
        count={count}
        senderName={senderName}
        onConfirm={(value) => {
          onConfirm(value);
          setOpen(false);
        }}
        onCancel={(value) => {
          onCancel(value);
          setOpen(false);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Overlays/ConfirmActionModal',
  component: Example,
  parameters: { layout: 'fullscreen' },
  args: { action: 'unsubscribes', count: 12, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Unsubscribe: coral, its own title, text and "do not ask again" box. */
export const Unsubscribes: Story = {
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Unsubscribe from 12 senders?' });
    await expect(dialog).toHaveAttribute('data-action', 'unsubscribes');
    await expect(
      within(dialog).getByRole('checkbox', { name: "Don't ask me again before unsubscribing" }),
    ).not.toBeChecked();
  },
};

/** Delete, for one sender: its name under the title. */
export const DeleteOneSender: Story = {
  args: { action: 'delete', count: 1, senderName: 'Daily Deals' },
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: "Delete this sender's mails?" });
    await expect(within(dialog).getByText('Daily Deals')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

export const Keep: Story = { args: { action: 'keep', count: 3 } };

/** Ticking the box (keyboard: Tab, Space) and confirming passes true to onConfirm. */
export const DoNotAskAgainPassedOnConfirm: Story = {
  args: { action: 'delete', count: 5 },
  play: async ({ canvasElement, args }) => {
    const dialog = page(canvasElement).getByRole('dialog');
    const box = within(dialog).getByRole('checkbox', { name: "Don't ask me again before deleting" });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith(true);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Escape cancels, with the box's value; reopening starts with the box unticked again. */
export const EscapeCancelsWithTheValue: Story = {
  args: { action: 'keep', count: 2 },
  play: async ({ canvas, canvasElement, args }) => {
    const body = page(canvasElement);
    await userEvent.click(body.getByRole('checkbox', { name: "Don't ask me again before keeping" }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledWith(true);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose the action' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const box = await body.findByRole('checkbox', { name: "Don't ask me again before keeping" });
    await expect(box).not.toBeChecked();
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenLastCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const LongTextGerman: Story = {
  globals: { locale: 'de-de' },
  args: { action: 'unsubscribes', count: 1, senderName: 'Wöchentlicher Spar-Newsletter von Großhandel24' },
};

export const RightToLeft: Story = { globals: { locale: 'ar-sa' }, args: { action: 'delete', count: 11 } };
