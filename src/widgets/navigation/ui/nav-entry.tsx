import { cva, type VariantProps } from 'class-variance-authority';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { Icon } from '@/shared/ui/icon';
import { NAV_ITEMS, type NavSection } from '../config';

const entryVariants = cva(
  [
    'group flex items-center font-semibold transition-colors duration-fast select-none',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus',
  ],
  {
    variants: {
      layout: {
        /** Bottom bar: icon above a short label, the current entry's icon sits on a soft pill. */
        bar: [
          'min-h-14 w-full flex-col justify-start gap-1 rounded-card px-1 py-1 text-xs text-text-subtle',
          'hover:text-text data-[current=true]:text-brand-strong',
        ],
        /** Side menu: a full-width pill row, the current one filled with the soft brand tint. */
        menu: [
          'h-11 w-full gap-3 rounded-pill px-4 text-base text-text-muted',
          'hover:bg-surface-sunken hover:text-text',
          'data-[current=true]:bg-brand-soft data-[current=true]:text-brand-strong',
        ],
      },
    },
    defaultVariants: { layout: 'menu' },
  },
);

const iconWrapVariants = cva('flex items-center justify-center transition-colors duration-fast', {
  variants: {
    layout: {
      bar: 'h-8 w-14 rounded-pill group-data-[current=true]:bg-brand-soft',
      menu: '',
    },
  },
  defaultVariants: { layout: 'menu' },
});

export interface NavEntryProps extends VariantProps<typeof entryVariants> {
  section: NavSection;
  current: boolean;
  href?: string;
  onNavigate?: (section: NavSection) => void;
  className?: string;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** One entry of the navigation shell: a link (so it can open in a new tab) the app turns into navigation. */
export function NavEntry({ section, current, href, onNavigate, layout, className }: NavEntryProps) {
  const { t } = useTranslation('navigation');
  const item = NAV_ITEMS[section];
  return (
    <a
      href={href ?? item.href}
      data-slot="nav-entry"
      data-section={section}
      data-current={current}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (!onNavigate || !isPlainClick(event)) return;
        event.preventDefault();
        onNavigate(section);
      }}
      className={cn(entryVariants({ layout }), className)}
    >
      <span className={iconWrapVariants({ layout })}>
        <Icon name={item.icon} />
      </span>
      <span
        className={cn(
          'min-w-0 max-w-full',
          layout === 'bar' ? 'line-clamp-2 text-center leading-tight' : 'truncate',
        )}
      >
        {t(item.labelKey)}
      </span>
    </a>
  );
}
