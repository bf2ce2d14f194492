import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SenderAction } from '@/shared/config/constants';
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
import type { IconName } from '@/shared/ui/icon-glyphs';

/** The actions that ask for a confirmation in list mode (later never does). */
export type ConfirmAction = Exclude<SenderAction, 'later'>;

const LOOK: Record<
  ConfirmAction,
  { icon: IconName; tone: 'unsubscribe' | 'delete' | 'keep'; button: 'unsubscribe' | 'delete' | 'keep' }
> = {
  unsubscribes: { icon: 'unsubscribe', tone: 'unsubscribe', button: 'unsubscribe' },
  delete: { icon: 'delete', tone: 'delete', button: 'delete' },
  keep: { icon: 'keep', tone: 'keep', button: 'keep' },
};

export interface ConfirmActionModalProps {
  open: boolean;
  action: ConfirmAction;
  /** How many senders the action applies to. */
  count: number;
  /** The sender's name when there is only one (shown under the title). */
  senderName?: string;
  /** Controlled "do not ask again" value; leave undefined to let the modal keep it (reset on each open). */
  doNotAskAgain?: boolean;
  onDoNotAskAgainChange?: (value: boolean) => void;
  /** What will happen, exactly (one line per fact), shown before the checkbox. */
  consequence?: readonly ReactNode[];
  /** Confirm, with the "do not ask again" value. */
  onConfirm: (doNotAskAgain: boolean) => void;
  /** Cancel, Escape, the overlay or the close button, with the "do not ask again" value. */
  onCancel: (doNotAskAgain: boolean) => void;
}

/**
 * Asks before an action on senders in list mode: its own title, text and colour per action, and a
 * "do not ask again" box for that action. Both callbacks receive the box's value.
 */
export function ConfirmActionModal({
  open,
  action,
  count,
  senderName,
  doNotAskAgain,
  onDoNotAskAgainChange,
  consequence,
  onConfirm,
  onCancel,
}: ConfirmActionModalProps) {
  const { t } = useTranslation(['overlays', 'ui']);
  // A new question starts unticked (the stored preference is not the box's state).
  const [ownValue, setOwnValue] = useStatePerOpening(open, () => false);
  const checked = doNotAskAgain ?? ownValue;
  const look = LOOK[action];

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel(checked);
      }}
    >
      <DialogContent size="sm" data-action={action}>
        <DialogHeader icon={look.icon} tone={look.tone}>
          <DialogTitle>{t(`confirm_${action}_title`, { count })}</DialogTitle>
          {senderName && (
            <p className="max-w-full truncate rounded-pill bg-surface-sunken px-3 py-1 text-sm font-semibold text-text">
              {senderName}
            </p>
          )}
          <DialogDescription>{t(`confirm_${action}_text`)}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          {consequence && consequence.length > 0 && (
            <ul data-slot="confirm-consequence" className="mb-3 flex flex-col gap-1.5 text-sm text-text">
              {consequence.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines in a fixed order
                <li key={index} className={index === 0 ? 'font-semibold' : 'text-text-muted'}>
                  {line}
                </li>
              ))}
            </ul>
          )}
          <Checkbox
            checked={checked}
            onCheckedChange={(value) => {
              const next = value === true;
              setOwnValue(next);
              onDoNotAskAgainChange?.(next);
            }}
            label={t(`confirm_do_not_ask_${action}`)}
            className="rounded-lg bg-surface-muted p-3"
          />
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={() => onCancel(checked)}>
            {t('ui:cancel')}
          </Button>
          <Button variant={look.button} icon={look.icon} onClick={() => onConfirm(checked)}>
            {t(`ui:action_${action}`)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
