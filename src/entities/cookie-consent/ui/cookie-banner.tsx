import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';

export interface CookieBannerProps {
  onAccept: () => void;
  onRefuse: () => void;
  onCustomize: () => void;
  /** The cookie policy page (opens in a new tab). */
  policyHref?: string;
  className?: string;
}

/** The cookie-consent banner: accept all, refuse, or customise in the preferences modal. */
export function CookieBanner({ onAccept, onRefuse, onCustomize, policyHref, className }: CookieBannerProps) {
  const { t } = useTranslation(['overlays', 'platform']);
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-slot="cookie-banner"
      className={cn(
        'fixed inset-x-3 bottom-3 z-banner mx-auto max-w-4xl rounded-card border border-border bg-surface p-5 shadow-overlay',
        'sm:inset-x-6 sm:bottom-6 sm:p-6',
        className,
      )}
    >
      <div className="flex flex-col gap-5 md:flex-row md:items-center md:gap-8">
        <div className="flex items-start gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-pill bg-warning-soft text-action-later">
            <Icon name="cookie" size="lg" />
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id={titleId} className="text-lg font-bold text-text">
              {t('cookie_banner_title')}
            </h2>
            <p className="text-sm text-pretty text-text-muted">
              {t('platform:cookie_banner_text')}{' '}
              {policyHref && (
                <a
                  href={policyHref}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-text-link underline underline-offset-2 hover:no-underline"
                >
                  {t('cookie_policy_link')}
                  <span className="sr-only"> ({t('opens_in_new_tab')})</span>
                </a>
              )}
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" icon="settings" onClick={onCustomize}>
            {t('platform:cookie_customize')}
          </Button>
          <Button variant="outline" onClick={onRefuse}>
            {t('platform:cookie_refuse')}
          </Button>
          <Button onClick={onAccept}>{t('platform:cookie_accept')}</Button>
        </div>
      </div>
    </section>
  );
}
