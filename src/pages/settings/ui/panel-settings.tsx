import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { canTogglePanel } from '@/entities/mailbox/lib';
import { $mailboxes } from '@/entities/mailbox/model';
import { InvalidGrantBanner } from '@/entities/mailbox/ui/invalid-grant-banner';
import { ProviderShutdownBanner } from '@/entities/mailbox/ui/provider-shutdown-banner';
import { $updatingEmails, mailboxPanelToggled, reconnectRequested } from '@/features/mailbox-settings/model';
import { settingsBackPath } from '@/features/mailbox-settings/navigation';
import { Icon } from '@/shared/ui/icon';
import { Switch } from '@/shared/ui/switch';
import { $selectedEmail } from '../model';
import { SettingsHeader } from './settings-header';

/** /settings/panel?email=…: the Fox panel toggle of one mailbox (back goes to its details). */
export function PanelSettings() {
  const { t } = useTranslation('account');
  const units = useUnit({
    mailboxes: $mailboxes,
    email: $selectedEmail,
    updating: $updatingEmails,
    toggle: mailboxPanelToggled,
    reconnect: reconnectRequested,
  });
  const mailbox = units.mailboxes.find((box) => box.email === units.email) ?? null;
  const back = `${settingsBackPath('panel')}${units.email ? `?email=${encodeURIComponent(units.email)}` : ''}`;
  return (
    <div className="flex flex-col gap-5" data-testid="panel-settings">
      <SettingsHeader title={t('panel_title')} backTo={back} />
      {mailbox?.providerShutdown && <ProviderShutdownBanner provider={mailbox.provider} context="panel" />}
      {mailbox?.invalidGrant && !mailbox.providerShutdown && (
        <InvalidGrantBanner
          email={mailbox.email}
          context="panel"
          onReconnect={() => units.reconnect(mailbox)}
        />
      )}
      <section className="flex flex-col gap-4 rounded-sheet border border-border bg-surface p-5 shadow-sm">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-pill bg-brand-soft text-brand-strong"
          >
            <Icon name="sparkles" />
          </span>
          <p className="text-sm text-text-muted">{t('panel_text')}</p>
        </div>
        {mailbox && (
          <Switch
            label={t('panel_switch', { email: `\u2068${mailbox.email}\u2069` })}
            description={t(mailbox.inFoxPanel ? 'panel_state_on' : 'panel_state_off')}
            checked={mailbox.inFoxPanel}
            disabled={!canTogglePanel(mailbox)}
            busy={units.updating.includes(mailbox.email)}
            onCheckedChange={() => units.toggle(mailbox.email)}
            data-testid="panel-switch"
          />
        )}
      </section>
    </div>
  );
}
