import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/shared/ui/dialog';
import { Icon } from '@/shared/ui/icon';

/** The lookup errors that open this modal (onboarding §8). */
export type ProviderErrorCode = 'mx_unsupported' | 'mx_not_found';

export interface ProviderErrorModalProps {
  open: boolean;
  code: ProviderErrorCode;
  /** The e-mail address that was looked up. */
  email: string;
  /** The button, Escape, the overlay or the close button: back to the e-mail field. */
  onClose: () => void;
}

/** The lookup could not place the address (unsupported or unknown provider): shows the e-mail. */
export function ProviderErrorModal({ open, code, email, onClose }: ProviderErrorModalProps) {
  const { t } = useTranslation('overlays');
  const notFound = code === 'mx_not_found';
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent size="sm" data-code={code}>
        <DialogHeader icon={notFound ? 'search' : 'mailbox'} tone={notFound ? 'info' : 'warning'}>
          <DialogTitle>
            {notFound ? t('provider_error_not_found_title') : t('provider_error_unsupported_title')}
          </DialogTitle>
          <DialogDescription>
            {notFound ? t('provider_error_not_found_text') : t('provider_error_unsupported_text')}
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="items-center">
          <p
            dir="ltr"
            className="inline-flex max-w-full items-center gap-2 rounded-pill bg-surface-sunken px-4 py-2 font-semibold text-text"
          >
            <Icon name="mail" size="sm" className="text-text-subtle" />
            <span className="truncate">{email}</span>
          </p>
        </DialogBody>
        <DialogFooter>
          <Button onClick={onClose} fullWidth className="sm:w-auto">
            {t('provider_error_change_email')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
