import { useTranslation } from 'react-i18next';
import type { Provider } from '@/shared/config/constants';
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
import { ExternalLinkButton } from '@/shared/ui/external-link-button';
import { ProviderLogo } from '@/shared/ui/provider-logo';

/** The steps shown per provider (i18n keys imap_steps_<set>_<n>): microsoft has five. */
export const IMAP_STEPS: Readonly<Record<'microsoft' | 'generic', number>> = { microsoft: 5, generic: 3 };

export interface ImapDisabledModalProps {
  open: boolean;
  provider: Provider;
  /** The provider's IMAP settings page (opens in a new tab). */
  settingsUrl: string;
  onSettingsOpened?: () => void;
  /** Close, Escape, the overlay or the close button (the IMAP step is shown next). */
  onClose: () => void;
}

/** IMAP access is off at the provider (imap_disabled): numbered steps and a link to its settings. */
export function ImapDisabledModal({
  open,
  provider,
  settingsUrl,
  onSettingsOpened,
  onClose,
}: ImapDisabledModalProps) {
  const { t } = useTranslation(['overlays', 'ui']);
  const set = provider === 'microsoft' ? 'microsoft' : 'generic';
  const name = t(`ui:provider_${provider}`);
  const steps = Array.from({ length: IMAP_STEPS[set] }, (_, index) => index + 1);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent data-provider={provider}>
        <DialogHeader media={<ProviderLogo provider={provider} size="xl" decorative className="mb-4" />}>
          <DialogTitle>{t('imap_title')}</DialogTitle>
          <DialogDescription>{t('imap_text', { provider: name })}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <ol className="flex flex-col gap-2" data-slot="imap-steps">
            {steps.map((step) => (
              <li
                key={step}
                className="flex items-start gap-3 rounded-lg bg-surface-muted px-3 py-2.5 text-start"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-pill bg-brand text-sm font-bold text-brand-foreground"
                >
                  {step}
                </span>
                <span className="pt-0.5 text-text">{t(`imap_steps_${set}_${step}`)}</span>
              </li>
            ))}
          </ol>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('imap_done')}
          </Button>
          <ExternalLinkButton href={settingsUrl} onClick={onSettingsOpened}>
            {t('imap_open_settings', { provider: name })}
          </ExternalLinkButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
