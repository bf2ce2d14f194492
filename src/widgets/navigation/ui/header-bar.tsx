import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';
import { IconButton } from '@/shared/ui/icon-button';

export interface HeaderBarProps {
  /** The page title (a level-1 heading); without it the page shows its own heading. */
  title?: ReactNode;
  /** Each action shows only when its callback is given. */
  onBack?: () => void;
  onClose?: () => void;
  onShare?: () => void;
  onMyActions?: () => void;
  className?: string;
}

/** Back, share and close sit in a framed circle on the desktop header. */
const FRAMED_ON_DESKTOP = 'header:border header:border-border header:bg-surface header:shadow-sm';

/**
 * The page header of the navigation shell (product §2): back, close, share and my-actions buttons
 * (each optional) around the title. Below the `header` breakpoint (1000 px) it is a compact bar with a
 * centred title; from 1000 px it is the desktop header: a large start-aligned title and a labelled
 * My actions button.
 */
export function HeaderBar({ title, onBack, onClose, onShare, onMyActions, className }: HeaderBarProps) {
  const { t } = useTranslation('navigation');
  const { t: tUi } = useTranslation('ui');
  return (
    <header
      data-slot="header-bar"
      className={cn('sticky top-0 z-nav border-b border-border bg-surface', className)}
    >
      <div
        className={cn(
          // The buttons' columns never get narrower than their buttons: a title too long for the bar
          // (Greek on a 320 px phone) is cut, centred between them, instead of covering the back button.
          'grid h-14 grid-cols-[minmax(max-content,1fr)_minmax(0,max-content)_minmax(max-content,1fr)] items-center gap-1 px-2',
          'header:flex header:h-20 header:gap-4 header:px-8',
        )}
      >
        <div className="flex min-w-0 items-center justify-start gap-1 header:contents">
          {onBack && (
            <IconButton
              icon="arrow-left"
              label={tUi('back')}
              onClick={onBack}
              className={FRAMED_ON_DESKTOP}
            />
          )}
        </div>
        {title !== undefined ? (
          <h1
            data-slot="header-title"
            className={cn(
              'min-w-0 truncate text-center text-lg font-semibold text-text',
              'header:flex-1 header:text-start header:text-2xl header:font-bold header:tracking-tight',
            )}
          >
            {title}
          </h1>
        ) : (
          <span aria-hidden="true" className="header:flex-1" />
        )}
        <div className="flex min-w-0 items-center justify-end gap-1 header:gap-2">
          {onShare && (
            <IconButton icon="share" label={tUi('share')} onClick={onShare} className={FRAMED_ON_DESKTOP} />
          )}
          {onMyActions && (
            <>
              <IconButton
                icon="history"
                label={t('my_actions')}
                onClick={onMyActions}
                className="header:hidden"
              />
              <Button
                variant="secondary"
                icon="history"
                onClick={onMyActions}
                className="hidden header:inline-flex"
              >
                {t('my_actions')}
              </Button>
            </>
          )}
          {onClose && (
            <IconButton icon="close" label={tUi('close')} onClick={onClose} className={FRAMED_ON_DESKTOP} />
          )}
        </div>
      </div>
    </header>
  );
}
