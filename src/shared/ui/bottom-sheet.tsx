import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useDrag } from '@use-gesture/react';
import {
  AnimatePresence,
  animate,
  motion,
  useMotionValue,
  useReducedMotion,
  useTransform,
} from 'framer-motion';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MOTION_MS } from '@/shared/config/motion';
import { cn } from '@/shared/lib/cn';
import { useReturnFocus } from '@/shared/lib/use-return-focus';
import { ButtonDefaults, FOOTER_BUTTON_DEFAULTS } from './button';
import { Icon } from './icon';

/** Under reduced motion the sheet and its overlay leave at once (no fade either). */
const INSTANT = { duration: 0 } as const;

/** A drag further than this share of the sheet's height, or a downward flick, dismisses it. */
export const SHEET_DISMISS_DISTANCE_RATIO = 0.3;
export const SHEET_DISMISS_VELOCITY = 0.5;

export interface BottomSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Hide the title visually (it stays the sheet's accessible name). */
  hideTitle?: boolean;
  children?: ReactNode;
  /** Sticky actions under the scrolling content. */
  footer?: ReactNode;
  /** Shows a close (×) button; Escape, the overlay and a drag down always close. */
  showClose?: boolean;
  /** Render inside this element instead of document.body. */
  container?: HTMLElement | null;
  className?: string;
}

const SPRING = { type: 'spring', stiffness: 420, damping: 40 } as const;

/**
 * A sheet that rises from the bottom (Radix Dialog underneath: focus trap, Escape, labelled). Drag
 * its handle or header down to dismiss it; a short drag snaps back. No travel under reduced motion.
 */
export function BottomSheet({
  open,
  onOpenChange,
  title,
  description,
  hideTitle = false,
  children,
  footer,
  showClose = true,
  container,
  className,
}: BottomSheetProps) {
  const { t } = useTranslation('ui');
  const reduce = useReducedMotion() ?? false;
  const sheet = useRef<HTMLDivElement>(null);
  const dragY = useMotionValue(0);
  const focus = useReturnFocus();
  const overlayOpacity = useTransform(dragY, (y) => {
    const height = sheet.current?.offsetHeight ?? 1;
    return Math.max(0, 1 - y / height);
  });

  const bind = useDrag(
    ({ last, movement: [, my], velocity: [, vy], direction: [, dy] }) => {
      const offset = Math.max(0, my);
      if (!last) {
        dragY.set(offset);
        return;
      }
      const height = sheet.current?.offsetHeight ?? 1;
      if (offset > height * SHEET_DISMISS_DISTANCE_RATIO || (vy > SHEET_DISMISS_VELOCITY && dy > 0)) {
        onOpenChange(false);
      } else if (reduce) {
        dragY.set(0);
      } else {
        animate(dragY, 0, SPRING);
      }
    },
    { axis: 'y', filterTaps: true },
  );

  const enterExit = reduce
    ? { initial: false as const, animate: { y: 0 }, exit: { y: 0, opacity: 0, transition: INSTANT } }
    : {
        initial: { y: '100%' },
        animate: { y: 0, transition: SPRING },
        exit: { y: '100%', transition: { duration: MOTION_MS.exit / 1000, ease: 'easeIn' as const } },
      };

  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (next) dragY.set(0);
        onOpenChange(next);
      }}
    >
      <AnimatePresence onExitComplete={() => dragY.set(0)}>
        {open && (
          <DialogPrimitive.Portal forceMount container={container}>
            <DialogPrimitive.Overlay asChild forceMount>
              <motion.div
                data-slot="bottom-sheet-overlay"
                className="fixed inset-0 z-overlay bg-surface-overlay"
                initial={reduce ? false : { opacity: 0 }}
                animate={{ opacity: 1 }}
                exit={reduce ? { opacity: 0, transition: INSTANT } : { opacity: 0 }}
                style={{ opacity: overlayOpacity }}
              />
            </DialogPrimitive.Overlay>
            <DialogPrimitive.Content
              asChild
              forceMount
              {...focus}
              {...(description ? {} : { 'aria-describedby': undefined })}
            >
              <motion.div
                data-slot="bottom-sheet"
                className="fixed inset-x-0 bottom-0 z-modal mx-auto flex max-h-[90dvh] w-full max-w-lg flex-col outline-none"
                {...enterExit}
              >
                <motion.div
                  ref={sheet}
                  style={{ y: dragY }}
                  className={cn(
                    'flex max-h-[90dvh] flex-col rounded-t-sheet bg-surface shadow-overlay',
                    'pb-[env(safe-area-inset-bottom)]',
                    className,
                  )}
                >
                  <div
                    {...bind()}
                    data-slot="bottom-sheet-handle"
                    className="shrink-0 cursor-grab touch-none select-none px-6 pt-3 active:cursor-grabbing"
                  >
                    <div className="mx-auto h-1.5 w-10 rounded-pill bg-border-strong" />
                    <div className={cn('flex items-start gap-3 pt-4 pb-2', hideTitle && 'sr-only')}>
                      <div className="flex min-w-0 flex-1 flex-col gap-1">
                        <DialogPrimitive.Title className="text-xl font-bold text-text">
                          {title}
                        </DialogPrimitive.Title>
                        {description && (
                          <DialogPrimitive.Description className="text-sm text-text-muted">
                            {description}
                          </DialogPrimitive.Description>
                        )}
                      </div>
                    </div>
                  </div>
                  {showClose && (
                    <DialogPrimitive.Close
                      aria-label={t('close')}
                      className={cn(
                        'absolute end-3 top-5 inline-flex size-10 items-center justify-center rounded-pill text-text-muted',
                        'hover:bg-surface-sunken hover:text-text focus-visible:outline-2 focus-visible:outline-border-focus',
                      )}
                    >
                      <Icon name="close" />
                    </DialogPrimitive.Close>
                  )}
                  {/* Focusable so keyboard users can scroll long content that has nothing focusable. */}
                  <div
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
                    tabIndex={0}
                    data-slot="bottom-sheet-body"
                    className="min-h-0 flex-1 overflow-y-auto px-6 pb-6 focus-visible:outline-2 focus-visible:-outline-offset-2"
                  >
                    {children}
                  </div>
                  {footer && (
                    <ButtonDefaults value={FOOTER_BUTTON_DEFAULTS}>
                      <div className="shrink-0 border-t border-border px-6 py-4">{footer}</div>
                    </ButtonDefaults>
                  )}
                </motion.div>
              </motion.div>
            </DialogPrimitive.Content>
          </DialogPrimitive.Portal>
        )}
      </AnimatePresence>
    </DialogPrimitive.Root>
  );
}
