import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { $mailboxes } from '@/entities/mailbox/model';
import { InvalidGrantBanner } from '@/entities/mailbox/ui/invalid-grant-banner';
import { ProviderShutdownBanner } from '@/entities/mailbox/ui/provider-shutdown-banner';
import {
  $deletingMailbox,
  $selectOneEmailVisible,
  $updatingEmails,
  mailboxActiveToggled,
  mailboxDeleteConfirmed,
  reconnectRequested,
} from '@/features/mailbox-settings/model';
import { settingsBackPath } from '@/features/mailbox-settings/navigation';
import { MailboxToggleRow } from '@/features/mailbox-settings/ui/mailbox-toggle-row';
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
import { EmptyState } from '@/shared/ui/empty-state';
import { $selectedEmail } from '../model';
import { SettingsHeader } from './settings-header';
import { SettingsLinkRow } from './settings-link-row';
import { SettingsSection } from './settings-section';

/** /settings/details?email=…: one mailbox — active switch, banners, panel, reconnect, delete. */
export function MailboxDetails() {
  const { t } = useTranslation(['account', 'ui']);
  const units = useUnit({
    mailboxes: $mailboxes,
    email: $selectedEmail,
    updating: $updatingEmails,
    selectOne: $selectOneEmailVisible,
    deleting: $deletingMailbox,
    toggle: mailboxActiveToggled,
    reconnect: reconnectRequested,
    remove: mailboxDeleteConfirmed,
  });
  const [confirmOpen, setConfirmOpen] = useState(false);
  const mailbox = units.mailboxes.find((box) => box.email === units.email) ?? null;
  const back = settingsBackPath('details');
  if (!mailbox) {
    return (
      <div className="flex flex-col gap-5">
        <SettingsHeader title={t('details_title')} backTo={back} />
        <EmptyState
          icon="mailbox"
          title={t('details_missing_title')}
          description={t('details_missing_text')}
          actions={
            <Button asChild variant="secondary">
              <Link to="/settings">{t('settings_title')}</Link>
            </Button>
          }
        />
      </div>
    );
  }
  const invalid = mailbox.invalidGrant && !mailbox.providerShutdown;
  return (
    <div className="flex flex-col gap-5" data-testid="mailbox-details">
      <SettingsHeader title={t('details_title')} backTo={back} />
      {mailbox.providerShutdown && <ProviderShutdownBanner provider={mailbox.provider} context="cleaning" />}
      {invalid && (
        <InvalidGrantBanner
          email={mailbox.email}
          context="cleaning"
          onReconnect={() => units.reconnect(mailbox)}
        />
      )}
      <SettingsSection title={t('details_cleaning')}>
        <ul>
          <MailboxToggleRow
            mailbox={mailbox}
            updating={units.updating.includes(mailbox.email)}
            onToggle={units.toggle}
            onReconnect={units.reconnect}
          />
        </ul>
        <p className="px-3 pb-2 text-xs text-text-muted">{t('details_active_text')}</p>
        <div aria-live="polite" className="px-3 empty:hidden">
          {units.selectOne && (
            <p
              data-testid="select-one-email"
              className="mb-2 rounded-md bg-warning-soft px-3 py-2 text-sm font-medium text-text"
            >
              {t('product:select_one_email')}
            </p>
          )}
        </div>
      </SettingsSection>
      <SettingsSection title={t('panel_title')}>
        <ul>
          <SettingsLinkRow
            icon="sparkles"
            label={t('panel_title')}
            description={t(mailbox.inFoxPanel ? 'panel_state_on' : 'panel_state_off')}
            to={`/settings/panel?email=${encodeURIComponent(mailbox.email)}`}
            testId="settings-panel-link"
          />
        </ul>
      </SettingsSection>
      <div className="flex flex-col items-start gap-2 px-1">
        <Button
          variant="outline"
          icon="delete"
          className="text-danger"
          loading={units.deleting}
          onClick={() => setConfirmOpen(true)}
          data-testid="mailbox-delete"
        >
          {t('delete_mailbox')}
        </Button>
        <p className="text-xs text-text-muted">{t('delete_mailbox_hint')}</p>
      </div>
      <Dialog open={confirmOpen} onOpenChange={setConfirmOpen}>
        <DialogContent>
          <DialogHeader icon="delete" tone="danger">
            <DialogTitle>{t('delete_confirm_title')}</DialogTitle>
            <DialogDescription>
              {t('delete_confirm_text', { email: `\u2068${mailbox.email}\u2069` })}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost">{t('ui:cancel')}</Button>
            </DialogClose>
            <Button
              variant="danger"
              data-testid="mailbox-delete-confirm"
              onClick={() => {
                setConfirmOpen(false);
                units.remove(mailbox.email);
              }}
            >
              {t('delete_mailbox')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
