import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/shared/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/shared/ui/dialog';

const STEPS = Array.from({ length: 12 }, (_, i) => i + 1);

interface ExampleProps {
  open?: boolean;
  size?: DialogContentProps['size'];
  showClose?: boolean;
  long?: boolean;
}

function Example({ open = true, size, showClose, long = false }: ExampleProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog defaultOpen={open}>
      <DialogTrigger asChild>
        <Button variant="outline">Open</Button>
      </DialogTrigger>
      <DialogContent size={size} showClose={showClose}>
        <DialogHeader icon="delete" tone="delete">
          <DialogTitle>Delete 248 mails from Daily Deals?</DialogTitle>
          <DialogDescription>
            They go to your mailbox's trash, where you can still restore them.
          </DialogDescription>
        </DialogHeader>
        {long && (
          <DialogBody>
            {STEPS.map((step) => (
              <p key={step} className="text-text-muted">
                Step {step}: open your provider's settings and check the option described here.
              </p>
            ))}
          </DialogBody>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('cancel')}</Button>
          </DialogClose>
          <Button variant="delete" icon="delete">
            {t('action_delete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: Example,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open: titled, described, focus moved inside. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Delete 248 mails from Daily Deals?',
    });
    await expect(dialog).toHaveAccessibleDescription(
      "They go to your mailbox's trash, where you can still restore them.",
    );
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const WithoutCloseButton: Story = { args: { showClose: false } };

/** Long content scrolls inside the card; the page behind does not move. */
export const LongContent: Story = { args: { long: true } };

/** Escape closes the dialog and focus returns to the button that opened it. */
export const KeyboardOpenAndEscape: Story = {
  args: { open: false },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Open' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The close button is labelled in the locale and closes the dialog. */
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
};
