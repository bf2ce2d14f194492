import type { ComponentProps, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIONS, type SenderAction } from '@/shared/config/constants';
import { useIntlLocale } from '@/shared/i18n/use-text-direction';
import { cn } from '@/shared/lib/cn';
import { Badge } from '@/shared/ui/badge';
import { Checkbox } from '@/shared/ui/checkbox';
import { Icon } from '@/shared/ui/icon';
import { IconButton } from '@/shared/ui/icon-button';
import type { IconName } from '@/shared/ui/icon-glyphs';
import { SenderAvatar } from '@/shared/ui/sender-avatar';
import { isActionAllowed, isSpam } from '../lib';
import type { Subscription } from '../types';
import { UnsubscribeProof } from './unsubscribe-proof';
import { UnsubscribeStatus } from './unsubscribe-status';

/** `compact`: phones (list narrower than 500 px), actions under the text; `desktop`: one line of columns. */
export type SenderRowLayout = 'compact' | 'desktop';
/** `cleaning`: the four action buttons; `myActions`: the decision and its date instead. */
export type SenderRowVariant = 'cleaning' | 'myActions';
/** Which My actions list the row belongs to (words the decision). */
export type SenderDecision = 'auto-delete' | 'keep';

/**
 * Row heights in px. Desktop rows have them fixed, so a virtualised list can place 10,000 rows without
 * measuring them (only a My actions row with unsubscribe proof grows). A phone's row is at least this
 * tall and grows with its content (a name on two lines, action labels, a decision and unsubscribe
 * status that wrap): the list places it at this height first and measures it once rendered.
 */
export const SENDER_ROW_HEIGHT: Record<SenderRowLayout, Record<SenderRowVariant, number>> = {
  compact: { cleaning: 157, myActions: 144 },
  desktop: { cleaning: 76, myActions: 76 },
};

/**
 * Room (px) a My actions row adds for its unsubscribe proof line: the list's first estimate; the row then
 * grows with its content (the proof wraps on a phone, its details open) and the list measures it.
 */
export const SENDER_ROW_PROOF_EXTRA: Record<SenderRowLayout, number> = { compact: 44, desktop: 32 };

/** Whether a row shows the engine's unsubscribe proof (My actions, auto-delete, a real mailbox's proof). */
export function showsUnsubscribeProof(
  item: Subscription,
  variant: SenderRowVariant,
  decision: SenderDecision,
) {
  return variant === 'myActions' && decision === 'auto-delete' && (item.unsubscribeProof?.length ?? 0) > 0;
}

/** A row's height (px): fixed, plus the proof line's first estimate when it has one. */
export function senderRowHeight(
  item: Subscription,
  layout: SenderRowLayout,
  variant: SenderRowVariant,
  decision: SenderDecision,
): number {
  const base = SENDER_ROW_HEIGHT[layout][variant];
  return showsUnsubscribeProof(item, variant, decision) ? base + SENDER_ROW_PROOF_EXTRA[layout] : base;
}

/** Each action's glyph and colour tone (the Button / IconButton variant of the same name). */
export const ACTION_TONE = {
  unsubscribes: 'unsubscribe',
  delete: 'delete',
  keep: 'keep',
  later: 'later',
} as const satisfies Record<SenderAction, IconName>;

/** Columns of the desktop layout, shared with the list header so labels sit above their values. */
export const SENDER_ROW_COLUMNS = {
  /**
   * Below 608 px (a window of 800–1000 px beside the side menu, or a spam column) the row tightens its
   * padding, gaps and columns, so that the name keeps room to be read (about 140 px at 460 px).
   */
  padding: 'px-3 @min-[608px]:px-5',
  /** Gaps between columns (tighter on narrow rows). */
  gap: 'gap-2 @min-[608px]:gap-3 @min-[760px]:gap-4',
  /** From 1000 px the mailbox has a column; narrower rows write it under the address. */
  mailbox: 'hidden w-48 @min-[1000px]:flex',
  mailboxLine: '@min-[1000px]:hidden',
  /**
   * Below 760 px mails and open rate stack in one column (as wide as its words below 608 px); from
   * there each has its own.
   */
  stats: 'w-auto @min-[608px]:w-28 @min-[760px]:w-auto',
  mails: '@min-[760px]:w-28',
  openRate: 'hidden w-40 @min-[760px]:flex',
  actions: 'w-[9.75rem] @min-[608px]:w-[10.25rem]',
  decision: 'w-40 @min-[760px]:w-52 @min-[1000px]:w-72',
} as const;

