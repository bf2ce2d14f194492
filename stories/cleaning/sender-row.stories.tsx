import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SenderRow } from '@/entities/subscription/ui/sender-row';
import { LONG_SENDER, SENDERS, sender } from '../support/list-senders';
import { textBounds } from '../support/text-fit';

const [grocer, outdoor, prize, brief, cinema, pixel] = SENDERS as [
  (typeof SENDERS)[number],
  (typeof SENDERS)[number],
  (typeof SENDERS)[number],
  (typeof SENDERS)[number],
  (typeof SENDERS)[number],
  (typeof SENDERS)[number],
];

/** A row that keeps its own checked state, as a list would. */
function Row(props: ComponentProps<typeof SenderRow>) {
  const [checked, setChecked] = useState(props.checked ?? false);
  return (
    <SenderRow
      {...props}
      checked={checked}
      onCheckedChange={(value) => {
        setChecked(value);
        props.onCheckedChange?.(value);
      }}
    />
  );
}

function Frame({ children, width }: { children: React.ReactNode; width: 'compact' | 'desktop' | 'narrow' }) {
  return (
    <div
      className={
        width === 'compact'
          ? 'mx-auto w-full max-w-[375px]'
          : width === 'narrow'
            ? 'w-[640px]'
            : 'w-full min-w-[1000px] max-w-6xl'
      }
    >
      <div className="divide-y divide-border overflow-hidden rounded-card border border-border bg-surface shadow-sm">
        {children}
      </div>
    </div>
  );
}

