import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { Badge, type BadgeProps } from '@/shared/ui/badge';
import { Icon } from '@/shared/ui/icon';
import type { IconName } from '@/shared/ui/icon-glyphs';
import { SenderAvatar } from '@/shared/ui/sender-avatar';
import { isSpam } from '../lib';
import type { Subscription } from '../types';

/**
 * How the sender can be unsubscribed from. The API contract of this branch does not carry it yet on
 * a subscription, so the card takes it as a prop (or from `item.unsubscribeMethod` once it does).
 */
export type UnsubscribeMethod = 'one-click' | 'web-link' | 'mailto' | 'none';
export type SenderCardItem = Subscription & { unsubscribeMethod?: UnsubscribeMethod };

const METHODS: Readonly<
  Record<UnsubscribeMethod, { key: string; icon: IconName; tone: NonNullable<BadgeProps['tone']> }>
> = {
  'one-click': { key: 'unsubscribe_method_one_click', icon: 'check', tone: 'brand' },
  'web-link': { key: 'unsubscribe_method_web_link', icon: 'external-link', tone: 'neutral' },
  mailto: { key: 'unsubscribe_method_mailto', icon: 'mail', tone: 'neutral' },
  none: { key: 'unsubscribe_method_none', icon: 'warning', tone: 'warning' },
};

const bandVariants = cva('pointer-events-none absolute inset-x-0 top-0 -z-10 h-36', {
  variants: {
    tone: {
      default: 'bg-linear-to-b from-brand-soft to-surface',
      spam: 'bg-linear-to-b from-spam-soft to-surface',
      later: 'bg-linear-to-b from-action-later-soft to-surface',
    },
  },
  defaultVariants: { tone: 'default' },
});

export interface SenderCardProps {
  item: SenderCardItem;
  /** How to unsubscribe (one-click, web link, mailto, none); defaults to `item.unsubscribeMethod`. */
  unsubscribeMethod?: UnsubscribeMethod;
  /** The sender's logo, if any (the initial is shown otherwise). */
  imageUrl?: string;
  /** What the previewed action will do, exactly (shown under the figures). */
  consequence?: ReactNode;
  className?: string;
}

/**
 * A sender to sort (spec product §2/§3): name, address, the mailbox it arrived in, mails received,
 * open rate, the new and spam badges and how it can be unsubscribed from. Big and rounded: it is
 * the swipe deck's card, and fills the height it is given.
 */
export const SenderCard = memo(function SenderCard({
  item,
  unsubscribeMethod,
  imageUrl,
  consequence,
  className,
}: SenderCardProps) {
  const { t } = useTranslation(['ui', 'cards']);
  const titleId = useId();
  const spam = isSpam(item);
  const later = item.type === 'later' || item.isLater === true;
  const method = unsubscribeMethod ?? item.unsubscribeMethod;
  const rate = Math.round(Math.min(100, Math.max(0, item.openRate)));
  const name = item.name.trim() || item.sender;
  return (
    <article
      data-slot="sender-card"
      data-new={item.notSeen}
      data-spam={spam}
      data-later={later}
      aria-labelledby={titleId}
      className={cn(
        'relative isolate flex h-full min-h-[26rem] w-full flex-col overflow-hidden rounded-card bg-surface text-text shadow-card ring-1 ring-border',
        // In a short deck (a small phone, a laptop's short window) the card gives up room: a smaller
        // avatar and tiles, then no avatar (the deck-short and deck-tiny variants).
        'deck-short:min-h-0',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className={bandVariants({ tone: spam ? 'spam' : later ? 'later' : 'default' })}
      />
      <div className="flex min-h-7 flex-wrap items-center gap-1.5 px-5 pt-5 deck-short:pt-3">
        {item.notSeen && (
          <Badge tone="new" size="md" icon="sparkles">
            {t('ui:badge_new')}
          </Badge>
        )}
        {spam && (
          <Badge tone="spam" size="md" icon="spam">
            {t('ui:badge_spam')}
          </Badge>
        )}
        {later && (
          <Badge tone="later" size="md" icon="later">
            {t('cards:badge_later')}
          </Badge>
        )}
      </div>

      <div className="flex flex-col items-center px-6 pt-2 text-center">
        <SenderAvatar
          name={name}
          address={item.sender}
          imageUrl={imageUrl}
          size="xl"
          className="shadow-card ring-4 ring-surface deck-short:size-14 deck-short:text-xl deck-tiny:hidden"
        />
        <h2
          id={titleId}
          dir="auto"
          className="mt-4 line-clamp-2 max-w-full text-2xl font-bold text-balance break-words text-text deck-short:mt-2 deck-short:text-xl deck-tiny:mt-0"
        >
          {name}
        </h2>
        <p className="mt-1 max-w-full truncate text-sm text-text-muted">
          <bdi>{item.sender}</bdi>
        </p>
      </div>

      <div className="mt-auto flex flex-col gap-3 px-5 pt-6 pb-5 deck-short:gap-2 deck-short:pt-3 deck-short:pb-3">
        <ul className="grid grid-cols-2 gap-3 deck-short:gap-2">
          <li className="flex flex-col gap-2 rounded-lg bg-surface-muted p-3 deck-short:gap-1 deck-short:p-2">
            <Icon name="mail" size="sm" className="text-text-subtle deck-tiny:hidden" />
            <span className="text-base font-semibold text-text" data-slot="sender-card-count">
              {t('ui:sender_mails_count', { count: item.count })}
            </span>
          </li>
          <li className="flex flex-col gap-2 rounded-lg bg-surface-muted p-3 deck-short:gap-1 deck-short:p-2">
            <Icon name="eye" size="sm" className="text-text-subtle deck-tiny:hidden" />
            <span className="text-base font-semibold text-text" data-slot="sender-card-open-rate">
              {t('ui:sender_open_rate', { rate })}
            </span>
            <span aria-hidden="true" className="flex h-1.5 overflow-hidden rounded-pill bg-border">
              <span className="h-full rounded-pill bg-brand" style={{ width: `${rate}%` }} />
            </span>
          </li>
        </ul>
        {/* The consequence names the method itself: the badge would say it twice. */}
        {method && !consequence && (
          <div className="flex">
            <Badge
              tone={METHODS[method].tone}
              size="md"
              icon={METHODS[method].icon}
              data-method={method}
              className="max-w-full"
            >
              <span className="truncate">{t(`ui:${METHODS[method].key}`)}</span>
            </Badge>
          </div>
        )}
        {consequence && (
          <p
            data-slot="sender-card-consequence"
            aria-live="polite"
            className="line-clamp-3 text-sm text-pretty text-text-muted"
          >
            {consequence}
          </p>
        )}
      </div>

      <div className="flex items-center gap-3 border-t border-border bg-surface-muted px-5 py-3 deck-short:py-2">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-pill bg-surface text-text-muted ring-1 ring-border">
          <Icon name="mailbox" size="sm" />
        </span>
        <p className="flex min-w-0 flex-col">
          <span className="text-xs text-text-subtle">{t('cards:sender_received_in')}</span>
          <span className="truncate text-sm font-medium text-text" data-slot="sender-card-mailbox">
            <bdi>{item.email}</bdi>
          </span>
        </p>
      </div>
    </article>
  );
});
