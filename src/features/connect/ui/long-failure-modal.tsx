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

export interface LongFailureModalProps {
  open: boolean;
  /** Try again (starts the connection anew). */
  onRetry: () => void;
  /** Close, Escape, the overlay or the close button. */
  onClose: () => void;
  /** The retry is running. */
  retrying?: boolean;
}

/** The connection timed out (timeout): the provider is slow; try again or close. */
export function LongFailureModal({ open, onRetry, onClose, retrying = false }: LongFailureModalProps) {
  const { t } = useTranslation(['overlays', 'ui']);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent size="sm">
        <DialogHeader icon="hourglass" tone="later">
          <DialogTitle>{t('long_failure_title')}</DialogTitle>
          <DialogDescription>{t('long_failure_text')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('ui:close')}
          </Button>
          <Button icon="refresh" loading={retrying} onClick={onRetry}>
            {t('ui:retry')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
