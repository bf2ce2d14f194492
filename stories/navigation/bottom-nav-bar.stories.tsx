import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BottomNavBar } from '@/widgets/navigation/ui/bottom-nav-bar';

const MOBILE_ONLY = {
  reason: 'The bottom bar exists only below 569 px (mobile); from 569 px the side menu replaces it.',
};

const meta = {
  title: 'Navigation/BottomNavBar',
  component: BottomNavBar,
  tags: ['visual-no-desktop'],
  args: { current: 'newsletters', onNavigate: fn() },
  parameters: { layout: 'fullscreen', visual: MOBILE_ONLY },
  decorators: [
    (Story) => (
      <div className="flex min-h-dvh flex-col justify-end bg-surface-muted">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BottomNavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At the bottom of the screen, the current entry marked (aria-current) on a soft pill. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Newsletters', 'Statistics', 'Settings']);
    await expect(within(nav).getByRole('link', { name: 'Newsletters' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Statistics' })).not.toHaveAttribute('aria-current');
  },
};

/** A shell page outside the three entries (help, sponsorship): nothing is marked. */
export const NoCurrentEntry: Story = {
  args: { current: null },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.queryByRole('link', { current: 'page' })).toBeNull();
  },
};

/** Tab walks the three entries in order with a visible focus ring; Enter navigates. */
export const Keyboard: Story = {
  args: { current: 'stats' },
  play: async ({ canvas, args }) => {
    const newsletters = canvas.getByRole('link', { name: 'Newsletters' });
    const stats = canvas.getByRole('link', { name: 'Statistics' });
    const settings = canvas.getByRole('link', { name: 'Settings' });
    await expect(stats).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(newsletters).toHaveFocus();
    await userEvent.tab();
    await expect(stats).toHaveFocus();
    await userEvent.tab();
    await expect(settings).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).toHaveBeenCalledWith('settings');
    await userEvent.tab({ shift: true });
    await expect(stats).toHaveFocus();
  },
};

/** Entries are links: they point at the routes (the app may pass paths under its base path). */
export const Links: Story = {
  args: { current: 'settings', hrefs: { newsletters: '/fr-fr/newsletters' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Newsletters' })).toHaveAttribute(
      'href',
      '/fr-fr/newsletters',
    );
    await expect(canvas.getByRole('link', { name: 'Statistics' })).toHaveAttribute('href', '/stats');
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  },
};

/** Long words (Finnish) still fit three columns. */
export const LongLabels: Story = { globals: { locale: 'fi-fi' }, args: { current: 'settings' } };

export const Greek: Story = { globals: { locale: 'el-gr' }, args: { current: 'newsletters' } };

export const Japanese: Story = { globals: { locale: 'ja-jp' }, args: { current: 'stats' } };

/** Right to left: the entries read from the right. */
export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    const [first, second] = links.map((link) => link.getBoundingClientRect().left);
    await expect(first).toBeGreaterThan(second as number);
  },
};
