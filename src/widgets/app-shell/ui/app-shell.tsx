import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import type { NavProps } from '@/widgets/navigation/config';
import { BottomNavBar } from '@/widgets/navigation/ui/bottom-nav-bar';
import { HeaderBar, type HeaderBarProps } from '@/widgets/navigation/ui/header-bar';
import type { MailboxListProps } from '@/widgets/navigation/ui/mailbox-list';
import { SideMenu } from '@/widgets/navigation/ui/side-menu';

/** The main content's id (the skip link's target). */
export const MAIN_CONTENT_ID = 'main-content';

export interface AppShellProps extends NavProps {
  /** The side menu's mailbox list (desktop); none for a visitor who is not signed in (the help page). */
  mailboxList?: MailboxListProps;
  /** The page header; none without it. */
  header?: HeaderBarProps;
  /**
   * The page fills the screen and scrolls inside itself (e.g. the cleaning page): the shell gives it
   * exactly the room left under the header and the banners, and the document never scrolls as well.
   */
  fillsScreen?: boolean;
  /** The page. */
  children: ReactNode;
  className?: string;
}

/**
 * The signed-in layout (onboarding §2 navigation shell): below 569 px the page with the bottom bar
 * fixed under it; from 569 px the side menu beside the page. The header bar sits on top of the page
 * and a skip link jumps straight to the main content.
 */
export function AppShell({
  current,
  onNavigate,
  hrefs,
  mailboxList,
  header,
  fillsScreen = false,
  children,
  className,
}: AppShellProps) {
  const { t } = useTranslation('navigation');
  const mainId = MAIN_CONTENT_ID;
  return (
    <div
      data-slot="app-shell"
      data-fills-screen={fillsScreen || undefined}
      className={cn(
        // The room the bottom bar covers at the bottom of the screen (none beside the side menu): the
        // page keeps it clear below its content, so that its last control can always be scrolled above
        // the bar.
        'min-h-dvh bg-surface-muted [--bottom-nav-room:calc(4.75rem+env(safe-area-inset-bottom))] sm:flex sm:[--bottom-nav-room:0px]',
        // A page that fills the screen gets exactly the room left under the header and the banners: no
        // double scroll, and the sticky header and side menu stay off the compositor's list. A prop, not
        // a `:has()` on the page's marker: that selector made every style recalculation of the shell
        // scan the whole page (about 0.2 ms each, on keystrokes in the search field).
        fillsScreen && 'h-dvh',
        className,
      )}
    >
      <a
        href={`#${mainId}`}
        onClick={(event) => {
          const main = event.currentTarget.ownerDocument.getElementById(mainId);
          if (!main) return;
          event.preventDefault();
          main.focus();
        }}
        className={cn(
          'sr-only z-toast rounded-pill bg-brand px-4 py-2 text-sm font-semibold text-brand-foreground shadow-overlay',
          'focus-visible:not-sr-only focus-visible:fixed focus-visible:start-4 focus-visible:top-4',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus',
        )}
      >
        {t('skip_to_content')}
      </a>
      <SideMenu
        current={current}
        onNavigate={onNavigate}
        hrefs={hrefs}
        mailboxList={mailboxList}
        className="sticky top-0 h-dvh"
      />
      <div className={cn('flex min-w-0 flex-1 flex-col', fillsScreen && 'h-full min-h-0')}>
        {header && <HeaderBar {...header} />}
        <main
          id={mainId}
          tabIndex={-1}
          className={cn(
            'flex-1 focus:outline-none',
            // A page that fills the screen keeps clear of the bottom bar itself (its own bottom padding of
            // var(--bottom-nav-room)): a padding here would sit under the page when the page is taller
            // than its room (a short phone), and its last controls would stay under the bar.
            fillsScreen ? 'flex min-h-0 flex-col' : 'pb-(--bottom-nav-room)',
          )}
        >
          {children}
        </main>
      </div>
      <BottomNavBar
        current={current}
        onNavigate={onNavigate}
        hrefs={hrefs}
        className="fixed inset-x-0 bottom-0 z-nav"
      />
    </div>
  );
}
