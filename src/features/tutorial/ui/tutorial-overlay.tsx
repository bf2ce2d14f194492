import { cva } from 'class-variance-authority';
import { AnimatePresence, motion, useReducedMotionConfig } from 'framer-motion';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACTION_ICONS,
  ARROW_ICONS,
  ARROW_KEY_NAMES,
  actionOfDirection,
  directionOfAction,
} from '@/entities/subscription/ui/swipe-actions';
import { ACTIONS, type SenderAction } from '@/shared/config/constants';
import { MOTION_MS } from '@/shared/config/motion';
import { cn } from '@/shared/lib/cn';
import { directionOfKeyCode, exitOffset, keyCodeOf, type SwipeDirection } from '@/shared/lib/swipe';
import { Button, type ButtonProps } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/shared/ui/dialog';
import { Icon } from '@/shared/ui/icon';
import type { TutorialStep } from '../model';
import { TutorialDemoCard } from './tutorial-demo-card';

const ACTION_BUTTON: Readonly<Record<SenderAction, NonNullable<ButtonProps['variant']>>> = {
  unsubscribes: 'unsubscribe',
  delete: 'delete',
  keep: 'keep',
  later: 'later',
};

const cueVariants = cva(
  'absolute inline-flex size-10 items-center justify-center rounded-pill text-action-foreground shadow-card',
  {
    variants: {
      action: {
        unsubscribes: 'bg-action-unsubscribe',
        delete: 'bg-action-delete',
        keep: 'bg-action-keep',
        later: 'bg-action-later',
      },
      // Physical sides: a swipe to the left stays to the left in right-to-left layouts.
      direction: {
        left: 'top-1/2 left-2 -translate-y-1/2',
        right: 'top-1/2 right-2 -translate-y-1/2',
        up: 'top-0 left-1/2 -translate-x-1/2',
        down: 'bottom-0 left-1/2 -translate-x-1/2',
      },
    },
  },
);

function isAction(step: TutorialStep): step is SenderAction {
  return (ACTIONS as readonly string[]).includes(step);
}

export interface TutorialOverlayProps {
  open: boolean;
  /** The current step (the model's `$tutorialStep`). */
  step: TutorialStep;
  /** The order of the steps of this variant (cleaning screen or fetch screen). */
  steps: readonly TutorialStep[];
  /** Back is offered (the model's `$canGoBack`). */
  canGoBack: boolean;
  /** The practice card was swiped, or the step's action button pressed (the model advances on a match). */
  onSwiped: (action: SenderAction) => void;
  /** An arrow key (37–40) was pressed in the tutorial (the model advances on a match). */
  onKeyPressed: (keyCode: number) => void;
  /** Next on the spams step, Start on the end step. */
  onNext: () => void;
  onBack: () => void;
  /** Skip (or Escape) closes the tutorial at any step. */
  onSkip: () => void;
}

/**
 * The swipe tutorial (spec product §2): one step per action with a practice card to swipe (or its
 * arrow key, or its button), then spams and end. It only renders the step it is given and reports
 * what the user did: the tutorial model decides when to advance.
 */
