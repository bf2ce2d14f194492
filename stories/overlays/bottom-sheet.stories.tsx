import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BottomSheet } from '@/shared/ui/bottom-sheet';
import { Button } from '@/shared/ui/button';
import { drag } from '../support/pointer';

interface ExampleProps {
  initiallyOpen?: boolean;
  long?: boolean;
  withFooter?: boolean;
  withDescription?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const ITEMS = ['Newest first', 'Oldest first', 'Most mails', 'Fewest mails', 'Most opened', 'Least opened'];
const LONG = Array.from({ length: 24 }, (_, i) => `Mailbox ${i + 1}`);

function Example({
  initiallyOpen = true,
  long = false,
  withFooter = false,
  withDescription = true,
  onOpenChange,
}: ExampleProps) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(initiallyOpen);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <div className="p-4">
      <Button variant="outline" onClick={() => change(true)}>
        Open sheet
      </Button>
      <BottomSheet
        open={open}
        onOpenChange={change}
        title="Sort senders"
        description={withDescription ? 'Choose the order of the list.' : undefined}
        footer={withFooter ? <Button fullWidth>{t('validate')}</Button> : undefined}
      >
        <ul className="flex flex-col">
          {(long ? LONG : ITEMS).map((item) => (
            <li key={item} className="border-b border-border py-3 text-text last:border-0">
              {item}
            </li>
          ))}
        </ul>
      </BottomSheet>
    </div>
  );
}

const meta = {
  title: 'Overlays/BottomSheet',
  component: Example,
  parameters: { layout: 'fullscreen' },
  args: { onOpenChange: fn() },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const sheet = body(canvasElement).getByRole('dialog', { name: 'Sort senders' });
    await expect(sheet).toHaveAccessibleDescription('Choose the order of the list.');
  },
};

export const WithFooter: Story = { args: { withFooter: true } };

export const WithoutDescription: Story = { args: { withDescription: false } };

/** Long content scrolls inside the sheet; the footer stays put. */
export const LongContent: Story = { args: { long: true, withFooter: true } };

/** Dragging the handle down past 30 % of the sheet's height dismisses it. */
export const DragDownDismisses: Story = {
  play: async ({ canvasElement, args }) => {
    const handle = canvasElement.ownerDocument.querySelector(
      '[data-slot="bottom-sheet-handle"]',
    ) as HTMLElement;
    const sheet = body(canvasElement).getByRole('dialog');
    await drag(handle, { dy: sheet.getBoundingClientRect().height * 0.6 });
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A short drag snaps the sheet back into place. */
export const ShortDragSnapsBack: Story = {
  play: async ({ canvasElement, args }) => {
    const handle = canvasElement.ownerDocument.querySelector(
      '[data-slot="bottom-sheet-handle"]',
    ) as HTMLElement;
    const panel = handle.parentElement as HTMLElement;
    const restingTop = panel.getBoundingClientRect().top;
    await drag(handle, { dy: 30, stepMs: 40 });
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().top)).toBe(Math.round(restingTop)));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(body(canvasElement).getByRole('dialog')).toBeInTheDocument();
  },
};

/** Keyboard: the sheet opens from a button, Escape closes it and focus returns. */
export const KeyboardOpenAndEscape: Story = {
  args: { initiallyOpen: false },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Open sheet' });
    await userEvent.click(trigger);
    await expect(await body(canvasElement).findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const RightToLeft: Story = { globals: { locale: 'ar-sa' }, args: { withFooter: true } };
