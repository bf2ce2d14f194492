import { useTranslation } from 'react-i18next';
import type { UnsubscribeAttemptState, UnsubscribeMethod } from '@/shared/api/contract';
import { cn } from '@/shared/lib/cn';
import { Icon } from '@/shared/ui/icon';
import type { IconName } from '@/shared/ui/icon-glyphs';

const METHOD_KEY: Record<UnsubscribeMethod, string> = {
  'one-click': 'ui:unsubscribe_method_one_click',
  'web-link': 'ui:unsubscribe_method_web_link',
  mailto: 'ui:unsubscribe_method_mailto',
  none: 'ui:unsubscribe_method_none',
};

const OUTCOME: Record<UnsubscribeAttemptState, { icon: IconName; className: string }> = {
  pending: { icon: 'hourglass', className: 'text-text-muted' },
  sent: { icon: 'success', className: 'text-success' },
  failed: { icon: 'warning', className: 'text-danger' },
};

export interface UnsubscribeStatusProps {
  /** How the sender is (or was) unsubscribed, as the server reports it. */
  method?: UnsubscribeMethod;
  /** How the attempt went, when the engine reports it. */
  outcome?: UnsubscribeAttemptState;
  className?: string;
}

/**
 * How an auto-deleted sender's unsubscribe went (My actions): the method the server reports and, when
 * the engine reports it, the attempt's outcome (pending, sent, failed). Nothing when neither is known.
 */
export function UnsubscribeStatus({ method, outcome, className }: UnsubscribeStatusProps) {
  const { t } = useTranslation(['actions', 'ui']);
  if (!method && !outcome) return null;
  const parts = [
    method ? t(METHOD_KEY[method]) : null,
    outcome ? t(`actions:unsubscribe_outcome_${outcome}`) : null,
  ].filter(Boolean);
  const look = outcome ? OUTCOME[outcome] : null;
  return (
    <span
      data-slot="unsubscribe-status"
      data-method={method}
      data-outcome={outcome}
      className={cn(
        // It wraps instead of cutting off: a phone row has room for a second line (the list measures it).
        'flex min-w-0 items-start gap-1.5 text-xs leading-4',
        look?.className ?? 'text-text-subtle',
        className,
      )}
    >
      <Icon name={look?.icon ?? (method === 'none' ? 'info' : 'mail')} size="xs" className="shrink-0" />
      <span className="line-clamp-2 min-w-0 break-words">{parts.join(' · ')}</span>
    </span>
  );
}
