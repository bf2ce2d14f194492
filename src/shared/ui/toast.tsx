import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS } from '@/shared/config/constants';
import { cn } from '@/shared/lib/cn';
import { Icon } from './icon';
import type { IconName } from './icon-glyphs';

/** The toast tones of the toast model (`ToastKind`). */
export type ToastTone = 'info' | 'success' | 'error';

const TONE_ICON: Record<ToastTone, IconName> = { info: 'info', success: 'success', error: 'error' };

const chipVariants = cva('inline-flex size-8 shrink-0 items-center justify-center rounded-pill', {
  variants: {
    tone: {
      info: 'bg-info text-text-inverse',
      success: 'bg-success text-text-inverse',
      error: 'bg-danger text-action-foreground',
    },
  },
  defaultVariants: { tone: 'info' },
});

export interface ToastProviderProps extends Omit<ComponentProps<typeof ToastPrimitive.Provider>, 'label'> {
  /** Time before a toast closes by itself (ms); the product's is TOAST_DURATION_MS (3 s). */
  duration?: number;
}

/**
 * Radix Toast provider with the product's duration and a localised announcement label. Timers pause
 * while the pointer or focus is on a toast, and while the window is in the background.
 */
export function ToastProvider({
  duration = TOAST_DURATION_MS,
  swipeDirection = 'right',
  ...props
}: ToastProviderProps) {
  const { t } = useTranslation('overlays');
  return (
    <ToastPrimitive.Provider
      duration={duration}
      swipeDirection={swipeDirection}
      label={t('toast_label')}
      {...props}
    />
  );
}

/** Where toasts stack: bottom centre on mobile, bottom end on larger screens, above everything. */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  const { t } = useTranslation('overlays');
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      label={t('toast_viewport_label')}
      className={cn(
        'fixed inset-x-0 bottom-0 z-toast m-0 flex max-h-dvh list-none flex-col gap-2 p-4 outline-none',
        'pb-[max(1rem,env(safe-area-inset-bottom))] sm:start-auto sm:end-0 sm:w-[26rem] sm:p-6',
        className,
      )}
      {...props}
    />
  );
}

export interface ToastProps extends Omit<ComponentProps<typeof ToastPrimitive.Root>, 'title' | 'type'> {
  tone?: ToastTone;
  /** The message (also what screen readers announce). */
  children: ReactNode;
  /**
   * One action button (e.g. Undo) before the close button. `altText` tells screen-reader users how
   * to reach it another way (Radix requires it: the toast may close before they get there).
   */
  action?: { label: ReactNode; altText: string; onClick: () => void };
}

/**
 * One toast: a dark card with a tone chip, the message and a close button. Errors are announced
 * assertively, information and success politely. Closes itself after the provider's duration; Escape,
 * the close button and a swipe close it too.
 */
export function Toast({ tone = 'info', children, action, className, ...props }: ToastProps) {
  const { t } = useTranslation('ui');
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-tone={tone}
      type={tone === 'error' ? 'foreground' : 'background'}
      className={cn(
        'flex w-full items-center gap-3 rounded-card bg-surface-inverse py-3 ps-3 pe-2 text-text-inverse shadow-overlay',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus',
        'data-[state=open]:animate-pop-in data-[state=closed]:animate-fade-out',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0',
        'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=end]:animate-fade-out',
        className,
      )}
      {...props}
    >
      <span className={chipVariants({ tone })}>
        <Icon name={TONE_ICON[tone]} size="sm" />
      </span>
      <ToastPrimitive.Description className="min-w-0 flex-1 text-sm font-medium text-pretty">
        {children}
      </ToastPrimitive.Description>
      {action && (
        <ToastPrimitive.Action
          altText={action.altText}
          onClick={action.onClick}
          data-slot="toast-action"
          className={cn(
            'inline-flex min-h-11 shrink-0 items-center rounded-pill px-3 text-sm font-bold text-brand-soft underline-offset-4 sm:min-h-9',
            'hover:bg-surface/15 hover:underline focus-visible:outline-2 focus-visible:outline-border-focus',
          )}
        >
          {action.label}
        </ToastPrimitive.Action>
      )}
      <ToastPrimitive.Close
        aria-label={t('close')}
        className={cn(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-pill text-text-inverse/80 sm:size-9',
          'hover:bg-surface/15 hover:text-text-inverse focus-visible:outline-2 focus-visible:outline-border-focus',
        )}
      >
        <Icon name="close" size="sm" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
