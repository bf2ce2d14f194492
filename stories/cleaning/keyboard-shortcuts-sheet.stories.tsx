import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { KeyboardShortcutsSheet } from '@/widgets/cleaning-screen/ui/keyboard-shortcuts-sheet';

const meta = {
  title: 'Cleaning/KeyboardShortcutsSheet',
  component: KeyboardShortcutsSheet,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof KeyboardShortcutsSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every key of the cleaning screen, by where it works; the arrows are physical. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Keyboard shortcuts',
    });
    await expect(sheet).toHaveTextContent('Undo the last decision');
  },
};

/** Escape closes it. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Keyboard shortcuts' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const RightToLeft: Story = { globals: { locale: 'ar-sa' } };
