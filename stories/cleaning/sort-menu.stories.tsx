import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SortMenu } from '@/features/sort-senders/ui/sort-menu';
import { SortPanel } from '@/features/sort-senders/ui/sort-panel';
import type { SortMode } from '@/shared/config/constants';

interface ExampleProps {
  layout: 'sheet' | 'panel';
  initial?: SortMode;
  initiallyOpen?: boolean;
  onValueChange?: (mode: SortMode) => void;
  onOpenChange?: (open: boolean) => void;
}

/** The sort button with its choices; choosing closes them, as the model's $sortPanelOpen does. */
function Example({
  layout,
  initial = 'notSet',
  initiallyOpen = false,
  onValueChange,
  onOpenChange,
}: ExampleProps) {
  const [mode, setMode] = useState<SortMode>(initial);
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div className="flex min-h-dvh justify-end bg-surface-muted p-4 sm:p-8">
      <div className="h-fit">
        <SortMenu
          layout={layout}
          value={mode}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            onOpenChange?.(next);
          }}
          onValueChange={(next) => {
            setMode(next);
            onValueChange?.(next);
          }}
        />
      </div>
    </div>
  );
}

const meta = {
  title: 'Cleaning/SortMenu',
  component: Example,
  parameters: { layout: 'fullscreen' },
  args: { layout: 'panel', onValueChange: fn(), onOpenChange: fn() },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The seven modes, the current one marked (panel content on its own). */
export const AllModes: Story = {
  render: () => (
    <div className="w-80 rounded-card bg-surface p-2 shadow-card">
      <SortPanel value="mostOpen" onValueChange={fn()} aria-label="Sort" />
    </div>
  ),
  parameters: { layout: 'centered' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(7);
    await expect(canvas.getByRole('radio', { name: 'Most opened first' })).toBeChecked();
  },
};

/** Desktop: a panel under the button. */
export const PanelOpen: Story = {
  args: { layout: 'panel', initiallyOpen: true, initial: 'descending' },
};

/** Mobile: a bottom sheet. */
export const SheetOpen: Story = {
  args: { layout: 'sheet', initiallyOpen: true, initial: 'upToDate' },
  play: async ({ canvasElement }) => {
    const sheet = await body(canvasElement).findByRole('dialog', { name: 'Sort senders' });
    await expect(within(sheet).getAllByRole('radio')).toHaveLength(7);
  },
};

/**
 * Keyboard in the panel: the button opens it with the current mode focused, ↓ moves the mark without
 * choosing yet, Enter chooses and closes; focus goes back to the button.
 */
export const PanelKeyboard: Story = {
  args: { layout: 'panel' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Sort' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Default order' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const most = canvas.getByRole('radio', { name: 'Most mails first' });
    await expect(most).toHaveFocus();
    await expect(most).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('descending');
    await waitFor(() => expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Sort/ })).toHaveAttribute('data-sorted', 'true');
    // Escape closes without a change.
    await userEvent.click(canvas.getByRole('button', { name: /Sort/ }));
    await userEvent.keyboard('{ArrowUp}{Escape}');
    await waitFor(() => expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: /Sort/ })).toHaveFocus();
  },
};

/** Keyboard in the sheet: ↑ wraps to the last mode, Space chooses it and the sheet closes. */
export const SheetKeyboard: Story = {
  args: { layout: 'sheet' },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sort' }));
    const sheet = await body(canvasElement).findByRole('dialog', { name: 'Sort senders' });
    const first = within(sheet).getByRole('radio', { name: 'Default order' });
    first.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(sheet).getByRole('radio', { name: 'Oldest first' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenCalledWith('oldest');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A click chooses at once. */
export const PointerChoice: Story = {
  args: { layout: 'panel' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sort' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Least opened first' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('leastOpen');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  args: { layout: 'panel', initiallyOpen: true, initial: 'oldest' },
};

export const LongWordsFinnish: Story = {
  globals: { locale: 'fi-fi' },
  args: { layout: 'sheet', initiallyOpen: true, initial: 'leastOpen' },
};
