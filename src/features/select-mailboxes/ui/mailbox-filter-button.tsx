import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/shared/ui/button';

export interface MailboxFilterButtonProps extends Omit<ButtonProps, 'children' | 'icon' | 'iconEnd'> {
  selected: number;
  total: number;
}

/** Opens the mailbox selection sheet; says which mailboxes the list shows. */
export function MailboxFilterButton({ selected, total, ...props }: MailboxFilterButtonProps) {
  const { t } = useTranslation('list');
  const label =
    selected >= total
      ? t('mailboxes_button_all')
      : selected === 0
        ? t('mailboxes_button_none')
        : t('mailboxes_button_some', { selected, total });
  return (
    <Button
      variant="outline"
      size="sm"
      icon="inbox"
      iconEnd="chevron-down"
      aria-haspopup="dialog"
      data-filtered={selected < total || undefined}
      className="data-filtered:border-brand data-filtered:bg-brand-soft data-filtered:text-brand-strong"
      {...props}
    >
      {label}
    </Button>
  );
}
