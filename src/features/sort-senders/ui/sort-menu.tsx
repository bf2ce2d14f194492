import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortMode } from '@/shared/config/constants';
import { cn } from '@/shared/lib/cn';
import { isMobileWidth, useViewportWidth } from '@/shared/lib/use-viewport-width';
import { BottomSheet } from '@/shared/ui/bottom-sheet';
import { Button } from '@/shared/ui/button';
import { SortPanel } from './sort-panel';

export type SortMenuLayout = 'sheet' | 'panel' | 'auto';

export interface SortMenuProps {
  value: SortMode;
  onValueChange: (mode: SortMode) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `sheet` (mobile), `panel` (desktop), or `auto`: a sheet below 569 px, a panel from there. */
  layout?: SortMenuLayout;
  className?: string;
}

/**
 * The sort button and its choices: a bottom sheet on mobile, a panel under the button on desktop.
 * Choosing a mode closes either; Escape, the close button or a click outside close without a change.
 */
export function SortMenu({
  value,
  onValueChange,
  open,
  onOpenChange,
  layout = 'auto',
  className,
}: SortMenuProps) {
  const { t } = useTranslation('list');
  const width = useViewportWidth();
  const resolved = layout === 'auto' ? (isMobileWidth(width) ? 'sheet' : 'panel') : layout;
  const panelId = useId();
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const choose = (mode: SortMode) => {
    onValueChange(mode);
    onOpenChange(false);
    // The panel's radios leave with it: focus goes back to the button (the sheet restores it itself).
    if (resolved === 'panel') trigger.current?.focus();
  };

  // Panel: focus the current mode on open; Escape or a click outside closes and focus returns.
  useEffect(() => {
    if (!open || resolved !== 'panel') return;
    const element = root.current;
    element?.querySelector<HTMLElement>('[role="radio"][data-state="checked"]')?.focus();
    const doc = element?.ownerDocument ?? document;
    const onPointerDown = (event: PointerEvent) => {
      if (element && !element.contains(event.target as Node)) onOpenChange(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onOpenChange(false);
      trigger.current?.focus();
    };
    doc.addEventListener('pointerdown', onPointerDown);
    doc.addEventListener('keydown', onKeyDown);
    return () => {
      doc.removeEventListener('pointerdown', onPointerDown);
      doc.removeEventListener('keydown', onKeyDown);
    };
  }, [open, resolved, onOpenChange]);

  return (
    <div ref={root} data-slot="sort-menu" data-layout={resolved} className={cn('relative', className)}>
      <Button
        ref={trigger}
        variant="outline"
        size="sm"
        icon="sort"
        aria-expanded={open}
        aria-controls={open && resolved === 'panel' ? panelId : undefined}
        aria-haspopup={resolved === 'sheet' ? 'dialog' : undefined}
        data-sorted={value !== 'notSet' || undefined}
        onClick={() => onOpenChange(!open)}
        className="data-sorted:border-brand data-sorted:bg-brand-soft data-sorted:text-brand-strong"
      >
        <span className="max-xs:sr-only">{t('sort_button')}</span>
        {value !== 'notSet' && <span className="hidden font-normal md:inline">· {t(`sort_${value}`)}</span>}
      </Button>
      {resolved === 'sheet' ? (
        <BottomSheet
          open={open}
          onOpenChange={onOpenChange}
          title={t('sort_title')}
          description={t('sort_description')}
        >
          <SortPanel value={value} onValueChange={choose} aria-label={t('sort_title')} />
        </BottomSheet>
      ) : (
        open && (
          <div
            id={panelId}
            data-slot="sort-menu-panel"
            className="absolute end-0 top-full z-raised mt-2 w-72 rounded-card border border-border bg-surface p-2 shadow-card"
          >
            <p id={titleId} className="px-3 pt-2 pb-1 text-sm font-semibold text-text-subtle">
              {t('sort_title')}
            </p>
            <SortPanel value={value} onValueChange={choose} aria-labelledby={titleId} />
          </div>
        )
      )}
    </div>
  );
}
