import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { canToggleMailbox } from '@/entities/mailbox/lib';
import type { Mailbox } from '@/entities/mailbox/types';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import { ProviderLogo } from '@/shared/ui/provider-logo';
import { Switch } from '@/shared/ui/switch';

export interface MailboxToggleRowProps {
  mailbox: Mailbox;
  /** The settings call for this mailbox is in flight: the switch is busy and ignores presses. */
  updating?: boolean;
  /** The switch was pressed (the model's `mailboxActiveToggled(email)`). */
  onToggle: (email: string) => void;
  /** Offered on an invalid-grant mailbox (the model's reconnect to the provider's login). */
  onReconnect?: (mailbox: Mailbox) => void;
  className?: string;
}

/**
 * One connected mailbox with its active switch (product §2 side menu, §4 Mailbox toggle): provider
 * logo, address (truncated, full text in the title), mails left to sort, and the switch — busy while
 * its call runs, disabled with a hint when the provider is shut down or the grant is invalid.
 */
export function MailboxToggleRow({
  mailbox,
  updating = false,
  onToggle,
  onReconnect,
  className,
}: MailboxToggleRowProps) {
  const { t } = useTranslation('navigation');
  const hintId = useId();
  const toggleable = canToggleMailbox(mailbox);
  const hint = mailbox.providerShutdown
    ? t('mailbox_shutdown_hint')
    : mailbox.invalidGrant
      ? t('mailbox_invalid_grant_hint')
      : null;
  return (
    <li
      data-slot="mailbox-toggle-row"
      data-active={mailbox.isActive}
      data-disabled={!toggleable || undefined}
      data-updating={updating || undefined}
      className={cn(
        'flex flex-col gap-2 rounded-card px-3 py-2.5 transition-colors hover:bg-surface-muted',
        className,
      )}
    >
      <div className="flex items-center gap-3">
        <ProviderLogo provider={mailbox.provider} size="sm" />
        <div className="flex min-w-0 flex-1 flex-col">
          {/* An address reads left to right in every locale: it is cut at its end, aligned to the start. */}
          <span
            title={mailbox.email}
            dir="ltr"
            className={cn(
              'truncate text-left text-sm font-medium rtl:text-right',
              mailbox.isActive && toggleable ? 'text-text' : 'text-text-muted',
            )}
          >
            {mailbox.email}
          </span>
          {/* Wraps rather than ending in an ellipsis: "6.950 μηνύματα προς ταξινόμηση" is longer than a
              narrow side menu's row. */}
          <span className="break-words text-xs text-text-subtle">
            {mailbox.count > 0 ? t('mailbox_to_sort', { count: mailbox.count }) : t('mailbox_all_sorted')}
          </span>
        </div>
        <Switch
          size="sm"
          checked={mailbox.isActive}
          disabled={!toggleable}
          busy={updating}
          aria-label={t('mailbox_active_label', { email: mailbox.email })}
          aria-describedby={hint ? hintId : undefined}
          onCheckedChange={() => onToggle(mailbox.email)}
        />
      </div>
      {hint && (
        <div
          className={cn(
            'flex items-start gap-2 rounded-md px-2.5 py-2 text-xs',
            mailbox.invalidGrant && !mailbox.providerShutdown
              ? 'bg-danger-soft text-danger'
              : 'bg-surface-sunken text-text-muted',
          )}
        >
          <Icon name={mailbox.providerShutdown ? 'info' : 'warning'} size="sm" className="mt-px" />
          <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
            <p id={hintId}>{hint}</p>
            {mailbox.invalidGrant && !mailbox.providerShutdown && onReconnect && (
              <Button
                variant="link"
                size="sm"
                className="text-xs font-semibold text-danger underline"
                onClick={() => onReconnect(mailbox)}
              >
                {t('mailbox_reconnect')}
                <span className="sr-only"> {mailbox.email}</span>
              </Button>
            )}
          </div>
        </div>
      )}
    </li>
  );
}
