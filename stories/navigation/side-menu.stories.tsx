import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Mailbox } from '@/entities/mailbox/types';
import { SideMenu, type SideMenuProps } from '@/widgets/navigation/ui/side-menu';
import { MAILBOXES, MAILBOXES_ALL_STATES, MANY_MAILBOXES, UPDATING_EMAIL } from './fixtures';

const DESKTOP_ONLY = {
  reason: 'The side menu exists only from 569 px (desktop); below it the bottom bar replaces it.',
};

type MenuProps = SideMenuProps & { mailboxList: NonNullable<SideMenuProps['mailboxList']> };
/** The side menu of a signed-in user (with its mailbox list), as most stories show it. */
function Menu(props: MenuProps) {
  return <SideMenu {...props} />;
}

const meta = {
  title: 'Navigation/SideMenu',
  component: Menu,
  tags: ['visual-no-mobile'],
  args: {
    current: 'newsletters',
    onNavigate: fn(),
    mailboxList: {
      mailboxes: MAILBOXES,
      onToggle: fn(),
      onReconnect: fn(),
      onAddMailbox: fn(),
    },
  },
  parameters: { layout: 'fullscreen', visual: DESKTOP_ONLY },
  decorators: [
    (Story) => (
      <div className="flex h-dvh bg-surface-muted">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (args: MenuProps, patch: Partial<MenuProps['mailboxList']>) => ({
  ...args.mailboxList,
  ...patch,
});

/** The three entries (current one marked) and the open mailbox list with its count. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Newsletters' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
    const trigger = canvas.getByRole('button', { name: /My mailboxes/ });
    await expect(trigger).toHaveAccessibleName('My mailboxes 3 mailboxes');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('switch')).toHaveLength(3);
  },
};

/**
 * Keyboard only: Tab walks the entries, Enter navigates, Enter and Space fold and unfold the mailbox
 * list, Space flips a mailbox switch, and the add button is reachable.
 */
export const Keyboard: Story = {
  args: { current: 'stats' },
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'My mailboxes' });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Newsletters' })).toHaveFocus();
    await userEvent.tab();
    const stats = canvas.getByRole('link', { name: 'Statistics' });
    await expect(stats).toHaveFocus();
    await expect(stats).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('settings');

    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /My mailboxes/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(within(region).queryAllByRole('switch')).toHaveLength(0);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    await expect(within(region).getAllByRole('switch')).toHaveLength(3);

    await userEvent.tab();
    const first = canvas.getByRole('switch', { name: 'Clean camille.martin@gmail.com' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.mailboxList.onToggle).toHaveBeenCalledWith('camille.martin@gmail.com');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add a mailbox' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.mailboxList.onAddMailbox).toHaveBeenCalledTimes(1);
  },
};

/** Starts folded: only the header with the count shows. */
export const Collapsed: Story = {
  args: { current: 'settings' },
  render: (args) => <Menu {...args} mailboxList={list(args, { defaultOpen: false })} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /My mailboxes/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('switch')).toBeNull();
    await userEvent.click(trigger);
    await expect(canvas.getAllByRole('switch')).toHaveLength(3);
    await userEvent.click(trigger);
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

/**
 * Every switch state: on, saving (busy), off, nothing left to sort, provider shut down and invalid
 * grant (disabled, with a hint and Reconnect), and an address too long for the menu (truncated, full
 * text in its title).
 */
export const MailboxStates: Story = {
  render: (args) => (
    <Menu
      {...args}
      mailboxList={list(args, { mailboxes: MAILBOXES_ALL_STATES, updatingEmails: [UPDATING_EMAIL] })}
    />
  ),
  play: async ({ canvas, args }) => {
    const onToggle = args.mailboxList.onToggle;
    await userEvent.click(canvas.getByRole('switch', { name: 'Clean c.martin@yahoo.fr' }));
    await expect(onToggle).toHaveBeenLastCalledWith('c.martin@yahoo.fr');

    const busy = canvas.getByRole('switch', { name: `Clean ${UPDATING_EMAIL}` });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(onToggle).toHaveBeenCalledTimes(1);

    const shutDown = canvas.getByRole('switch', { name: 'Clean camille.martin@orange.fr' });
    await expect(shutDown).toBeDisabled();
    await expect(shutDown).toHaveAccessibleDescription('This provider can no longer be cleaned.');
    const invalid = canvas.getByRole('switch', { name: 'Clean cmartin@aol.com' });
    await expect(invalid).toBeDisabled();
    await expect(invalid).toHaveAccessibleDescription('Access has expired. Reconnect to clean it.');
    await userEvent.click(invalid);
    await expect(onToggle).toHaveBeenCalledTimes(1);

    const reconnect = canvas.getByRole('button', { name: 'Reconnect cmartin@aol.com' });
    await userEvent.click(reconnect);
    await expect(args.mailboxList.onReconnect).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'cmartin@aol.com', provider: 'aol' }),
    );
    reconnect.blur();

    const long = MAILBOXES_ALL_STATES[6] as Mailbox;
    const address = canvas.getByTitle(long.email);
    await expect(address.scrollWidth).toBeGreaterThan(address.clientWidth);
  },
};

