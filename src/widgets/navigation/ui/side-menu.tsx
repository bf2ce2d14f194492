import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { NAV_SECTIONS, type NavProps } from '../config';
import { BrandMark } from './brand-mark';
import { MailboxList, type MailboxListProps } from './mailbox-list';
import { NavEntry } from './nav-entry';

export interface SideMenuProps extends NavProps {
  /**
   * The collapsible mailbox list (mailboxes, switches, add button); none for a visitor who is not
   * signed in (the help page).
   */
  mailboxList?: MailboxListProps;
  className?: string;
}

/**
 * The desktop navigation (from 569 px): the product mark, Newsletters, Statistics and Settings (the
 * current one marked with aria-current) and the collapsible list of the user's mailboxes, which scrolls
 * on its own when it is longer than the screen. It hides
 * itself below the `sm` breakpoint, where the bottom bar takes over.
 */
export function SideMenu({ current, onNavigate, hrefs, mailboxList, className }: SideMenuProps) {
  const { t } = useTranslation('navigation');
  return (
    <div
      data-slot="side-menu"
      className={cn(
        'hidden w-64 shrink-0 flex-col gap-6 overflow-hidden border-e border-border bg-surface px-3 py-6 sm:flex md:w-72 lg:w-80 lg:px-4',
        className,
      )}
    >
      <BrandMark className="px-3" />
      <nav aria-label={t('nav_label')}>
        <ul className="flex flex-col gap-1">
          {NAV_SECTIONS.map((section) => (
            <li key={section}>
              <NavEntry
                layout="menu"
                section={section}
                current={current === section}
                href={hrefs?.[section]}
                onNavigate={onNavigate}
              />
            </li>
          ))}
        </ul>
      </nav>
      {mailboxList && (
        <>
          <hr className="mx-3 border-border" />
          {/* Only the mailbox list scrolls: the mark and the three entries stay in view however many mailboxes. */}
          <div
            data-slot="side-menu-scroll"
            className="-mx-2 -mt-1 -mb-6 min-h-0 flex-1 overflow-y-auto px-2 pt-1 pb-6"
          >
            <MailboxList {...mailboxList} />
          </div>
        </>
      )}
    </div>
  );
}
