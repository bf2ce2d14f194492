import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps, createContext, useContext } from 'react';
import { formatNumber } from '@/shared/i18n/number-format';
import { useIntlLocale, useTextDirection } from '@/shared/i18n/use-text-direction';
import { cn } from '@/shared/lib/cn';
import { Icon } from './icon';
import type { IconName } from './icon-glyphs';

type TabsVariant = 'segmented' | 'line';
const VariantContext = createContext<TabsVariant>('segmented');

export interface TabsProps extends ComponentProps<typeof TabsPrimitive.Root> {
  /** `segmented`: pills on a sunken track (category filters); `line`: an underline (page sections). */
  variant?: TabsVariant;
}

/**
 * Tabs (Radix): arrow keys move between tabs and select them (following the reading direction),
 * Home/End jump to the ends. Compose with TabsList, TabsTrigger (with an optional count) and TabsContent.
 */
export function Tabs({ variant = 'segmented', dir, className, ...props }: TabsProps) {
  const readingDirection = useTextDirection();
  return (
    <VariantContext.Provider value={variant}>
      <TabsPrimitive.Root
        data-slot="tabs"
        dir={dir ?? readingDirection}
        className={cn('flex flex-col gap-4', className)}
        {...props}
      />
    </VariantContext.Provider>
  );
}

/**
 * Below the desktop header's width (1000 px: a phone, or a window whose side menu leaves the page at most
 * about 700 px) the list is a one-row grid of `auto` columns instead of a flex row. A tab's
 * narrowest size is then its padding, icon and count (the label's own narrowest size is nothing, see
 * TabsTrigger), so when the labels do not all fit, the grid shares the room out: tabs whose whole label
 * fits keep it, the longest ones put their count under the label (a tab without an icon; only a label
 * still too long ends in an ellipsis), and a count is never cut. Only when not even the counts fit does
 * the list scroll sideways. When everything fits, a `w-fit` list is as wide as its
 * tabs, as the flex row is; a full-width one gives each tab its content plus an equal share of the room
 * left (the flex row gives equal widths where it can). From 1000 px it is the flex row, unchanged, whose
 * tabs keep their whole width.
 */
const listVariants = cva(
  [
    'group/list relative flex max-w-full items-stretch overflow-x-auto',
    'max-header:grid max-header:grid-flow-col max-header:auto-cols-auto',
  ],
  {
    variants: {
      variant: {
        segmented: 'gap-1 rounded-pill bg-surface-sunken p-1',
        line: 'gap-6 border-b border-border',
      },
      fullWidth: { true: 'w-full', false: 'w-fit' },
    },
    defaultVariants: { variant: 'segmented', fullWidth: false },
  },
);

export interface TabsListProps
  extends ComponentProps<typeof TabsPrimitive.List>,
    Omit<VariantProps<typeof listVariants>, 'variant'> {}

/** The row of tabs; needs an accessible name (`aria-label`). */
export function TabsList({ fullWidth, className, ...props }: TabsListProps) {
  const variant = useContext(VariantContext);
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      data-variant={variant}
      className={cn(listVariants({ variant, fullWidth }), className)}
      {...props}
    />
  );
}

const triggerVariants = cva(
  [
    'group/tab inline-flex min-h-11 shrink-0 items-center justify-center gap-2 whitespace-nowrap font-semibold text-sm',
    // Narrow: a tighter gap between icon, label and count.
    'max-header:gap-1.5',
    'transition-[background-color,color,box-shadow,border-color] duration-fast select-none',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus',
    'disabled:pointer-events-none disabled:opacity-45',
  ],
  {
    variants: {
      variant: {
        segmented: [
          // Narrow: less padding, so that three tabs with three-digit counts fit 375 px in most languages.
          'rounded-pill px-4 max-header:px-2.5 text-text-muted hover:text-text',
          'data-[state=active]:bg-surface data-[state=active]:text-text data-[state=active]:shadow',
        ],
        line: [
          '-mb-px border-b-2 border-transparent px-1 text-text-muted hover:text-text',
          'data-[state=active]:border-brand data-[state=active]:text-brand-strong',
        ],
      },
      fullWidth: { true: 'flex-1', false: '' },
    },
    defaultVariants: { variant: 'segmented', fullWidth: false },
  },
);