export interface SenderRowProps extends Omit<ComponentProps<'div'>, 'children' | 'onChange'> {
  item: Subscription;
  layout?: SenderRowLayout;
  variant?: SenderRowVariant;
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** An action button was pressed (cleaning variant). */
  onAction?: (action: SenderAction) => void;
  /** My actions: when the decision was taken — a Date (formatted in the current locale) or a ready string. */
  decisionDate?: Date | string;
  decision?: SenderDecision;
  /** Turns the checkbox and the buttons off (e.g. while a rollback runs). */
  disabled?: boolean;
  /** Tab order of the inner controls; a list sets -1 on rows other than its active one (roving focus). */
  controlsTabIndex?: number;
  ref?: Ref<HTMLDivElement>;
}

function formatDate(value: Date | string, locale: string): string {
  if (typeof value === 'string') return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(value);
}

/**
 * One sender in list mode: selection box, avatar, name, address, mailbox, mails received, open rate,
 * new/spam badges and the four actions (or, in My actions, the decision date).
 */
export function SenderRow({
  item,
  layout = 'desktop',
  variant = 'cleaning',
  checked = false,
  onCheckedChange,
  onAction,
  decisionDate,
  decision = 'auto-delete',
  disabled = false,
  controlsTabIndex,
  className,
  style,
  ...props
}: SenderRowProps) {
  const { t } = useTranslation(['list', 'ui']);
  const locale = useIntlLocale();
  const spam = isSpam(item) || item.type === 'spams';
  const rate = Math.round(item.openRate);
  const height = SENDER_ROW_HEIGHT[layout][variant];
  // With proof the row is as tall as its content (at least the fixed height): the list measures it.
  const withProof = showsUnsubscribeProof(item, variant, decision);
  // A phone's row is as tall as its content too: a name on two lines, action labels or a decision
  // ("Auto-deleted since …") and status that wrap.
  const grows = withProof || layout === 'compact';
  const mails = t('ui:sender_mails_count', { count: item.count });
  const opened = t('ui:sender_open_rate', { rate });
  const decisionText =
    decisionDate === undefined
      ? t(decision === 'keep' ? 'list:decision_keep' : 'list:decision_auto_delete')
      : t(decision === 'keep' ? 'list:decision_keep_since' : 'list:decision_auto_delete_since', {
          date: formatDate(decisionDate, locale),
        });

  const checkbox = (
    <Checkbox
      checked={checked}
      disabled={disabled}
      tabIndex={controlsTabIndex}
      onCheckedChange={(value) => onCheckedChange?.(value === true)}
      aria-label={t('list:row_select', { name: item.name })}
      // A 44 px hit area around the 20 px box.
      className="relative after:absolute after:-inset-3 after:content-['']"
    />
  );

  // Below 608 px the marks shrink to their icons (the words stay for screen readers), so that neither
  // the name nor the spam mark is pushed out of a narrow row.
  const badges = (
    <>
      {item.notSeen && (
        <Badge tone="new" className="@max-[607px]:px-1">
          <Icon name="sparkles" size="xs" className="hidden @max-[607px]:inline-block" />
          <span className="@max-[607px]:sr-only">{t('ui:badge_new')}</span>
        </Badge>
      )}
      {spam && (
        <Badge tone="spam" icon="spam" className="@max-[607px]:px-1">
          <span className="@max-[607px]:sr-only">{t('ui:badge_spam')}</span>
        </Badge>
      )}
    </>
  );

  // One line that wraps onto a clipped second one: the name takes what it needs (down to its minimum)
  // and each badge follows it while it fits whole; a badge that no longer fits on a narrow row drops
  // out of sight (screen readers still read it) instead of running under the mail count.
  const nameLine = (
    <span className="flex h-6 min-w-0 flex-wrap items-center gap-x-2 gap-y-6 overflow-hidden">
      <span
        dir="auto"
        data-slot="sender-name"
        className="min-w-16 max-w-max grow basis-0 truncate font-semibold text-text"
      >
        {item.name}
      </span>
      {badges}
    </span>
  );

  // Phones: the name takes the text column's whole width and may take two lines. The new and spam marks
  // are icons on the mailbox line under it (the words stay for screen readers): there they never drop
  // out, and they take no room from the name. Its lines are aligned to the row's start side (beside the
  // avatar) whatever the name's own direction: a Latin name on an Arabic page, an Arabic one on an English
  // page.
  const compactNameLine = (
    <span
      dir="auto"
      data-slot="sender-name"
      className="line-clamp-2 min-w-0 font-semibold leading-6 break-words text-text [:dir(ltr)>&]:text-left [:dir(rtl)>&]:text-right"
    >
      {item.name}
    </span>
  );

  const compactMarks = (item.notSeen || spam) && (
    <span data-slot="sender-marks" className="me-1 flex shrink-0 items-center gap-1">
      {item.notSeen && (
        <Badge tone="new" icon="sparkles" data-slot="new-badge" className="px-1">
          <span className="sr-only">{t('ui:badge_new')}</span>
        </Badge>
      )}
      {spam && (
        <Badge tone="spam" icon="spam" data-slot="spam-badge" className="px-1">
          <span className="sr-only">{t('ui:badge_spam')}</span>
        </Badge>
      )}
    </span>
  );

  const addressLine = (
    <span dir="auto" className="truncate text-sm text-text-subtle rtl:text-right">
      {item.sender}
    </span>
  );

  const meter = (
    <span aria-hidden="true" className="h-1.5 w-8 shrink-0 overflow-hidden rounded-pill bg-surface-sunken">
      <span className="block h-full rounded-pill bg-brand" style={{ width: `${Math.min(100, rate)}%` }} />
    </span>
  );

  const actionButton = (action: SenderAction) => {
    const allowed = isActionAllowed(item, action);
    return (
      <IconButton
        key={action}
        icon={ACTION_TONE[action]}
        variant={ACTION_TONE[action]}
        size={layout === 'compact' ? 'md' : 'sm'}
        className={cn(
          layout === 'desktop' && 'size-9',
          // The keep tint is the selected row's own tint: a white disc keeps the button visible.
          action === 'keep' && 'group-data-[selected=true]/row:bg-surface',
        )}
        label={allowed ? t(`ui:action_${action}`) : t('list:later_not_allowed')}
        data-action={action}
        disabled={disabled || !allowed}
        tabIndex={controlsTabIndex}
        onClick={() => onAction?.(action)}
      />
    );
  };

  const actions =
    variant === 'cleaning' ? (
      <fieldset
        aria-label={t('list:row_actions', { name: item.name })}
        className={cn(
          layout === 'compact'
            ? 'grid grid-cols-4 gap-1'
            : 'flex items-center justify-end gap-1 @min-[608px]:gap-1.5',
        )}
      >
        {ACTIONS.map((action) =>
          layout === 'compact' ? (
            // Phones: each button says what it does under its icon (the button keeps the same name).
            // A word is never cut in two: one longer than its quarter of the row (Swedish
            // "Avprenumerera", 76 px, in a 53 px quarter at the narrowest list) spills evenly into the
            // room beside its neighbours' shorter words, up to 12 px each side; it wraps at spaces.
            <span key={action} className="flex min-w-0 flex-col items-center gap-0.5">
              {actionButton(action)}
              <span
                aria-hidden="true"
                data-slot="action-caption"
                className="line-clamp-2 max-w-[calc(100%+1.5rem)] text-center text-[0.6875rem] leading-3.5 break-words text-text-muted @max-[320px]:tracking-tight"
              >
                {t(`ui:action_${action}`)}
              </span>
            </span>
          ) : (
            actionButton(action)
          ),
        )}
      </fieldset>
    ) : (
      <span className="flex min-w-0 flex-col gap-0.5">
        <span
          data-slot="decision-text"
          className="flex min-w-0 items-start gap-1.5 text-sm leading-5 text-text-muted"
        >
          <Icon
            name={decision === 'keep' ? 'keep' : 'unsubscribe'}
            size="sm"
            className={cn(
              'mt-0.5 shrink-0',
              decision === 'keep' ? 'text-action-keep' : 'text-action-unsubscribe',
            )}
          />
          {/* Never cut off: it wraps on a phone; the narrow desktop column gives it two lines. */}
          <span className={layout === 'compact' ? 'min-w-0 break-words' : 'line-clamp-2 min-w-0 break-words'}>
            {decisionText}
          </span>
        </span>
        {decision === 'auto-delete' && !withProof && (
          <UnsubscribeStatus method={item.unsubscribeMethod} outcome={item.unsubscribeOutcome} />
        )}
      </span>
    );

  const shared = {
    'data-slot': 'sender-row',
    'data-layout': layout,
    'data-variant': variant,
    'data-selected': checked,
    'data-spam': spam || undefined,
    style: grows ? { minHeight: height, ...style } : { height, ...style },
    className: cn(
      'group/row relative bg-surface transition-colors duration-fast',
      'hover:bg-surface-muted data-[selected=true]:bg-brand-soft',
      'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-border-focus',
      className,
    ),
    ...props,
  };

  const proof = withProof ? (
    <UnsubscribeProof
      proofs={item.unsubscribeProof}
      honouredCheck={item.honouredCheck}
      className={
        layout === 'compact'
          ? '-mt-1 px-4 pb-3 ps-[6.25rem]'
          : 'px-3 pb-3 ps-[5.5rem] @min-[608px]:px-5 @min-[608px]:ps-[6.5rem] @min-[760px]:ps-[7rem]'
      }
    />
  ) : null;

  if (layout === 'compact') {
    return (
      <div {...shared} className={cn('@container', shared.className)}>
        <div
          className="flex h-full flex-col gap-1 px-4 py-3 @max-[320px]:px-3"
          style={withProof ? { minHeight: height } : undefined}
        >
          <div className="flex min-w-0 gap-3">
            <span className="flex h-10 shrink-0 items-center">{checkbox}</span>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              {/* Below 320 px (a 320 px phone, a narrow window beside the side menu) the mails and open
                  rate go under the address, so that the name keeps the row's width. */}
              <div className="flex min-w-0 flex-wrap items-start gap-x-3">
                <SenderAvatar name={item.name} address={item.sender} />
                <div className="flex min-w-0 flex-1 flex-col">
                  {compactNameLine}
                  {addressLine}
                </div>
                <span
                  data-slot="sender-stats"
                  className="flex shrink-0 flex-col items-end text-end @max-[320px]:basis-full @max-[320px]:flex-row @max-[320px]:items-baseline @max-[320px]:gap-2 @max-[320px]:ps-13 @max-[320px]:text-start"
                >
                  <span className="text-sm font-semibold text-text tabular-nums">{mails}</span>
                  <span className="text-xs text-text-subtle tabular-nums">{opened}</span>
                </span>
              </div>
              <span className="flex min-w-0 items-center gap-1 ps-13 text-xs text-text-subtle">
                {compactMarks}
                <Icon name="mailbox" size="xs" className="shrink-0" />
                <span className="sr-only">{t('list:row_mailbox')}</span>
                <span dir="auto" className="truncate">
                  {item.email}
                </span>
              </span>
              {variant !== 'cleaning' && <div className="ps-13 pt-1">{actions}</div>}
            </div>
          </div>
          {/* The cleaning actions take the row's whole width: room for each label under its button. */}
          {variant === 'cleaning' && <div className="pt-1">{actions}</div>}
        </div>
        {proof}
      </div>
    );
  }

  return (
    <div {...shared} className={cn('@container', shared.className)}>
      <div
        className={cn('flex h-full items-center', SENDER_ROW_COLUMNS.padding, SENDER_ROW_COLUMNS.gap)}
        style={withProof ? { height } : undefined}
      >
        {checkbox}
        <SenderAvatar name={item.name} address={item.sender} />
        <div className="flex min-w-0 flex-1 flex-col">
          {nameLine}
          {addressLine}
          <span
            className={cn(
              'flex min-w-0 items-center gap-1 text-xs text-text-subtle',
              SENDER_ROW_COLUMNS.mailboxLine,
            )}
          >
            <Icon name="mailbox" size="xs" className="shrink-0" />
            <span className="sr-only">{t('list:row_mailbox')}</span>
            <span dir="auto" className="truncate">
              {item.email}
            </span>
          </span>
        </div>
        <span
          className={cn('min-w-0 items-center gap-1.5 text-sm text-text-muted', SENDER_ROW_COLUMNS.mailbox)}
        >
          <Icon name="mailbox" size="sm" className="shrink-0 text-text-subtle" />
          <span className="sr-only">{t('list:row_mailbox')}</span>
          <span dir="auto" className="truncate">
            {item.email}
          </span>
        </span>
        <span
          data-slot="sender-stats"
          className={cn(
            'flex shrink-0 flex-col items-end @min-[760px]:flex-row @min-[760px]:items-center',
            SENDER_ROW_COLUMNS.stats,
            SENDER_ROW_COLUMNS.gap,
          )}
        >
          <span
            className={cn(
              'truncate text-end text-sm font-semibold text-text tabular-nums',
              SENDER_ROW_COLUMNS.mails,
            )}
          >
            {mails}
          </span>
          <span className="truncate text-end text-xs text-text-subtle tabular-nums @min-[760px]:hidden">
            {opened}
          </span>
          <span
            className={cn(
              'shrink-0 items-center justify-end gap-2 text-sm text-text-muted tabular-nums',
              SENDER_ROW_COLUMNS.openRate,
            )}
          >
            {meter}
            <span className="truncate">{opened}</span>
          </span>
        </span>
        <div
          className={cn(
            'flex shrink-0 justify-end',
            variant === 'cleaning' ? SENDER_ROW_COLUMNS.actions : SENDER_ROW_COLUMNS.decision,
          )}
        >
          {actions}
        </div>
      </div>
      {proof}
    </div>
  );
}
