import { useTranslation } from 'react-i18next';
import type { Provider } from '@/shared/config/constants';
import { Button } from '@/shared/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/shared/ui/dialog';
import { ExternalLinkButton } from '@/shared/ui/external-link-button';

export interface ApplicationPasswordModalProps {
  open: boolean;
  provider: Provider;
  /** The provider's two-step verification page (opens in a new tab). */
  twoFactorUrl: string;
  /** The two-step verification link was followed. */
  onTwoFactorOpened?: () => void;
  /** Back, Escape, the overlay or the close button. */
  onBack: () => void;
}

/**
 * The usual password was refused (application_password): offers to turn on two-step verification at
 * the provider (external link) so an application password can be created, or to go back.
 */
export function ApplicationPasswordModal({
  open,
  provider,
  twoFactorUrl,
  onTwoFactorOpened,
  onBack,
}: ApplicationPasswordModalProps) {
  const { t } = useTranslation(['overlays', 'ui']);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onBack()}>
      <DialogContent size="sm">
        <DialogHeader icon="key" tone="info">
          <DialogTitle>{t('app_password_title')}</DialogTitle>
          <DialogDescription>
            {t('app_password_text', { provider: t(`ui:provider_${provider}`) })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" icon="arrow-left" onClick={onBack}>
            {t('ui:back')}
          </Button>
          <ExternalLinkButton href={twoFactorUrl} onClick={onTwoFactorOpened}>
            {t('app_password_enable')}
          </ExternalLinkButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
