import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { NAV_SECTIONS, type NavProps } from '../config';
import { NavEntry } from './nav-entry';

export interface BottomNavBarProps extends NavProps {
  className?: string;
}

/**
 * The mobile navigation (width below 569 px): Newsletters, Statistics and Settings, icons over labels,
 * the current entry marked with aria-current. It hides itself from the `sm` breakpoint, where the side
 * menu takes over, and pads itself above the home indicator (safe-area inset).
 */
export function BottomNavBar({ current, onNavigate, hrefs, className }: BottomNavBarProps) {
  const { t } = useTranslation('navigation');
  return (
    <nav
      aria-label={t('nav_label')}
      data-slot="bottom-nav-bar"
      className={cn(
        'border-t border-border bg-surface px-2 pt-1.5 sm:hidden',
        'pb-[max(0.375rem,env(safe-area-inset-bottom))]',
        className,
      )}
    >
      <ul className="mx-auto flex max-w-md items-stretch gap-1">
        {NAV_SECTIONS.map((section) => (
          <li key={section} className="flex min-w-0 flex-1">
            <NavEntry
              layout="bar"
              section={section}
              current={current === section}
              href={hrefs?.[section]}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
