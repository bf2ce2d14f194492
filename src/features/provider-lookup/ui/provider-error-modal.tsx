import { useTranslation } from 'react-i18next';
import { PROVIDERS, type Provider } from '@/shared/config/constants';
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

const isProvider = (value: string): value is Provider => (PROVIDERS as readonly string[]).includes(value);

/** The lookup errors that open this modal (onboarding §8). */
export type ProviderErrorCode = 'mx_unsupported' | 'mx_not_found';

export interface ProviderErrorModalProps {
  open: boolean;
  code: ProviderErrorCode;
  /** The e-mail address that was looked up. */
  email: string;
  /** `data.provider` of the lookup error (an id such as `aol`, or a display name). */
  provider?: string | null;
  /** `data.reason` of the lookup error: `shutdown` when the provider is being shut down. */
  reason?: string | null;
  /** The button, Escape, the overlay or the close button: back to the e-mail field. */
  onClose: () => void;
}

/** The lookup could not place the address (unsupported or unknown provider): shows the e-mail. */
export function ProviderErrorModal({
  open,
  code,
  email,
  provider = null,
  reason = null,
  onClose,
}: ProviderErrorModalProps) {
  const { t } = useTranslation(['overlays', 'ui', 'onboarding']);
  const notFound = code === 'mx_not_found';
  const shutdown = !notFound && reason === 'shutdown';
  const name = provider ? (isProvider(provider) ? t(`ui:provider_${provider}`) : provider) : null;
  const title = shutdown
    ? name
      ? t('unsupported_shutdown_title', { provider: name })
      : t('unsupported_shutdown_title_unknown')
    : notFound
      ? t('provider_error_not_found_title')
      : t('provider_error_unsupported_title');
  const text = shutdown
    ? t('onboarding:provider_shutdown_text')
    : notFound
      ? t('provider_error_not_found_text')
      : t('provider_error_unsupported_text');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent size="sm" data-code={code} data-reason={shutdown ? 'shutdown' : undefined}>
        <DialogHeader
          icon={notFound ? 'search' : shutdown ? 'warning' : 'mailbox'}
          tone={notFound ? 'info' : 'warning'}
        >
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
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
