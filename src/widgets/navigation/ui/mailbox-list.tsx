import * as Collapsible from '@radix-ui/react-collapsible';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mailbox } from '@/entities/mailbox/types';
import { MailboxToggleRow } from '@/features/mailbox-settings/ui/mailbox-toggle-row';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import { Loader } from '@/shared/ui/loader';

export interface MailboxListProps {
  mailboxes: readonly Mailbox[];
  /** E-mails whose settings call is in flight (the model's `$updatingEmails`). */
  updatingEmails?: readonly string[];
  /** The mailboxes are not known yet. */
  loading?: boolean;
  onToggle: (email: string) => void;
  onReconnect?: (mailbox: Mailbox) => void;
  onAddMailbox: () => void;
  /** The last active mailbox was switched off: "keep at least one mailbox active" (the model's flag). */
  selectOneEmailVisible?: boolean;
  /** Controlled open state; uncontrolled (open at first) without it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * The side menu's collapsible list of the user's mailboxes (Radix Collapsible): a header with the
 * count that folds the list, one row per mailbox with its active switch, and the add-mailbox button.
 */
export function MailboxList({
  mailboxes,
  updatingEmails = [],
  loading = false,
  onToggle,
  onReconnect,
  onAddMailbox,
  selectOneEmailVisible = false,
  open,
  defaultOpen = true,
  onOpenChange,
  className,
}: MailboxListProps) {
  const { t } = useTranslation('navigation');
  const { t: tProduct } = useTranslation('product');
  const titleId = useId();
  return (
    <Collapsible.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      data-slot="mailbox-list"
      className={cn('flex flex-col gap-1', className)}
      asChild
    >
      <section aria-labelledby={titleId}>
        <Collapsible.Trigger
          className={cn(
            // A title longer than the menu's width ("Τα γραμματοκιβώτιά μου", "As minhas caixas de
            // correio") takes a second line instead of ending in an ellipsis.
            'group flex min-h-11 w-full items-center gap-3 rounded-pill px-4 py-1.5 text-start text-base font-semibold text-text',
            'transition-colors duration-fast hover:bg-surface-sunken',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus',
          )}
        >
          <Icon name="mailbox" className="text-text-muted" />
          <span id={titleId} className="min-w-0 break-words hyphens-auto">
            {t('mailboxes_title')}
          </span>
          {!loading && (
            <>
              <span
                aria-hidden="true"
                data-slot="mailbox-count"
                className="inline-flex h-5 min-w-5 items-center justify-center rounded-pill bg-brand-soft px-1.5 text-xs font-bold text-brand-strong"
              >
                {mailboxes.length}
              </span>
              <span className="sr-only">{t('mailboxes_count', { count: mailboxes.length })}</span>
            </>
          )}
          <Icon
            name="chevron-down"
            size="sm"
            className="ms-auto text-text-subtle transition-transform duration-base group-data-[state=open]:rotate-180"
          />
        </Collapsible.Trigger>
        <Collapsible.Content className="flex flex-col gap-2">
          {loading ? (
            <div className="flex items-center gap-3 px-4 py-3 text-sm text-text-subtle">
              <Loader size="sm" label={t('mailboxes_loading')} />
              <span aria-hidden="true">{t('mailboxes_loading')}</span>
            </div>
          ) : mailboxes.length === 0 ? (
            <p className="px-4 py-2 text-sm text-text-subtle">{t('mailboxes_empty')}</p>
          ) : (
            <ul className="flex flex-col gap-0.5">
              {mailboxes.map((mailbox) => (
                <MailboxToggleRow
                  key={mailbox.email}
                  mailbox={mailbox}
                  updating={updatingEmails.includes(mailbox.email)}
                  onToggle={onToggle}
                  onReconnect={onReconnect}
                />
              ))}
            </ul>
          )}
          <div role="status" className="empty:hidden">
            {selectOneEmailVisible && (
              <p className="mx-1 flex items-center gap-2 rounded-md bg-info-soft px-3 py-2 text-xs font-medium text-info">
                <Icon name="info" size="sm" />
                {tProduct('select_one_email')}
              </p>
            )}
          </div>
          <Button
            variant="secondary"
            size="sm"
            icon="plus"
            fullWidth
            multiline
            disabled={loading}
            onClick={onAddMailbox}
          >
            {t('mailbox_add')}
          </Button>
        </Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
