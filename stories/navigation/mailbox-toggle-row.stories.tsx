import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MailboxToggleRow } from '@/features/mailbox-settings/ui/mailbox-toggle-row';
import { MAILBOXES_ALL_STATES, mailbox, UPDATING_EMAIL } from './fixtures';

const meta = {
  title: 'Navigation/MailboxToggleRow',
  component: MailboxToggleRow,
  args: { mailbox: mailbox('camille.martin@gmail.com', { count: 248 }), onToggle: fn(), onReconnect: fn() },
  decorators: [
    (Story) => (
      <ul className="w-72 rounded-card bg-surface p-2 shadow-card">
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof MailboxToggleRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Clean camille.martin@gmail.com' });
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText('248 mails to sort')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Google' })).toBeVisible();
    await userEvent.click(control);
    await expect(args.onToggle).toHaveBeenCalledWith('camille.martin@gmail.com');
    control.blur();
  },
};

/** On, saving, off, nothing to sort, provider shut down, invalid grant, very long address. */
export const AllStates: Story = {
  render: (args) => (
    <>
      {MAILBOXES_ALL_STATES.map((item) => (
        <MailboxToggleRow
          key={item.email}
          {...args}
          mailbox={item}
          updating={item.email === UPDATING_EMAIL}
        />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 mail to sort')).toBeVisible();
    await expect(canvas.getByText('All sorted')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Clean camille.martin@orange.fr' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Clean cmartin@aol.com' })).toBeDisabled();
  },
};

/** An invalid-grant mailbox offers Reconnect (keyboard: Tab skips the disabled switch). */
export const Reconnect: Story = {
  args: { mailbox: mailbox('cmartin@aol.com', { provider: 'aol', invalidGrant: true, count: 64 }) },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const reconnect = canvas.getByRole('button', { name: 'Reconnect cmartin@aol.com' });
    await expect(reconnect).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReconnect).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'cmartin@aol.com' }),
    );
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** Without a reconnect handler the hint stands alone. */
export const InvalidGrantWithoutReconnect: Story = {
  args: {
    mailbox: mailbox('cmartin@aol.com', { provider: 'aol', invalidGrant: true, count: 64 }),
    onReconnect: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Polish: Story = {
  globals: { locale: 'pl-pl' },
  render: (args) => (
    <>
      {[1, 3, 5, 22].map((count) => (
        <MailboxToggleRow key={count} {...args} mailbox={mailbox(`skrzynka${count}@wp.pl`, { count })} />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 wiadomość do posortowania')).toBeVisible();
    await expect(canvas.getByText('3 wiadomości do posortowania')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  render: AllStates.render,
};
