import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { Icon } from '@/shared/ui/icon';
import type { IconName } from '@/shared/ui/icon-glyphs';

export interface SettingsLinkRowProps {
  icon: IconName;
  label: ReactNode;
  description?: ReactNode;
  /** An app route (same tab) … */
  to?: string;
  /** … or an address opened in a new tab. */
  href?: string;
  testId?: string;
  end?: ReactNode;
}

const rowClass =
  'flex min-h-14 items-center gap-3 rounded-card px-3 py-2.5 text-start text-text transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus';

/** One entry of a settings list: an icon, a label (and a line under it), a chevron or a new-tab mark. */
export function SettingsLinkRow({ icon, label, description, to, href, testId, end }: SettingsLinkRowProps) {
  const { t } = useTranslation('navigation');
  const body = (
    <>
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-pill bg-brand-soft text-brand-strong"
      >
        <Icon name={icon} size="sm" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-semibold">{label}</span>
        {description && <span className="text-xs text-text-muted">{description}</span>}
      </span>
      {end}
      {href ? (
        <>
          <Icon name="external-link" size="sm" className="text-text-subtle" />
          <span className="sr-only">{t('opens_new_tab')}</span>
        </>
      ) : (
        <Icon name="chevron-right" size="sm" className="text-text-subtle rtl:-scale-x-100" />
      )}
    </>
  );
  return (
    <li data-slot="settings-link-row">
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(rowClass)}
          data-testid={testId}
        >
          {body}
        </a>
      ) : (
        <Link to={to ?? '/settings'} className={cn(rowClass)} data-testid={testId}>
          {body}
        </Link>
      )}
    </li>
  );
}