const countVariants = cva(
  'inline-flex h-5 min-w-6 shrink-0 items-center justify-center rounded-pill px-1.5 max-header:px-1 text-xs font-bold tabular-nums leading-none',
  {
    variants: {
      tone: {
        neutral: [
          'bg-surface text-text-muted group-data-[variant=line]/list:bg-surface-sunken',
          'group-data-[state=active]/tab:bg-brand group-data-[state=active]/tab:text-brand-foreground',
          // The line list's sunken count must not win over the selected tab's brand fill.
          'group-data-[variant=line]/list:group-data-[state=active]/tab:bg-brand',
        ],
        spam: [
          'bg-spam-soft text-spam',
          'group-data-[state=active]/tab:bg-spam group-data-[state=active]/tab:text-action-foreground',
        ],
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export interface TabsTriggerProps
  extends ComponentProps<typeof TabsPrimitive.Trigger>,
    VariantProps<typeof countVariants> {
  /** A number shown in a badge after the label (formatted for the current locale). */
  count?: number;
  icon?: IconName;
  /** Stretch to share the list's width with the other tabs. */
  fullWidth?: boolean;
}

/**
 * One tab; `count` adds a badge (brand-filled on the selected tab). Below 1000 px, when the row is short
 * of room, the count of a tab without an icon first goes under the label (the tab takes two lines; the
 * label gets the tab's whole width), and the label of a tab with an icon takes two lines, between words;
 * only a label longer than that ends in an ellipsis (its text stays whole, so the tab's accessible name
 * does); the icon and the count never shrink. Inside an `@container/tabs` narrower than 21rem, the icon
 * goes, and a tab without an icon always puts its count under its label (a page whose tab row is that
 * narrow at 320 px, or beside the side menu, opts in). The label's
 * outer span is a one-column grid there,
 * `minmax(0, max-content)`: as wide as the text when there is room, but its narrowest size is zero,
 * which makes the tab's narrowest size its padding, icon and count (what the list's grid shrinks to).
 */
export function TabsTrigger({
  count,
  tone,
  icon,
  fullWidth = false,
  className,
  children,
  ...props
}: TabsTriggerProps) {
  const variant = useContext(VariantContext);
  const locale = useIntlLocale();
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        triggerVariants({ variant, fullWidth }),
        // Narrow, no icon: a count that does not fit beside its label goes under it (the label then has
        // the tab's whole width before it ends in an ellipsis). A tab with an icon keeps its count beside
        // the label (the icon would take a line of its own) and wraps the label instead (below).
        // In an `@container/tabs` under 21rem (a 320 px phone, or 569 px beside the side menu), every
        // count goes under its label, whether or not it would fit beside it: a tab is then only as wide as
        // its label (or count), so the list's room goes to the longest labels instead of to a short label
        // with its count beside it. The padding is tighter there too.
        !icon && [
          'max-header:flex-wrap max-header:content-center max-header:gap-y-0.5',
          'max-header:@max-[21rem]/tabs:flex-col max-header:@max-[21rem]/tabs:gap-0.5 max-header:@max-[21rem]/tabs:px-2',
        ],
        className,
      )}
      {...props}
    >
      {icon && <Icon name={icon} size="sm" className="@max-[21rem]/tabs:hidden" />}
      <span data-slot="tabs-label" className="max-header:grid max-header:grid-cols-[minmax(0,max-content)]">
        <span
          className={cn(
            'block truncate',
            // Narrow, with an icon: a label that does not fit takes a second line, between words (two lines
            // of text-sm fit the tab's 44 px); only a third line, or a word longer than the whole tab, ends
            // in an ellipsis.
            icon &&
              'max-header:line-clamp-2 max-header:whitespace-normal max-header:text-balance max-header:text-start',
          )}
        >
          {children}
        </span>
      </span>
      {count !== undefined && (
        <span data-slot="tabs-count" className={countVariants({ tone })}>
          {formatNumber(count, locale)}
        </span>
      )}
    </TabsPrimitive.Trigger>
  );
}

/** The panel of one tab; focusable so keyboard users reach its content right after the tabs. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        'min-h-0 flex-1 rounded-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus',
        className,
      )}
      {...props}
    />
  );
}
