import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';
import { CopyButton } from '@/shared/ui/copy-button';
import { Icon } from '@/shared/ui/icon';
import { Loader } from '@/shared/ui/loader';

export interface ReferralCodeCardProps {
  /** The user's own referral code; null while it is being generated. */
  code: string | null;
  /** The model's copied flag: the copy label turns into the confirmation. */
  copied: boolean;
  onCopy: () => void;
  onShare: () => void;
  /** Shows a "see my referrals" link (the stats page's referral block goes to /sponsorship). */
  onSeeMore?: () => void;
  className?: string;
}

/**
 * The referral block: the user's code (or a generating message with a loader while there is none
 * yet), a copy button whose label confirms the copy, and a share action.
 */
export function ReferralCodeCard({
  code,
  copied,
  onCopy,
  onShare,
  onSeeMore,
  className,
}: ReferralCodeCardProps) {
  const { t } = useTranslation(['marketing', 'ui']);
  const generating = code === null;
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-slot="referral-code-card"
      data-state={generating ? 'generating' : 'ready'}
      className={cn(
        'flex flex-col gap-5 rounded-card border border-border bg-surface p-5 shadow-sm sm:p-6',
        className,
      )}
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-pill bg-brand-soft text-brand"
        >
          <Icon name="gift" size="lg" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={titleId} className="text-xl font-bold text-text">
            {t('referral_title')}
          </h2>
          <p className="text-sm text-text-muted">{t('referral_text')}</p>
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <span className="text-xs font-semibold tracking-wide text-text-subtle uppercase">
          {t('referral_code_label')}
        </span>
        <div
          aria-live="polite"
          className="flex min-h-16 items-center justify-center rounded-lg border-2 border-dashed border-brand bg-brand-soft px-4 py-3"
        >
          {generating ? (
            <span className="flex items-center gap-3 text-sm font-medium text-brand-strong">
              <Loader decorative size="sm" />
              {t('referral_generating')}
            </span>
          ) : (
            <span
              data-slot="referral-code"
              dir="ltr"
              className="font-mono text-2xl font-bold tracking-[0.2em] break-all text-brand-strong"
            >
              {code}
            </span>
          )}
        </div>
      </div>

      <div className="flex flex-col gap-3 xs:flex-row">
        <CopyButton
          copied={copied}
          onCopy={onCopy}
          disabled={generating}
          variant="primary"
          className="xs:flex-1"
        />
        <Button variant="outline" icon="share" onClick={onShare} disabled={generating} className="xs:flex-1">
          {t('ui:share')}
        </Button>
      </div>

      {onSeeMore && (
        <Button variant="link" iconEnd="arrow-right" onClick={onSeeMore} className="self-start">
          {t('referral_see_more')}
        </Button>
      )}
    </section>
  );
}
