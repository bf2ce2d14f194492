import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { useReturnFocus } from '@/shared/lib/use-return-focus';
import { ButtonDefaults, FOOTER_BUTTON_DEFAULTS } from './button';
import { Icon } from './icon';
import type { IconName } from './icon-glyphs';

/**
 * The base of every modal: Radix Dialog (focus trap, Escape, aria-modal, scroll lock) with the
 * product's overlay, card and motion. Compose: Dialog > DialogContent > DialogHeader / body / DialogFooter.
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const contentVariants = cva(
  [
    'fixed inset-x-0 top-1/2 z-modal mx-auto flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-y-1/2 flex-col',
    'overflow-y-auto rounded-card bg-surface p-6 shadow-overlay outline-none sm:p-8',
    'data-[state=open]:animate-pop-in data-[state=closed]:animate-pop-out',
  ],
  {
    variants: {
      size: { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl' },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface DialogContentProps
  extends ComponentProps<typeof DialogPrimitive.Content>,
    VariantProps<typeof contentVariants> {
  /** Shows the close (×) button in the corner. */
  showClose?: boolean;
  /** Render inside this element instead of document.body (stories, embedded previews). */
  container?: HTMLElement | null;
}

export function DialogContent({
  size,
  showClose = true,
  container,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const { t } = useTranslation('ui');
  const focus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal container={container}>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="fixed inset-0 z-overlay bg-surface-overlay data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(contentVariants({ size }), className)}
        {...focus}
        {...props}
      >
        {children}
        {showClose && (
          <DialogPrimitive.Close
            className={cn(
              'absolute end-3 top-3 inline-flex size-10 items-center justify-center rounded-pill text-text-muted',
              'hover:bg-surface-sunken hover:text-text focus-visible:outline-2 focus-visible:outline-border-focus',
            )}
            aria-label={t('close')}
          >
            <Icon name="close" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

const mediaVariants = cva('mb-4 inline-flex size-14 items-center justify-center rounded-pill', {
  variants: {
    tone: {
      brand: 'bg-brand-soft text-brand',
      info: 'bg-info-soft text-info',
      warning: 'bg-warning-soft text-warning',
      danger: 'bg-danger-soft text-danger',
      unsubscribe: 'bg-action-unsubscribe-soft text-action-unsubscribe',
      delete: 'bg-action-delete-soft text-action-delete',
      keep: 'bg-action-keep-soft text-action-keep',
      later: 'bg-action-later-soft text-action-later',
    },
  },
  defaultVariants: { tone: 'brand' },
});

export interface DialogHeaderProps extends ComponentProps<'div'>, VariantProps<typeof mediaVariants> {
  /** An icon in a tinted circle above the title. */
  icon?: IconName;
  /** Any illustration above the title (instead of an icon). */
  media?: ReactNode;
}

export function DialogHeader({ icon, media, tone, className, children, ...props }: DialogHeaderProps) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('flex flex-col items-center gap-2 pe-6 ps-6 text-center', className)}
      {...props}
    >
      {media}
      {icon && !media && (
        <span className={mediaVariants({ tone })}>
          <Icon name={icon} size="lg" />
        </span>
      )}
      {children}
    </div>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-xl font-bold text-balance text-text sm:text-2xl', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-base text-pretty text-text-muted', className)}
      {...props}
    />
  );
}

export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-body" className={cn('mt-5 flex flex-col gap-4', className)} {...props} />;
}

/**
 * The actions: stacked below `sm`, the main one on top (it comes last); from `sm` side by side, or, when
 * their labels do not fit side by side, stacked again (the main one on top) rather than squeezed.
 */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <ButtonDefaults value={FOOTER_BUTTON_DEFAULTS}>
      <div
        data-slot="dialog-footer"
        className={cn(
          'mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap-reverse sm:justify-center',
          className,
        )}
        {...props}
      />
    </ButtonDefaults>
  );
}
