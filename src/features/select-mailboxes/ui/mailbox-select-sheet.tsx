import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mailbox } from '@/entities/mailbox/types';
import { cn } from '@/shared/lib/cn';
import { useStatePerOpening } from '@/shared/lib/use-state-per-opening';
import { Badge } from '@/shared/ui/badge';
import { BottomSheet } from '@/shared/ui/bottom-sheet';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { ProviderLogo } from '@/shared/ui/provider-logo';

export interface MailboxSelectSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mailboxes: readonly Mailbox[];
  /** The mailboxes whose senders the list shows now. */
  selectedEmails: readonly string[];
  /** Apply: the ticked mailboxes (the sheet then closes). Closing otherwise drops the changes. */
  onApply: (emails: string[]) => void;
  /** Render inside this element instead of document.body. */
  container?: HTMLElement | null;
}

/**
 * A bottom sheet listing the mailboxes (provider logo, address, mails to sort, a checkbox each, and
 * "all mailboxes"); the ticks are a draft until Apply.
 */
export function MailboxSelectSheet({
  open,
  onOpenChange,
  mailboxes,
  selectedEmails,
  onApply,
  container,
}: MailboxSelectSheetProps) {
  const { t } = useTranslation(['list', 'ui']);
  const idPrefix = useId();
  // Each opening starts from what the list shows.
  const [draft, setDraft] = useStatePerOpening<readonly string[]>(open, () => selectedEmails);
  const ticked = new Set(draft);
  const count = mailboxes.filter((mailbox) => ticked.has(mailbox.email)).length;
  const allState = count === 0 ? false : count === mailboxes.length ? true : 'indeterminate';
  const toggle = (email: string, value: boolean) =>
    setDraft((current) => (value ? [...current, email] : current.filter((entry) => entry !== email)));

  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      container={container}
      title={t('mailboxes_title')}
      description={t('mailboxes_description')}
      footer={
        <Button
          fullWidth
          onClick={() => {
            onApply(mailboxes.map((mailbox) => mailbox.email).filter((email) => ticked.has(email)));
            onOpenChange(false);
          }}
        >
          {t('mailboxes_apply')}
        </Button>
      }
    >
      <div className="flex flex-col">
        <div className="flex min-h-14 items-center border-b border-border">
          <Checkbox
            checked={allState}
            onCheckedChange={(value) =>
              setDraft(value === true ? mailboxes.map((mailbox) => mailbox.email) : [])
            }
            label={<span className="font-semibold">{t('mailboxes_select_all')}</span>}
            className="w-full items-center [&>span:first-child]:pt-0"
          />
        </div>
        <ul className="flex flex-col">
          {mailboxes.map((mailbox, index) => {
            const id = `${idPrefix}-${index}`;
            const checked = ticked.has(mailbox.email);
            return (
              <li
                key={mailbox.email}
                data-checked={checked}
                className="flex min-h-18 items-center gap-3 border-b border-border py-3 last:border-0"
              >
                <ProviderLogo provider={mailbox.provider} size="md" />
                <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer flex-col">
                  <span className="truncate font-semibold text-text">{mailbox.email}</span>
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-text-subtle">
                    {t('mailbox_to_sort', { count: mailbox.count })}
                    {mailbox.providerShutdown && (
                      <Badge tone="danger" icon="warning">
                        {t('mailbox_shutdown')}
                      </Badge>
                    )}
                    {mailbox.invalidGrant && !mailbox.providerShutdown && (
                      <Badge tone="warning" icon="warning">
                        {t('mailbox_invalid_grant')}
                      </Badge>
                    )}
                  </span>
                </label>
                <Checkbox
                  id={id}
                  checked={checked}
                  onCheckedChange={(value) => toggle(mailbox.email, value === true)}
                  className={cn('relative after:absolute after:-inset-3 after:content-[""]')}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </BottomSheet>
  );
}
