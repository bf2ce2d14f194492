import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/shared/ui/dialog';
import { Loader } from '@/shared/ui/loader';

/** The rollback modal's steps: the model's confirm → loading, then the result it closed with. */
export type RollbackModalState = 'closed' | 'confirm' | 'loading' | 'done' | 'failed';
/** The My actions tab whose senders are rolled back (auto-delete → unblock, keep → release). */
export type RollbackTab = 'auto-delete' | 'keep';

export interface RollbackModalProps {
  state: RollbackModalState;
  tab: RollbackTab;
  /** How many senders are selected. */
  count: number;
  /** Undo (confirm) or Try again (failed). */
  onConfirm: () => void;
  /** Cancel / Close / Done, Escape, the overlay or the close button (not while loading). */
  onClose: () => void;
}

const TAB_KEY: Record<RollbackTab, 'auto_delete' | 'keep'> = { 'auto-delete': 'auto_delete', keep: 'keep' };

/** Undo earlier auto-delete or keep decisions on My actions: confirm → loader → done / failed. */
export function RollbackModal({ state, tab, count, onConfirm, onClose }: RollbackModalProps) {
  const { t } = useTranslation(['overlays', 'ui']);
  const open = state !== 'closed';
  const busy = state === 'loading';
  const key = TAB_KEY[tab];
  // Keep the last visible step while the dialog fades out.
  const [lastStep, setLastStep] = useState<Exclude<RollbackModalState, 'closed'>>('confirm');
  if (state !== 'closed' && state !== lastStep) setLastStep(state);
  const step = state === 'closed' ? lastStep : state;
  const announcement =
    step === 'loading'
      ? t('rollback_loading')
      : step === 'done'
        ? `${t('rollback_done_title')} ${t('rollback_done_text', { count })}`
        : step === 'failed'
          ? `${t('rollback_failed_title')} ${t('rollback_failed_text')}`
          : '';

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent
        size="sm"
        showClose={!busy}
        data-state-step={step}
        aria-busy={busy || undefined}
        onEscapeKeyDown={(event) => busy && event.preventDefault()}
        onInteractOutside={(event) => busy && event.preventDefault()}
      >
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {step === 'confirm' && (
          <>
            <DialogHeader icon="undo" tone={tab === 'keep' ? 'keep' : 'unsubscribe'}>
              <DialogTitle>{t(`rollback_${key}_title`, { count })}</DialogTitle>
              <DialogDescription>{t(`rollback_${key}_text`)}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                {t('ui:cancel')}
              </Button>
              <Button icon="undo" onClick={onConfirm}>
                {t('rollback_confirm')}
              </Button>
            </DialogFooter>
          </>
        )}
        {step === 'loading' && (
          <DialogHeader className="py-6">
            <span className="mb-4 inline-flex size-14 items-center justify-center">
              <Loader decorative size="xl" />
            </span>
            <DialogTitle>{t('rollback_loading')}</DialogTitle>
          </DialogHeader>
        )}
        {step === 'done' && (
          <>
            <DialogHeader icon="success" tone="brand">
              <DialogTitle>{t('rollback_done_title')}</DialogTitle>
              <DialogDescription>{t('rollback_done_text', { count })}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button onClick={onClose} fullWidth className="sm:w-auto">
                {t('ui:done')}
              </Button>
            </DialogFooter>
          </>
        )}
        {step === 'failed' && (
          <>
            <DialogHeader icon="error" tone="danger">
              <DialogTitle>{t('rollback_failed_title')}</DialogTitle>
              <DialogDescription>{t('rollback_failed_text')}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                {t('ui:close')}
              </Button>
              <Button icon="refresh" onClick={onConfirm}>
                {t('ui:retry')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