const meta = {
  title: 'Cleaning/SenderRow',
  component: SenderRow,
  parameters: { layout: 'padded' },
  args: { item: grocer, onAction: fn(), onCheckedChange: fn() },
} satisfies Meta<typeof SenderRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With `tags: ['visual-no-mobile']` written in each story (Storybook's indexer reads tags only from the
 * story's own literal, not from a spread object).
 */
const desktopOnly = {
  parameters: {
    visual: {
      reason: 'The desktop layout is for lists at least 500 px wide; phones get the compact layout.',
    },
  },
};

/** Desktop layout, every state: plain, new, spam, selected, a "later" sender (later refused), disabled, long text. */
export const DesktopStates: Story = {
  tags: ['visual-no-mobile'],
  ...desktopOnly,
  render: (args) => (
    <div className="flex flex-col gap-6">
      <Frame width="desktop">
        <Row {...args} item={grocer} />
        <Row {...args} item={outdoor} />
        <Row {...args} item={prize} />
        <Row {...args} item={brief} checked />
        <Row {...args} item={cinema} />
        <Row {...args} item={pixel} disabled />
        <Row {...args} item={LONG_SENDER} />
      </Frame>
      <Frame width="narrow">
        <Row {...args} item={brief} />
        <Row {...args} item={LONG_SENDER} checked />
      </Frame>
    </div>
  ),
};

/** A new spam sender (both marks). */
const luckyDraw = SENDERS[6] as NonNullable<(typeof SENDERS)[number]>;

/**
 * Narrow rooms: a desktop row below 608 px (a list of 500 px, e.g. beside the side menu) tightens its
 * padding, gaps and columns and shows its marks as icons, so the name keeps room and the spam mark stays
 * in sight; a phone row puts its marks on the mailbox line and, below 320 px, the mails and open rate
 * under the address.
 */
export const NarrowRooms: Story = {
  tags: ['visual-no-mobile'],
  ...desktopOnly,
  render: (args) => (
    <div className="flex flex-col gap-6">
      <div data-testid="desktop-500" className="w-[500px]">
        <div className="divide-y divide-border overflow-hidden rounded-card border border-border bg-surface shadow-sm">
          <Row {...args} item={luckyDraw} />
          <Row {...args} item={prize} />
          <Row {...args} item={LONG_SENDER} />
        </div>
      </div>
      <div data-testid="compact-300" className="w-[300px]">
        <div className="divide-y divide-border overflow-hidden rounded-card border border-border bg-surface shadow-sm">
          <Row {...args} layout="compact" item={luckyDraw} />
          <Row {...args} layout="compact" item={grocer} />
        </div>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const rows = (id: string) => [...canvas.getByTestId(id).querySelectorAll('[data-slot="sender-row"]')];
    await expect(rows('desktop-500')).toHaveLength(3);
    for (const row of rows('desktop-500')) {
      const name = row.querySelector('[data-slot="sender-name"]') as HTMLElement;
      // About nine letters at least, beside a five-digit count (the long sender: 12,345 mails).
      await expect(name.getBoundingClientRect().width).toBeGreaterThanOrEqual(72);
      const spam = row.querySelector('[data-tone="spam"]');
      if (spam) {
        const line = (spam.parentElement as HTMLElement).getBoundingClientRect();
        const mark = spam.getBoundingClientRect();
        await expect(mark.bottom).toBeLessThanOrEqual(line.bottom + 1);
        await expect(mark.width).toBeGreaterThan(8);
      }
    }
    await expect(rows('compact-300')).toHaveLength(2);
    for (const row of rows('compact-300')) {
      const name = row.querySelector('[data-slot="sender-name"]') as HTMLElement;
      const stats = row.querySelector('[data-slot="sender-stats"]') as HTMLElement;
      // The mails and open rate are under the name, not beside it.
      await expect(stats.getBoundingClientRect().top).toBeGreaterThan(
        name.getBoundingClientRect().bottom - 1,
      );
      // So are the new and spam marks (on the mailbox line): the name has the text column's width.
      for (const mark of row.querySelectorAll('[data-slot="new-badge"], [data-slot="spam-badge"]')) {
        await expect(mark.getBoundingClientRect().top).toBeGreaterThan(
          name.getBoundingClientRect().bottom - 1,
        );
      }
    }
  },
};

/** Compact layout (lists narrower than 500 px): actions under the text, 44 px targets. */
export const CompactStates: Story = {
  render: (args) => (
    <Frame width="compact">
      <Row {...args} layout="compact" item={grocer} />
      <Row {...args} layout="compact" item={prize} checked />
      <Row {...args} layout="compact" item={cinema} />
      <Row {...args} layout="compact" item={pixel} disabled />
      <Row {...args} layout="compact" item={LONG_SENDER} />
    </Frame>
  ),
};

/** My actions: the decision and its date instead of the actions (a Date formatted for the locale, or a ready string). */
export const MyActions: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      <Frame width="compact">
        <Row
          {...args}
          layout="compact"
          variant="myActions"
          item={{ ...outdoor, unsubscribeMethod: 'one-click', unsubscribeOutcome: 'sent' }}
          decision="auto-delete"
          decisionDate={new Date('2026-03-14T10:00:00Z')}
        />
        <Row
          {...args}
          layout="compact"
          variant="myActions"
          item={sender({ name: 'City Library', sender: 'events@citylibrary.org' })}
          decision="keep"
          decisionDate="yesterday, 18:04"
          checked
        />
      </Frame>
      <div className="hidden sm:block">
        <Frame width="desktop">
          <Row
            {...args}
            variant="myActions"
            item={{ ...outdoor, unsubscribeMethod: 'mailto', unsubscribeOutcome: 'failed' }}
            decision="auto-delete"
            decisionDate={new Date('2026-03-14T10:00:00Z')}
          />
          <Row {...args} variant="myActions" item={brief} decision="keep" />
        </Frame>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Auto-deleted since 14 Mar 2026')[0]).toBeVisible();
    await expect(canvas.getByText('Kept since yesterday, 18:04')).toBeVisible();
    // An auto-deleted sender says how its unsubscribe went (method · outcome, as the server reports).
    await expect(canvas.getByText('One-click unsubscribe · request sent')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  },
};

/** Each action button calls back with its action; the later button is refused on a "later" sender. */
export const ActionsCallBack: Story = {
  render: (args) => (
    <Frame width="compact">
      <Row {...args} layout="compact" item={grocer} />
      <Row {...args} layout="compact" item={cinema} onAction={args.onAction} />
    </Frame>
  ),
  play: async ({ canvas, args }) => {
    const [first, laterRow] = canvas.getAllByRole('group');
    const row = within(first as HTMLElement);
    await expect(first).toHaveAccessibleName('Actions for Green Grocer Weekly');
    for (const [name, action] of [
      ['Unsubscribe', 'unsubscribes'],
      ['Delete', 'delete'],
      ['Keep', 'keep'],
      ['Later', 'later'],
    ] as const) {
      await userEvent.click(row.getByRole('button', { name }));
      await expect(args.onAction).toHaveBeenLastCalledWith(action);
    }
    await expect(args.onAction).toHaveBeenCalledTimes(4);
    await expect(
      within(laterRow as HTMLElement).getByRole('button', { name: 'Already in your later list' }),
    ).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Green Grocer Weekly' }));
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('checkbox', { name: 'Select Green Grocer Weekly' })).toHaveAttribute(
      'data-state',
      'checked',
    );
  },
};

