import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Mailbox } from '@/entities/mailbox/types';
import { MailboxFilterButton } from '@/features/select-mailboxes/ui/mailbox-filter-button';
import { MailboxSelectSheet } from '@/features/select-mailboxes/ui/mailbox-select-sheet';
import { MAILBOXES_SAMPLE, mailbox } from '../support/list-senders';

interface ExampleProps {
  mailboxes?: Mailbox[];
  initiallySelected?: string[];
  initiallyOpen?: boolean;
  onApply?: (emails: string[]) => void;
  onOpenChange?: (open: boolean) => void;
}

function Example({
  mailboxes = MAILBOXES_SAMPLE,
  initiallySelected = MAILBOXES_SAMPLE.map((entry) => entry.email),
  initiallyOpen = true,
  onApply,
  onOpenChange,
}: ExampleProps) {
  const [selected, setSelected] = useState(initiallySelected);
  const [open, setOpen] = useState(initiallyOpen);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <div className="min-h-dvh bg-surface-muted p-4">
      <MailboxFilterButton selected={selected.length} total={mailboxes.length} onClick={() => change(true)} />
      <MailboxSelectSheet
        open={open}
        onOpenChange={change}
        mailboxes={mailboxes}
        selectedEmails={selected}
        onApply={(emails) => {
          setSelected(emails);
          onApply?.(emails);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Cleaning/MailboxSelectSheet',
  component: Example,
  parameters: { layout: 'fullscreen' },
  args: { onApply: fn(), onOpenChange: fn() },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Every mailbox ticked; a closed provider and a mailbox to reconnect carry their status. */
export const AllSelected: Story = {
  play: async ({ canvasElement }) => {
    const sheet = await body(canvasElement).findByRole('dialog', { name: 'Mailboxes' });
    await expect(within(sheet).getByRole('checkbox', { name: 'All mailboxes' })).toHaveAttribute(
      'data-state',
      'checked',
    );
    await expect(within(sheet).getByText('Service closed')).toBeInTheDocument();
    await expect(within(sheet).getByText('Reconnect needed')).toBeInTheDocument();
  },
};

/** Some ticked: "all mailboxes" is mixed, and the button says how many the list shows. */
export const SomeSelected: Story = {
  args: { initiallySelected: ['camille@gmail.com', 'c.martin@yahoo.com'] },
};

/** Untick one and apply: the sheet closes and calls back with the ticked mailboxes, in order. */
export const ApplyWithPointer: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const sheet = await body(canvasElement).findByRole('dialog', { name: 'Mailboxes' });
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /camille\.work@outlook\.com/ }));
    await expect(within(sheet).getByRole('checkbox', { name: 'All mailboxes' })).toHaveAttribute(
      'data-state',
      'indeterminate',
    );
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith([
      'camille@gmail.com',
      'c.martin@yahoo.com',
      'camille@orange.fr',
    ]);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: '3 of 4 mailboxes' })).toBeInTheDocument();
  },
};

/** Keyboard: Space unticks "all", then ticks one mailbox; Tab to Apply, Enter applies. */
export const ApplyWithKeyboard: Story = {
  args: { initiallyOpen: false },
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button', { name: 'All mailboxes' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await body(canvasElement).findByRole('dialog', { name: 'Mailboxes' });
    const all = within(sheet).getByRole('checkbox', { name: 'All mailboxes' });
    all.focus();
    await userEvent.keyboard(' ');
    await expect(all).toHaveAttribute('data-state', 'unchecked');
    await userEvent.tab();
    await expect(within(sheet).getByRole('checkbox', { name: /camille@gmail\.com/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    const apply = within(sheet).getByRole('button', { name: 'Apply' });
    apply.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith(['camille@gmail.com']);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: '1 of 4 mailboxes' })).toHaveFocus());
  },
};

/** Closing without Apply drops the changes: the next opening shows what the list shows. */
export const CloseDropsChanges: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    let sheet = await body(canvasElement).findByRole('dialog', { name: 'Mailboxes' });
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'All mailboxes' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'All mailboxes' }));
    sheet = await body(canvasElement).findByRole('dialog', { name: 'Mailboxes' });
    await expect(within(sheet).getByRole('checkbox', { name: 'All mailboxes' })).toHaveAttribute(
      'data-state',
      'checked',
    );
  },
};

/** Nothing ticked: Apply leads to the no-mailbox-selected view. Long addresses truncate. */
export const NoneSelectedLongAddresses: Story = {
  args: {
    mailboxes: [
      mailbox({
        email: 'camille.dupont-martin.personnel.archives.2019@icloud.com',
        provider: 'icloud',
        count: 23_456,
      }),
      mailbox({ email: 'famille@naver.com', provider: 'naver', count: 3 }),
      mailbox({ email: 'shop@gmx.de', provider: 'gmx', count: 0 }),
    ],
    initiallySelected: [],
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  args: { initiallySelected: ['camille@gmail.com'] },
};
