import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/shared/ui/dialog';
import { $loggingOutAll, logoutAllConfirmed } from '../model';
import { SettingsSection } from './settings-section';

/** The settings list's last section: sign out of every session (POST /v3/users/logout/all) after a confirm. */
export function SignOutEverywhere() {
  const { t } = useTranslation(['account', 'ui']);
  const { pending, confirm } = useUnit({ pending: $loggingOutAll, confirm: logoutAllConfirmed });
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <SettingsSection title={t('sessions_title')}>
      <div className="flex flex-col items-start gap-2 px-3 pb-3">
        <Button
          variant="outline"
          icon="logout"
          multiline
          className="text-danger"
          loading={pending}
          onClick={() => setConfirmOpen(true)}
          data-testid="logout-all"
        >
          {t('logout_all')}
        </Button>
        <p className="text-xs text-text-muted">{t('logout_all_hint')}</p>
      </div>
      <Dialog open={confirmOpen} onOpenChange={setConfirmOpen}>
        <DialogContent>
          <DialogHeader icon="logout" tone="danger">
            <DialogTitle>{t('logout_all_confirm_title')}</DialogTitle>
            <DialogDescription>{t('logout_all_confirm_text')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost">{t('ui:cancel')}</Button>
            </DialogClose>
            <Button
              variant="danger"
              data-testid="logout-all-confirm"
              onClick={() => {
                setConfirmOpen(false);
                confirm();
              }}
            >
              {t('logout_all')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}
