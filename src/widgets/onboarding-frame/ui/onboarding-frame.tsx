import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { IconButton } from '@/shared/ui/icon-button';
import { BrandMark } from '@/widgets/navigation/ui/brand-mark';

export interface OnboardingFrameProps {
  /** Where the logo leads (the landing page). */
  homeHref: string;
  /** Called instead of following the logo link (the page navigates inside the app). */
  onHome?: () => void;
  /** Shows a back button at the start of the bar. */
  onBack?: () => void;
  /** Centres the content vertically (single-message screens). */
  centred?: boolean;
  children: ReactNode;
  className?: string;
}

/**
 * The frame of the signed-out screens that are not the landing (consent, magic link, OAuth, user form,
 * redirects): a bar with back and the product's mark (linking to the landing), and one centred column
 * on a card from the tablet width.
 */
export function OnboardingFrame({
  homeHref,
  onHome,
  onBack,
  centred = false,
  children,
  className,
}: OnboardingFrameProps) {
  const { t } = useTranslation('ui');
  const { t: tCommon } = useTranslation();
  return (
    <div data-slot="onboarding-frame" className="flex min-h-dvh flex-col bg-surface-muted">
      <header className="sticky top-0 z-nav border-b border-border bg-surface">
        <div className="mx-auto grid h-14 w-full max-w-5xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-2 sm:h-16 sm:px-6">
          <div className="flex items-center">
            {onBack && <IconButton icon="arrow-left" label={t('back')} onClick={onBack} />}
          </div>
          <a
            href={homeHref}
            onClick={(event) => {
              if (!onHome || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              onHome();
            }}
            aria-label={tCommon('app_name')}
            className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus"
          >
            <BrandMark />
          </a>
          <div />
        </div>
      </header>
      <main
        className={cn(
          'mx-auto flex w-full max-w-xl flex-1 flex-col px-4 py-6 sm:px-6 sm:py-10',
          centred && 'justify-center',
        )}
      >
        <div className={cn('flex flex-col gap-6 sm:rounded-card sm:bg-surface sm:p-8 sm:shadow', className)}>
          {children}
        </div>
      </main>
    </div>
  );
}
