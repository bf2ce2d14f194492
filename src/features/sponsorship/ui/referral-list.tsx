import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { Icon } from '@/shared/ui/icon';
import { SenderAvatar } from '@/shared/ui/sender-avatar';

export interface ReferralListItem {
  name: string;
  /** ISO date of the sign-up (from GET /v3/users/referrals). */
  date: string;
}

export interface ReferralListProps {
  referrals: readonly ReferralListItem[];
  className?: string;
}

function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * The people who joined with the user's code: their count (shown when the list is not empty), then
 * their names and sign-up dates. Dates are formatted for the locale from the given ISO strings.
 */
export function ReferralList({ referrals, className }: ReferralListProps) {
  const { t, i18n } = useTranslation('marketing');
  const titleId = useId();
  if (referrals.length === 0) {
    return (
      <div
        data-slot="referral-list"
        data-empty="true"
        className={cn(
          'flex items-center gap-3 rounded-card border border-dashed border-border-strong bg-surface-muted p-5 text-sm text-text-muted',
          className,
        )}
      >
        <Icon name="user" size="lg" className="text-text-subtle" />
        <p>{t('referral_empty')}</p>
      </div>
    );
  }
  return (
    <section
      aria-labelledby={titleId}
      data-slot="referral-list"
      className={cn(
        'flex flex-col gap-3 rounded-card border border-border bg-surface p-5 shadow-sm',
        className,
      )}
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-text">
        <Icon name="sparkles" className="text-brand" />
        {t('referral_count', { count: referrals.length })}
      </h2>
      <ul className="flex flex-col divide-y divide-border">
        {referrals.map((referral) => (
          <li key={`${referral.date}-${referral.name}`} className="flex items-center gap-3 py-3">
            <SenderAvatar name={referral.name} address={referral.name} size="sm" />
            <span className="min-w-0 flex-1 truncate font-semibold text-text">{referral.name}</span>
            <span className="shrink-0 text-sm text-text-subtle">
              {t('referral_joined_on', { date: formatDate(referral.date, i18n.language) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
