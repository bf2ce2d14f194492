import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { cn } from '@/shared/lib/cn';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/shared/ui/tabs';
import { expectTextInside } from '../support/text-fit';

interface CategoryTabsProps {
  /** Starting tab. */
  initial?: 'all' | 'subscriptions' | 'spams';
  counts?: { all: number; subscriptions: number; spams: number };
  fullWidth?: boolean;
  onValueChange?: (value: string) => void;
  /** The frame's padding (default p-4). */
  className?: string;
}

/** The cleaning screen's list tabs: All / Newsletters / Spam, each with its count. */
function CategoryTabs({
  initial = 'all',
  counts = { all: 128, subscriptions: 114, spams: 14 },
  fullWidth = false,
  onValueChange,
  className = 'p-4',
}: CategoryTabsProps) {
  const { t } = useTranslation('list');
  const [value, setValue] = useState<string>(initial);
  return (
    <Tabs
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
      className={cn('w-full max-w-xl', className)}
    >
      <TabsList aria-label={t('tabs_label')} fullWidth={fullWidth}>
        <TabsTrigger value="all" count={counts.all} fullWidth={fullWidth}>
          {t('tab_all')}
        </TabsTrigger>
        <TabsTrigger value="subscriptions" count={counts.subscriptions} fullWidth={fullWidth}>
          {t('tab_newsletters')}
        </TabsTrigger>
        <TabsTrigger value="spams" count={counts.spams} tone="spam" fullWidth={fullWidth}>
          {t('tab_spams')}
        </TabsTrigger>
      </TabsList>
      {(['all', 'subscriptions', 'spams'] as const).map((tab) => (
        <TabsContent key={tab} value={tab} className="rounded-card bg-surface p-6 text-sm text-text-muted">
          {tab === 'all' ? t('tab_all') : tab === 'spams' ? t('tab_spams') : t('tab_newsletters')}:{' '}
          {counts[tab]}
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** My actions: Auto-delete and Keep, each with a count, on an underline. */
function MyActionsTabs({
  onValueChange,
  className = 'w-full max-w-xl p-4',
}: {
  onValueChange?: (value: string) => void;
  className?: string;
}) {
  const { t } = useTranslation('list');
  return (
    <Tabs variant="line" defaultValue="auto-delete" onValueChange={onValueChange} className={className}>
      <TabsList aria-label={t('my_actions_tabs_label')}>
        <TabsTrigger value="auto-delete" count={42} icon="unsubscribe">
          {t('tab_auto_delete')}
        </TabsTrigger>
        <TabsTrigger value="keep" count={7} icon="keep">
          {t('tab_keep')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="auto-delete" className="rounded-card bg-surface p-6 text-sm text-text-muted">
        {t('tab_auto_delete')}: 42
      </TabsContent>
      <TabsContent value="keep" className="rounded-card bg-surface p-6 text-sm text-text-muted">
        {t('tab_keep')}: 7
      </TabsContent>
    </Tabs>
  );
}

const meta = {
  title: 'Basics/Tabs',
  component: CategoryTabs,
  args: { onValueChange: fn() },
} satisfies Meta<typeof CategoryTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CategoriesWithCounts: Story = {
  play: async ({ canvas }) => {
    const all = canvas.getByRole('tab', { name: /All/ });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tablist', { name: 'Sender categories' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: /Spam/ })).toHaveTextContent('14');
  },
};

/** Arrow keys move the selection (and wrap), Home/End jump; the panel follows. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const all = canvas.getByRole('tab', { name: /All/ });
    await expect(all).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const newsletters = canvas.getByRole('tab', { name: /Newsletters/ });
    await expect(newsletters).toHaveFocus();
    await expect(newsletters).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('subscriptions');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('spams');
    await userEvent.keyboard('{Home}');
    await expect(all).toHaveFocus();
    await userEvent.keyboard('{End}');
    const spam = canvas.getByRole('tab', { name: /Spam/ });
    await expect(spam).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Spam: 14');
  },
};

/** Shared width on a phone: the three tabs split the row. */
export const FullWidth: Story = { args: { fullWidth: true } };

/** Large numbers are grouped for the locale; zero still shows. */
export const LargeAndZeroCounts: Story = {
  args: { counts: { all: 10_482, subscriptions: 10_482, spams: 0 }, initial: 'spams' },
};

export const MyActions: Story = {
  render: (args) => <MyActionsTabs onValueChange={args.onValueChange} />,
  play: async ({ canvas, args }) => {
    const autoDelete = canvas.getByRole('tab', { name: /Auto-delete/ });
    await userEvent.click(autoDelete);
    await userEvent.keyboard('{ArrowRight}');
    const keep = canvas.getByRole('tab', { name: /Keep/ });
    await expect(keep).toHaveFocus();
    await expect(keep).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('keep');
  },
};

/**
 * Long words (Finnish) in the tabs, the row as wide as on /newsletters on a 375 px phone. A tab whose
 * label and count do not fit side by side puts the count under the label: every label is whole (no
 * ellipsis, to the fraction of a pixel), the counts stay whole inside the row, and nothing scrolls
 * sideways.
 */
export const LongWords: Story = {
  globals: { locale: 'fi-fi' },
  args: { fullWidth: true, className: 'py-4' },
  play: async ({ canvas }) => {
    await document.fonts.ready;
    const list = canvas.getByRole('tablist');
    const box = list.getBoundingClientRect();
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
    for (const label of ['Kaikki', 'Uutiskirjeet', 'Roskaposti']) {
      const tab = canvas.getByRole('tab', { name: new RegExp(label) });
      const count = tab.querySelector('[data-slot="tabs-count"]')?.getBoundingClientRect();
      await expect(count && count.left >= box.left && count.right <= box.right).toBe(true);
      // The label's text is whole: its element shows all of it (no ellipsis).
      const text = tab.querySelector<HTMLElement>('[data-slot="tabs-label"] > span');
      await expect(text?.textContent).toBe(label);
      if (text) await expectTextInside(text);
    }
  },
};

/**
 * The cleaning screen's tabs in Greek, in a row of 18rem (a 320 px phone; 569 px beside the side menu is
 * narrower still): the tabs are an `@container/tabs`, as on the page, so below 21rem every count goes under
 * its label, and a tab is only as wide as its label; the longest labels get the room. Every label is
 * whole (before, "Ενημερωτικά" and "Ανεπιθύμητα" ended in an ellipsis at 320 px), and nothing scrolls
 * sideways.
 */
export const LongWordsNarrow: Story = {
  globals: { locale: 'el-gr' },
  tags: ['visual-no-desktop'],
  parameters: {
    visual: {
      reason: 'Counts go under their labels below 1000 px only: from there the tabs are a flex row.',
    },
  },
  args: {
    fullWidth: true,
    counts: { all: 300, subscriptions: 266, spams: 34 },
    className: '@container/tabs m-4 w-72',
  },
  play: async ({ canvas }) => {
    await document.fonts.ready;
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
    for (const label of ['Όλοι', 'Ενημερωτικά', 'Ανεπιθύμητα']) {
      const tab = canvas.getByRole('tab', { name: new RegExp(label) });
      const text = tab.querySelector<HTMLElement>('[data-slot="tabs-label"] > span');
      const count = tab.querySelector('[data-slot="tabs-count"]');
      await expect(text?.textContent).toBe(label);
      if (!text || !count) throw new Error(`the ${label} tab has no label or count`);
      await expectTextInside(text);
      // The count is under the label.
      await expect(count.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        text.getBoundingClientRect().bottom - 1,
      );
    }
  },
};

/**
 * My actions' tabs in Polish, in a row of 18rem (a 320 px phone): the tabs are an `@container/tabs`, as on
 * the page, so below 21rem the icons go, and the long label takes two lines, between words. Every label is
 * whole (no ellipsis, no line clamped away) and nothing scrolls sideways.
 */
export const MyActionsNarrow: Story = {
  globals: { locale: 'pl-pl' },
  tags: ['visual-no-desktop'],
  parameters: {
    visual: {
      reason:
        'Labels wrap below 1000 px only: from there the tabs are a flex row, in a page wider than 21rem.',
    },
  },
  render: (args) => <MyActionsTabs onValueChange={args.onValueChange} className="@container/tabs m-4 w-72" />,
  play: async ({ canvas }) => {
    await document.fonts.ready;
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
    for (const label of ['Automatyczne usuwanie', 'Zachowane']) {
      const tab = canvas.getByRole('tab', { name: new RegExp(label) });
      await expect(tab.querySelector('svg')).not.toBeVisible();
      const text = tab.querySelector<HTMLElement>('[data-slot="tabs-label"] > span');
      await expect(text?.textContent).toBe(label);
      if (!text) continue;
      await expectTextInside(text);
      const range = document.createRange();
      range.selectNodeContents(text);
      await expect(range.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        text.getBoundingClientRect().bottom + 0.5,
      );
    }
    const long = canvas
      .getByRole('tab', { name: /Automatyczne/ })
      .querySelector('[data-slot="tabs-label"] > span');
    // Two lines: the label is taller than one line of its text.
    await expect(long?.getBoundingClientRect().height).toBeGreaterThan(30);
  },
};

/** Right to left: the order is mirrored and the left arrow goes to the next tab. */
export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('subscriptions'));
  },
};