/** A switch wired to state as the model does it: busy while "saving", then flipped. */
function LiveToggle(args: MenuProps) {
  const [mailboxes, setMailboxes] = useState<Mailbox[]>(MAILBOXES);
  const [updating, setUpdating] = useState<string[]>([]);
  const toggle = (email: string) => {
    args.mailboxList.onToggle(email);
    setUpdating([email]);
    setTimeout(() => {
      setMailboxes((list) => list.map((m) => (m.email === email ? { ...m, isActive: !m.isActive } : m)));
      setUpdating([]);
    }, 150);
  };
  return (
    <Menu
      {...args}
      mailboxList={{ ...args.mailboxList, mailboxes, updatingEmails: updating, onToggle: toggle }}
    />
  );
}

/** Toggling: the callback fires, the switch is busy while the call runs, then shows the new state. */
export const ToggleMailbox: Story = {
  render: (args) => <LiveToggle {...args} />,
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Clean c.martin@yahoo.fr' });
    await expect(control).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(control);
    await expect(args.mailboxList.onToggle).toHaveBeenCalledWith('c.martin@yahoo.fr');
    await expect(control).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(control).toHaveAttribute('aria-checked', 'true'));
    await expect(control).not.toHaveAttribute('aria-busy');
  },
};

/** The last active mailbox was switched off: the model's "keep one active" note is announced. */
export const KeepOneActive: Story = {
  render: (args) => (
    <Menu
      {...args}
      mailboxList={list(args, {
        mailboxes: [MAILBOXES[0] as Mailbox, { ...(MAILBOXES[2] as Mailbox) }],
        selectOneEmailVisible: true,
      })}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Keep at least one mailbox active.');
  },
};

export const Loading: Story = {
  render: (args) => <Menu {...args} mailboxList={list(args, { mailboxes: [], loading: true })} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add a mailbox' })).toBeDisabled();
  },
};

export const Empty: Story = {
  render: (args) => <Menu {...args} mailboxList={list(args, { mailboxes: [] })} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No mailbox connected yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /My mailboxes/ })).toHaveAccessibleName(
      'My mailboxes 0 mailboxes',
    );
  },
};

/**
 * Nine mailboxes (German): only the mailbox list scrolls; the three entries stay in view, and the add
 * button, reached by keyboard, scrolls into view.
 */
export const ManyMailboxes: Story = {
  globals: { locale: 'de-de' },
  render: (args) => <Menu {...args} mailboxList={list(args, { mailboxes: MANY_MAILBOXES })} />,
  play: async ({ canvas, canvasElement }) => {
    const entry = canvas.getByRole('link', { name: 'Newsletter' });
    const top = entry.getBoundingClientRect().top;
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="side-menu-scroll"]');
    await expect(scroller).not.toBeNull();
    const add = canvas.getByRole('button', { name: 'Postfach hinzufügen' });
    add.focus();
    await expect(add).toHaveFocus();
    await waitFor(() => expect((scroller as HTMLElement).scrollTop).toBeGreaterThan(0));
    await expect(entry.getBoundingClientRect().top).toBe(top);
    add.blur();
    (scroller as HTMLElement).scrollTop = 0;
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  render: (args) => (
    <Menu
      {...args}
      mailboxList={list(args, { mailboxes: MAILBOXES_ALL_STATES, updatingEmails: [UPDATING_EMAIL] })}
    />
  ),
};

/** A visitor who is not signed in (the help page is open to all): the entries, and no mailbox list. */
export const SignedOut: Story = {
  render: ({ mailboxList: _mailboxes, ...args }) => <SideMenu {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Newsletters' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /My mailboxes/ })).toBeNull();
    await expect(canvas.queryByText('Loading your mailboxes…')).toBeNull();
  },
};