export function TutorialOverlay({
  open,
  step,
  steps,
  canGoBack,
  onSwiped,
  onKeyPressed,
  onNext,
  onBack,
  onSkip,
}: TutorialOverlayProps) {
  const { t } = useTranslation(['cards', 'ui']);
  const reduce = useReducedMotionConfig() ?? false;
  const content = useRef<HTMLDivElement>(null);
  const [round, setRound] = useState(0);
  const [exitDirection, setExitDirection] = useState<SwipeDirection | undefined>(undefined);
  const action = isAction(step) ? step : null;
  const direction = action ? directionOfAction(action) : null;
  const index = Math.max(0, steps.indexOf(step));

  /** The practice card leaves when the user does this step's gesture. */
  const practised = (done: SwipeDirection): boolean => {
    if (!action || actionOfDirection(done) !== action) return false;
    setExitDirection(done);
    setRound((value) => value + 1);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.repeat || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const keyCode = keyCodeOf(event);
    const pressed = directionOfKeyCode(keyCode);
    if (!pressed) return;
    event.preventDefault();
    practised(pressed);
    onKeyPressed(keyCode);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onSkip()}>
      <DialogContent
        ref={content}
        size="md"
        showClose={false}
        data-slot="tutorial-overlay"
        data-step={step}
        onKeyDown={onKeyDown}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          content.current?.focus();
        }}
        onPointerDownOutside={(event) => event.preventDefault()}
        className="gap-0 p-5 sm:p-6"
      >
        <div className="flex items-center gap-3">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <p className="text-sm font-semibold text-text-muted" data-slot="tutorial-progress">
              {t('cards:tutorial_progress', { current: index + 1, total: steps.length })}
            </p>
            <div aria-hidden="true" className="flex gap-1">
              {steps.map((entry, position) => (
                <span
                  key={entry}
                  data-done={position <= index}
                  className="h-1.5 flex-1 rounded-pill bg-surface-sunken data-[done=true]:bg-brand"
                />
              ))}
            </div>
          </div>
          {step !== 'end' && (
            <Button variant="ghost" size="sm" onClick={onSkip}>
              {t('ui:skip')}
            </Button>
          )}
        </div>

        <div className="relative mx-auto mt-4 h-72 w-full max-w-xs">
          <div className="absolute inset-y-10 left-1/2 w-40 -translate-x-1/2 sm:w-44">
            {step === 'end' ? (
              <div
                aria-hidden="true"
                className="flex h-full flex-col items-center justify-center gap-3 rounded-card bg-brand text-brand-foreground shadow-card"
              >
                <span className="inline-flex size-20 items-center justify-center rounded-pill bg-surface text-brand shadow-card">
                  <Icon name="check" size="xl" />
                </span>
                <span className="flex gap-2">
                  <Icon name="leaf" size="md" />
                  <Icon name="sparkles" size="md" />
                  <Icon name="leaf" size="md" />
                </span>
              </div>
            ) : (
              <AnimatePresence initial={false} custom={exitDirection}>
                <motion.div
                  key={`${step}:${round}`}
                  className="absolute inset-0"
                  initial={reduce ? false : { opacity: 0, scale: 0.9 }}
                  animate={{ opacity: 1, scale: 1 }}
                  transition={reduce ? { duration: 0 } : { duration: MOTION_MS.base / 1000 }}
                  variants={{
                    exit: (gone: SwipeDirection | undefined) => {
                      if (reduce || !gone) return { opacity: 0, transition: { duration: 0 } };
                      const { x, y } = exitOffset(gone, {
                        width: window.innerWidth,
                        height: window.innerHeight,
                      });
                      return { x, y, transition: { duration: MOTION_MS.slow / 1000, ease: 'easeIn' } };
                    },
                  }}
                  exit="exit"
                >
                  <TutorialDemoCard
                    step={step}
                    direction={direction}
                    reduce={reduce}
                    onSwipe={(done) => {
                      onSwiped(actionOfDirection(done));
                      return practised(done);
                    }}
                  />
                </motion.div>
              </AnimatePresence>
            )}
          </div>
          {action && direction && (
            <span aria-hidden="true" className={cueVariants({ action, direction })}>
              <Icon name={ARROW_ICONS[direction]} size="md" mirrorInRtl={false} />
            </span>
          )}
        </div>

        <div className="mt-4 flex flex-col items-center gap-2 text-center">
          <DialogTitle className="text-2xl">{t(`cards:tutorial_${step}_title`)}</DialogTitle>
          <DialogDescription className="text-pretty">{t(`cards:tutorial_${step}_text`)}</DialogDescription>
          {direction && (
            <p className="mt-1 inline-flex items-center gap-2 rounded-pill bg-surface-muted px-3 py-1.5 text-sm font-medium text-text-muted">
              <span className="sm:hidden">{t(`cards:tutorial_gesture_${direction}`)}</span>
              <span className="hidden sm:inline">{t(`cards:tutorial_key_${direction}`)}</span>
              <span
                aria-hidden="true"
                className="hidden h-6 min-w-7 items-center justify-center rounded border border-border-strong bg-surface px-1 font-sans text-text shadow-sm sm:inline-flex"
              >
                <Icon name={ARROW_ICONS[direction]} size="sm" mirrorInRtl={false} />
              </span>
            </p>
          )}
        </div>

        <div className={cn('mt-6 flex items-center gap-3', canGoBack ? 'justify-between' : 'justify-center')}>
          {canGoBack && (
            <Button variant="outline" icon="arrow-left" onClick={onBack}>
              {t('ui:back')}
            </Button>
          )}
          {action && direction ? (
            <Button
              variant={ACTION_BUTTON[action]}
              icon={ACTION_ICONS[action]}
              aria-keyshortcuts={ARROW_KEY_NAMES[direction]}
              onClick={() => {
                practised(direction);
                onSwiped(action);
              }}
            >
              {t(`ui:action_${action}`)}
            </Button>
          ) : (
            <Button iconEnd={step === 'end' ? undefined : 'arrow-right'} onClick={onNext}>
              {step === 'end' ? t('cards:tutorial_start') : t('ui:next')}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
