import * as Collapsible from '@radix-ui/react-collapsible';
import { cva } from 'class-variance-authority';
import { useTranslation } from 'react-i18next';
import type { HonouredCheck, UnsubscribeProof as UnsubscribeProofEntry } from '@/shared/api/contract';
import { useIntlLocale } from '@/shared/i18n/use-text-direction';
import { cn } from '@/shared/lib/cn';
import { Badge } from '@/shared/ui/badge';
import { Icon } from '@/shared/ui/icon';
import type { IconName } from '@/shared/ui/icon-glyphs';
import {
  type FormatDate,
  honouredMessage,
  manualLinkOf,
  type ProofMessage,
  type ProofTone,
  proofMessage,
  summaryProof,
} from './unsubscribe-proof-copy';

const proofLine = cva('flex min-w-0 items-center gap-1.5', {
  variants: {
    tone: {
      success: 'text-success',
      danger: 'text-danger',
      warning: 'text-action-later',
      muted: 'text-text-muted',
    } satisfies Record<ProofTone, string>,
  },
});

const TONE_ICON: Record<ProofTone, IconName> = {
  success: 'success',
  danger: 'warning',
  warning: 'warning',
  muted: 'info',
};
const HONOURED_BADGE = {
  success: 'success',
  warning: 'warning',
  danger: 'danger',
  muted: 'neutral',
} as const;

export interface UnsubscribeProofProps {
  /** The engine's proof of each unsubscribe request (one per List-Id with its own method). */
  proofs?: readonly UnsubscribeProofEntry[];
  /** Did the sender stop after the accepted request (null / absent until one was accepted). */
  honouredCheck?: HonouredCheck | null;
  className?: string;
}

/**
 * The proof of an auto-deleted sender's unsubscribe (My actions): one summary line (the request that most
 * needs attention), the honoured check as a badge, the sender's own unsubscribe page as a link the user
 * opens (never fetched by us) and, with several requests, a Radix Collapsible listing each one.
 * Nothing when the engine recorded no proof (the demo mailbox).
 */
export function UnsubscribeProof({ proofs, honouredCheck, className }: UnsubscribeProofProps) {
  const { t } = useTranslation(['actions', 'ui', 'overlays']);
  const locale = useIntlLocale();
  const main = summaryProof(proofs);
  if (!proofs || !main) return null;
  const format: FormatDate = (iso) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(new Date(iso));
  // A count is worded by the shared plural key (`mails`), so the proof keys themselves need no plural forms.
  // Hosts and SMTP replies are isolated (FSI … PDI) so they read whole inside right-to-left text.
  const say = ({ key, values: { count, ...values } }: ProofMessage) => {
    const isolated = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        name === 'host' || name === 'reply' ? `\u2068${value}\u2069` : value,
      ]),
    );
    return t(
      `actions:${key}`,
      count === undefined ? isolated : { ...isolated, mails: t('ui:sender_mails_count', { count }) },
    );
  };
  const summary = proofMessage(main, format);
  const honoured = honouredCheck ? honouredMessage(honouredCheck, format) : null;
  const manualUrl = manualLinkOf(proofs);
  const several = proofs.length > 1;

  return (
    <Collapsible.Root
      data-slot="unsubscribe-proof"
      data-outcome={main.outcome}
      data-honoured={honouredCheck?.state}
      className={cn('flex min-w-0 flex-col gap-1 text-xs', className)}
    >
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        <span data-slot="unsubscribe-proof-summary" className={proofLine({ tone: summary.tone })}>
          <Icon name={TONE_ICON[summary.tone]} size="xs" className="shrink-0 self-start mt-px" />
          <span className="min-w-0 break-words">{say(summary)}</span>
        </span>
        {honoured && (
          <Badge
            tone={HONOURED_BADGE[honoured.tone]}
            icon={honoured.tone === 'warning' ? 'warning' : undefined}
            data-slot="honoured-check"
            className="h-auto min-h-5 max-w-full whitespace-normal py-0.5 leading-tight"
          >
            {say(honoured)}
          </Badge>
        )}
        {manualUrl && (
          <a
            href={manualUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-slot="unsubscribe-manual-link"
            className="inline-flex items-center gap-1 rounded-sm font-semibold text-brand-strong underline underline-offset-2 hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus"
          >
            {t('actions:proof_manual_link')}
            <Icon name="external-link" size="xs" className="rtl:-scale-x-100" />
            <span className="sr-only">({t('overlays:opens_in_new_tab')})</span>
          </a>
        )}
        {several && (
          <Collapsible.Trigger
            data-slot="unsubscribe-proof-toggle"
            className="group/toggle inline-flex items-center gap-1 rounded-sm font-semibold text-text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus"
          >
            {t('actions:proof_details', { total: proofs.length })}
            <Icon
              name="chevron-down"
              size="xs"
              className="transition-transform duration-fast group-data-[state=open]/toggle:rotate-180 motion-reduce:transition-none"
            />
          </Collapsible.Trigger>
        )}
      </div>
      {several && (
        <Collapsible.Content asChild>
          <ul data-slot="unsubscribe-proof-details" className="flex min-w-0 flex-col gap-1 ps-5">
            {proofs.map((proof, index) => {
              const message = proofMessage(proof, format);
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: requests have no id; the order is the engine's
                  key={index}
                  data-outcome={proof.outcome}
                  className={cn(proofLine({ tone: message.tone }), 'items-start')}
                >
                  {proof.listId && (
                    <span dir="ltr" className="shrink-0 font-mono text-text-subtle">
                      {proof.listId}
                    </span>
                  )}
                  <span className="min-w-0">{say(message)}</span>
                </li>
              );
            })}
          </ul>
        </Collapsible.Content>
      )}
    </Collapsible.Root>
  );
}
