import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppShell } from '@/widgets/app-shell/ui/app-shell';
import { MAILBOXES, MAILBOXES_ALL_STATES, UPDATING_EMAIL } from './fixtures';

/** The page title in the story's locale. */
function TitleText({ k }: { k: 'nav_newsletters' | 'nav_stats' | 'nav_settings' | 'footer_faq' }) {
  const { t } = useTranslation('navigation');
  return <>{t(k)}</>;
}

/** Stand-in page content: neutral blocks (the real pages come from their own areas). */
function PlaceholderPage({ cards = 4 }: { cards?: number }) {
  return (
    <div className="mx-auto grid max-w-4xl gap-4 p-4 sm:p-6 md:grid-cols-2 header:p-8">
      {Array.from({ length: cards }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder blocks
          key={index}
          aria-hidden="true"
          className="flex h-36 flex-col gap-3 rounded-card bg-surface p-5 shadow-sm"
        >
          <div className="flex items-center gap-3">
            <div className="size-10 rounded-pill bg-brand-soft" />
            <div className="h-3 w-32 rounded-pill bg-surface-sunken" />
          </div>
          <div className="h-3 w-3/4 rounded-pill bg-surface-sunken" />
          <div className="h-3 w-1/2 rounded-pill bg-surface-sunken" />
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'Navigation/AppShell',
  component: AppShell,
  args: {
    current: 'newsletters',
    onNavigate: fn(),
    mailboxList: { mailboxes: MAILBOXES, onToggle: fn(), onReconnect: fn(), onAddMailbox: fn() },
    header: {
      title: <TitleText k="nav_newsletters" />,
      onShare: fn(),
      onMyActions: fn(),
    },
    children: <PlaceholderPage />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Below 569 px the bottom bar under the page; from 569 px the side menu beside it. Exactly one of
 * them is shown, with the current page marked.
 */
export const Newsletters: Story = {
  play: async ({ canvas }) => {
    const navs = canvas.getAllByRole('navigation', { name: 'Main navigation' });
    await expect(navs).toHaveLength(1);
    const nav = navs[0] as HTMLElement;
    await expect(within(nav).getByRole('link', { name: 'Newsletters' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const desktop = window.innerWidth >= 569;
    await expect(nav.closest('[data-slot]')).toHaveAttribute(
      'data-slot',
      desktop ? 'side-menu' : 'bottom-nav-bar',
    );
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Newsletters' })).toBeVisible();
  },
};

/** The skip link is the first stop and jumps over the navigation to the main content. */
export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await userEvent.keyboard('{Enter}');
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main-content');
    await expect(main).toHaveFocus();
  },
};

/** Settings with a back button; the desktop menu shows every mailbox state. */
export const Settings: Story = {
  args: {
    current: 'settings',
    header: { title: <TitleText k="nav_settings" />, onBack: fn() },
    mailboxList: {
      mailboxes: MAILBOXES_ALL_STATES,
      updatingEmails: [UPDATING_EMAIL],
      onToggle: fn(),
      onReconnect: fn(),
      onAddMailbox: fn(),
    },
    children: <PlaceholderPage cards={2} />,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    const stats = canvas.getByRole('link', { name: 'Statistics' });
    await userEvent.click(stats);
    await expect(args.onNavigate).toHaveBeenCalledWith('stats');
    stats.blur();
  },
};

/** A page outside the three entries (help): nothing is marked current. */
export const NoCurrentEntry: Story = {
  args: {
    current: null,
    header: { title: <TitleText k="footer_faq" />, onClose: fn() },
    children: <PlaceholderPage cards={2} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { current: 'page' })).toBeNull();
  },
};

/** Without a header the page starts at the top. */
export const WithoutHeader: Story = {
  args: { current: 'stats', header: undefined },
};

export const German: Story = {
  globals: { locale: 'de-de' },
  args: { current: 'stats', header: { title: <TitleText k="nav_stats" />, onShare: fn() } },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
};

/** Stand-in rows of a page that scrolls inside itself. */
const SCROLLING_ROWS = Array.from({ length: 40 }, (_, index) => `row-${index}`);

/** Stand-in for a page that scrolls inside itself (the cleaning list): 40 rows in its own scroller. */
function ScrollingPage() {
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3 p-4 sm:p-6">
      <div className="h-10 w-48 shrink-0 rounded-pill bg-surface" aria-hidden="true" />
      <section
        data-testid="page-scroller"
        aria-label="Rows"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reachable by keyboard
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto rounded-card bg-surface"
      >
        {SCROLLING_ROWS.map((id) => (
          <div
            key={id}
            aria-hidden="true"
            className="flex h-16 items-center gap-3 border-b border-border px-4"
          >
            <div className="size-10 rounded-pill bg-brand-soft" />
            <div className="h-3 w-40 rounded-pill bg-surface-sunken" />
          </div>
        ))}
      </section>
    </div>
  );
}

/**
 * A page that fills the screen (`fillsScreen`, the cleaning page): the shell gives it exactly the room
 * under the header, above the bottom bar on a phone, so it scrolls inside itself and the document
 * never scrolls as well.
 */
export const FillsScreen: Story = {
  args: { fillsScreen: true, children: <ScrollingPage /> },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="app-shell"]')).toHaveAttribute('data-fills-screen');
    const scroller = canvas.getByTestId('page-scroller');
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    const root = document.scrollingElement ?? document.documentElement;
    await expect(root.scrollHeight).toBeLessThanOrEqual(window.innerHeight);
  },
};