/** Keyboard: Tab reaches the checkbox (Space ticks it), then each action (Enter presses it). */
export const Keyboard: Story = {
  tags: ['visual-no-mobile'],
  ...desktopOnly,
  render: (args) => (
    <Frame width="desktop">
      <Row {...args} item={grocer} />
    </Frame>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('delete');
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  render: (args) => (
    <div className="flex flex-col gap-6">
      <Frame width="compact">
        <Row {...args} layout="compact" item={grocer} />
        <Row {...args} layout="compact" item={prize} checked />
      </Frame>
      <div className="hidden sm:block">
        <Frame width="desktop">
          <Row {...args} item={grocer} />
          <Row {...args} variant="myActions" item={outdoor} decisionDate={new Date('2026-03-14T10:00:00Z')} />
        </Frame>
      </div>
    </div>
  ),
  // The Latin names (one on two lines) end beside their avatars, on the right.
  play: async ({ canvasElement }) => {
    await expectNamesBesideAvatars([...canvasElement.querySelectorAll('[data-layout="compact"]')], true);
  },
};

/**
 * A phone row's name, in a direction other than the page's, on two lines: aligned beside the avatar
 * (the row's start side), not at the far side of the column.
 */
async function expectNamesBesideAvatars(rows: Element[], rtl: boolean) {
  await expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const avatar = (row.querySelector('[data-slot="sender-avatar"]') as HTMLElement).getBoundingClientRect();
    const text = textBounds(row.querySelector('[data-slot="sender-name"]') as HTMLElement);
    const gap = rtl ? avatar.left - text.right : text.left - avatar.right;
    await expect(gap).toBeGreaterThanOrEqual(0);
    await expect(gap).toBeLessThanOrEqual(20);
  }
}

/** An Arabic name on an English page, on two lines: it starts beside the avatar, like the others. */
export const NameInTheOtherDirection: Story = {
  render: (args) => (
    <Frame width="compact">
      <Row
        {...args}
        layout="compact"
        item={sender({ name: 'نشرة الأخبار العربية اليومية', sender: 'akhbar@news.example', notSeen: true })}
      />
      <Row {...args} layout="compact" item={grocer} />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    await expectNamesBesideAvatars([...canvasElement.querySelectorAll('[data-layout="compact"]')], false);
  },
};

/** German words are long: the name and address truncate, the counts keep their place. */
export const LongWordsGerman: Story = {
  globals: { locale: 'de-de' },
  render: (args) => (
    <div className="flex flex-col gap-6">
      <Frame width="compact">
        <Row {...args} layout="compact" item={LONG_SENDER} />
        <Row
          {...args}
          layout="compact"
          variant="myActions"
          item={brief}
          decision="keep"
          decisionDate={new Date('2026-01-02T10:00:00Z')}
        />
      </Frame>
      <div className="hidden sm:block">
        <Frame width="desktop">
          <Row {...args} item={LONG_SENDER} />
        </Frame>
      </div>
    </div>
  ),
};

/**
 * The captions under the phone actions at the narrowest lists (272 px: a 569 px window beside the side
 * menu; 304 px: a 320 px phone), in Swedish, whose "Avprenumerera" is the longest single word of the 22
 * languages: no word is cut in two, and the captions do not run into each other or out of the row.
 */
export const ActionCaptionsNarrowSwedish: Story = {
  globals: { locale: 'sv-se' },
  render: (args) => (
    <div className="flex flex-col gap-6">
      {[272, 304].map((width) => (
        <div key={width} data-testid={`compact-${width}`} style={{ width }}>
          <div className="divide-y divide-border overflow-hidden rounded-card border border-border bg-surface shadow-sm">
            <Row {...args} layout="compact" item={grocer} />
            <Row {...args} layout="compact" item={cinema} />
          </div>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const width of [272, 304]) {
      for (const row of canvas.getByTestId(`compact-${width}`).querySelectorAll('[data-slot="sender-row"]')) {
        const box = row.getBoundingClientRect();
        const captions = [...row.querySelectorAll<HTMLElement>('[data-slot="action-caption"]')];
        await expect(captions).toHaveLength(4);
        const rects = captions.map((caption) => caption.getBoundingClientRect());
        for (const [index, caption] of captions.entries()) {
          const rect = rects[index] as DOMRect;
          // A one-word caption is one line (14 px): a word cut in two would make it two.
          if (!/\s/.test(caption.textContent?.trim() ?? ''))
            await expect(rect.height, caption.textContent ?? '').toBeLessThan(20);
          await expect(rect.left).toBeGreaterThanOrEqual(box.left);
          await expect(rect.right).toBeLessThanOrEqual(box.right);
          const next = rects[index + 1];
          if (next) await expect(rect.right).toBeLessThanOrEqual(next.left);
        }
      }
    }
  },
};
