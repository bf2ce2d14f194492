import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PROVIDERS, type Provider } from '@/shared/config/constants';
import { useStatePerOpening } from '@/shared/lib/use-state-per-opening';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/shared/ui/dialog';
import { ProviderLogo } from '@/shared/ui/provider-logo';

const isProvider = (value: string | null): value is Provider =>
  (PROVIDERS as readonly string[]).includes(value ?? '');

export interface UnsupportedProviderModalProps {
  open: boolean;
  /** `data.provider` of the lookup error: a provider id or the server's name for it; null if unknown. */
  provider: string | null;
  /** `data.reason` of the lookup error: `shutdown` when the provider was shut down. */
  reason?: string | null;
  /** Controlled consent box (the model's flag); leave undefined to let the modal keep it. */
  consentChecked?: boolean;
  onConsentChange?: (checked: boolean) => void;
  /** Validate: enabled only once the consent box is ticked. */
  onValidate: () => void;
  /** Back, Escape, the overlay or the close button. */
  onBack: () => void;
}

/**
 * The e-mail's provider is not supported (or was shut down): names it (with its logo for microsoft),
 * asks for consent to continue with a generic connection; Validate stays disabled until the box is ticked.
 */
export function UnsupportedProviderModal({
  open,
  provider,
  reason = null,
  consentChecked,
  onConsentChange,
  onValidate,
  onBack,
}: UnsupportedProviderModalProps) {
  const { t } = useTranslation(['overlays', 'ui']);
  const [ownChecked, setOwnChecked] = useStatePerOpening(open, () => false);
  const checked = consentChecked ?? ownChecked;
  const hintId = useId();
  const shutdown = reason === 'shutdown';
  const name = provider ? (isProvider(provider) ? t(`ui:provider_${provider}`) : provider) : null;
  const title = shutdown
    ? name
      ? t('unsupported_shutdown_title', { provider: name })
      : t('unsupported_shutdown_title_unknown')
    : name
      ? t('unsupported_title', { provider: name })
      : t('unsupported_title_unknown');

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onBack()}>
      <DialogContent size="sm" data-reason={shutdown ? 'shutdown' : 'unsupported'}>
        <DialogHeader
          icon={shutdown ? 'warning' : 'mailbox'}
          tone="warning"
          media={
            provider === 'microsoft' ? (
              <ProviderLogo provider="microsoft" size="xl" decorative className="mb-4" />
            ) : undefined
          }
        >
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {shutdown ? t('unsupported_shutdown_text') : t('unsupported_text')}
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <Checkbox
            checked={checked}
            onCheckedChange={(value) => {
              setOwnChecked(value === true);
              onConsentChange?.(value === true);
            }}
            label={t('unsupported_consent')}
            className="rounded-lg bg-surface-muted p-3"
          />
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" icon="arrow-left" onClick={onBack}>
            {t('ui:back')}
          </Button>
          <Button disabled={!checked} aria-describedby={checked ? undefined : hintId} onClick={onValidate}>
            {t('ui:validate')}
          </Button>
        </DialogFooter>
        {!checked && (
          <p id={hintId} className="sr-only">
            {t('unsupported_validate_hint')}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
