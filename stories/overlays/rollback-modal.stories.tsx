import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  RollbackModal,
  type RollbackModalState,
  type RollbackTab,
} from '@/features/my-actions/ui/rollback-modal';
import { Button } from '@/shared/ui/button';

const meta = {
  title: 'Overlays/RollbackModal',
  component: RollbackModal,
  parameters: { layout: 'fullscreen' },
  args: { state: 'confirm', tab: 'auto-delete', count: 4, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof RollbackModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const ConfirmAutoDelete: Story = {};

export const ConfirmKeepOneSender: Story = { args: { tab: 'keep', count: 1 } };

/** While the rollback runs: a loader, no close button, Escape does nothing. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement, args }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Undoing your choice…' });
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Done: Story = { args: { state: 'done', count: 4 } };

export const Failed: Story = { args: { state: 'failed' } };

interface FlowProps {
  tab: RollbackTab;
  count: number;
  /** Whether the rollback call succeeds. */
  succeeds: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The My actions page's use: confirm → loading (the call) → done or failed, as the model does it. */
function Flow({ tab, count, succeeds, onConfirm, onClose }: FlowProps) {
  const [state, setState] = useState<RollbackModalState>('closed');
  return (
    <div className="p-6">
      <Button variant="outline" icon="undo" onClick={() => setState('confirm')}>
        Undo for the selected senders
      </Button>
      <RollbackModal
        state={state}
        tab={tab}
        count={count}
        onConfirm={() => {
          onConfirm();
          setState('loading');
          setTimeout(() => setState(succeeds ? 'done' : 'failed'), 400);
        }}
        onClose={() => {
          onClose();
          setState('closed');
        }}
      />
    </div>
  );
}

/** Confirm → loader → done, then Done closes (keyboard only). */
export const FlowToDone: Story = {
  render: (args) => <Flow {...args} succeeds />,
  play: async ({ canvas, canvasElement, args }) => {
    const body = page(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Stop auto-deleting 4 senders?' });
    await expect(dialog).toHaveAttribute('data-state-step', 'confirm');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Undo my choice' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(dialog).toHaveAttribute('data-state-step', 'loading');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Undoing your choice…');
    await waitFor(() => expect(dialog).toHaveAttribute('data-state-step', 'done'));
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'All done Your choice for 4 senders has been undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: /Undo for the selected/ })).toHaveFocus());
  },
};

/** Confirm → loader → failed; Try again runs it again. */
export const FlowToFailed: Story = {
  args: { tab: 'keep', count: 2 },
  render: (args) => <Flow {...args} succeeds={false} />,
  play: async ({ canvas, canvasElement, args }) => {
    const body = page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Undo for the selected/ }));
    const dialog = await body.findByRole('dialog', { name: 'Remove 2 senders from your kept list?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo my choice' }));
    await expect(dialog).toHaveAttribute('data-state-step', 'loading');
    await waitFor(() => expect(dialog).toHaveAttribute('data-state-step', 'failed'));
    await expect(dialog).toHaveAccessibleName("We couldn't undo your choice");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(dialog).toHaveAttribute('data-state-step', 'failed'));
  },
};

export const LongTextGerman: Story = { globals: { locale: 'de-de' }, args: { tab: 'keep', count: 23 } };

export const RightToLeft: Story = { globals: { locale: 'ar-sa' }, args: { count: 3 } };
