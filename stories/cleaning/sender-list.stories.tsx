import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { senderKey } from '@/entities/subscription/lib';
import type { Subscription } from '@/entities/subscription/types';
import type { SenderAction } from '@/shared/config/constants';
import { Button } from '@/shared/ui/button';
import { SENDER_LIST_OVERSCAN } from '@/widgets/sender-list/ui/sender-column';
import { SenderList } from '@/widgets/sender-list/ui/sender-list';
import { generateSenders, SENDERS } from '../support/list-senders';

interface ExampleProps {
  items?: Subscription[];
  /** Keys of the senders checked at first. */
  checked?: string[];
  variant?: 'cleaning' | 'myActions';
  spamColumn?: boolean;
  viewportWidth?: number;
  /** Acting on a sender removes it, as the model does. */
  removeOnAction?: boolean;
  disabled?: boolean;
  onAction?: (item: Subscription, action: SenderAction) => void;
  onSelectionAction?: (action: SenderAction) => void;
  onSelectAllChange?: (checked: boolean) => void;
}

/** The list with local state standing in for the cleaning screen's model (checked keys, removal). */
function Example({
  items: initial = SENDERS,
  checked: initialChecked = [],
  variant = 'cleaning',
  spamColumn = false,
  viewportWidth,
  removeOnAction = false,
  disabled = false,
  onAction,
  onSelectionAction,
  onSelectAllChange,
}: ExampleProps) {
  const { t } = useTranslation('ui');
  const [items, setItems] = useState(initial);
  const [checked, setChecked] = useState(() => new Set(initialChecked));
  const shown = useMemo(
    () => items.map((item) => ({ ...item, checked: checked.has(senderKey(item)) })),
    [items, checked],
  );
  return (
    <div className="flex h-dvh flex-col bg-surface-muted p-3 sm:p-6">
      <SenderList
        className="flex-1"
        items={shown}
        variant={variant}
        decision="auto-delete"
        spamColumn={spamColumn}
        viewportWidth={viewportWidth}
        disabled={disabled}
        onCheckedChange={(item, value) =>
          setChecked((keys) => {
            const next = new Set(keys);
            if (value) next.add(senderKey(item));
            else next.delete(senderKey(item));
            return next;
          })
        }
        onSelectAllChange={(value) => {
          setChecked(value ? new Set(items.map(senderKey)) : new Set());
          onSelectAllChange?.(value);
        }}
        onAction={(item, action) => {
          onAction?.(item, action);
          if (removeOnAction)
            setItems((list) => list.filter((entry) => senderKey(entry) !== senderKey(item)));
        }}
        onSelectionAction={onSelectionAction}
        selectionActions={
          variant === 'myActions' ? (
            <Button size="sm" variant="outline" icon="undo">
              {t('cancel')}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}

const meta = {
  title: 'Cleaning/SenderList',
  component: Example,
  parameters: { layout: 'fullscreen' },
  args: { onAction: fn(), onSelectionAction: fn(), onSelectAllChange: fn() },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[role="listitem"]');

/**
 * The virtualiser places rows once it has measured its scroll box (a ResizeObserver, a frame after the
 * first render): wait for the first rows before a play function starts.
 */
const rowsReady = (canvas: { findAllByRole: (role: 'listitem') => Promise<HTMLElement[]> }) =>
  canvas.findAllByRole('listitem');

/** The window decides the layout: compact rows on a phone, the list header from 1100 px. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await rowsReady(canvas);
    await expect(canvas.getByRole('list', { name: 'Senders' })).toBeInTheDocument();
    // The rows below the view (the overscan, as many as there are up to SENDER_LIST_OVERSCAN) are drawn
    // once the first frame is painted, and no more.
    await waitFor(() => {
      const rows = canvas.getAllByRole('listitem');
      const scroller = rows[0]?.closest('[data-slot="sender-list-scroller"]');
      const bottom = scroller?.getBoundingClientRect().bottom ?? 0;
      const below = rows.filter((row) => row.getBoundingClientRect().top >= bottom).length;
      expect(below).toBe(Math.min(SENDER_LIST_OVERSCAN, SENDERS.length - (rows.length - below)));
    });
    const first = canvas.getAllByRole('listitem')[0] as HTMLElement;
    await expect(first).toHaveAttribute('aria-posinset', '1');
    await expect(first).toHaveAttribute('aria-setsize', String(SENDERS.length));
  },
};

/** "All" tab with spam: from 1100 px the spam senders get their own column beside the newsletters. */
export const SpamColumn: Story = {
  args: { spamColumn: true },
  play: async ({ canvas, canvasElement }) => {
    await rowsReady(canvas);
    const wide = canvasElement.ownerDocument.defaultView?.innerWidth ?? 0;
    if (wide > 1100) {
      await expect(canvas.getByRole('list', { name: 'Spam' })).toBeInTheDocument();
      await expect(within(canvas.getByRole('list', { name: 'Spam' })).getAllByRole('listitem')).toHaveLength(
        2,
      );
    } else {
      await expect(canvas.queryByRole('list', { name: 'Spam' })).not.toBeInTheDocument();
    }
  },
};

/** From 1400 px the rows of one list sit in two columns, read across; ←/→ move along, ↑/↓ by a row. */
export const TwoColumnsWide: Story = {
  args: { viewportWidth: 1440, items: generateSenders(40) },
  tags: ['visual-no-mobile'],
  parameters: { visual: { reason: 'Two columns are the layout of windows 1400 px wide and more.' } },
  play: async ({ canvas, canvasElement }) => {
    await rowsReady(canvas);
    await expect(canvasElement.querySelector('[data-slot="sender-list"]')).toHaveAttribute(
      'data-columns',
      '2',
    );
    const [first, second, third] = canvas.getAllByRole('listitem') as HTMLElement[];
    await expect(first?.getBoundingClientRect().top).toBe(second?.getBoundingClientRect().top);
    first?.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getAllByRole('listitem')[3]).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await expect(third).toHaveFocus();
  },
};

/** Ticking rows, then select all (mixed state first), then none; the selection actions appear and act. */
export const SelectionAndSelectAll: Story = {
  play: async ({ canvas, args }) => {
    await rowsReady(canvas);
    const selectAll = canvas.getByRole('checkbox', { name: /Select all/ });
    await expect(selectAll).toHaveAttribute('data-state', 'unchecked');
    await expect(canvas.queryByRole('group', { name: 'Actions for the selected senders' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Green Grocer Weekly' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Prize Centre' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('2 selected');
    await expect(selectAll).toHaveAttribute('data-state', 'indeterminate');
    const bulk = canvas.getByRole('group', { name: 'Actions for the selected senders' });
    await userEvent.click(within(bulk).getByRole('button', { name: 'Delete' }));
    await expect(args.onSelectionAction).toHaveBeenCalledWith('delete');
    await userEvent.click(selectAll);
    await expect(args.onSelectAllChange).toHaveBeenLastCalledWith(true);
    await expect(selectAll).toHaveAttribute('data-state', 'checked');
    await expect(canvas.getByRole('status')).toHaveTextContent(`${SENDERS.length} selected`);
    for (const box of canvas.getAllByRole('checkbox', { name: /^Select (?!all)/ })) {
      await expect(box).toHaveAttribute('data-state', 'checked');
    }
    await userEvent.click(selectAll);
    await expect(args.onSelectAllChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select The Morning Brief' }));
  },
};

/** A row's action calls back with the sender and the action; the sender leaves, focus stays in the list. */
export const RowActions: Story = {
  args: { removeOnAction: true },
  play: async ({ canvas, canvasElement: root, args }) => {
    await rowsReady(canvas);
    const row = canvas.getAllByRole('listitem')[1] as HTMLElement;
    await expect(row).toHaveTextContent('Trailhead Outdoor');
    await userEvent.click(within(row).getByRole('button', { name: 'Unsubscribe' }));
    await expect(args.onAction).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Trailhead Outdoor' }),
      'unsubscribes',
    );
    await waitFor(() => expect(canvas.queryByText('Trailhead Outdoor')).not.toBeInTheDocument());
    const next = canvas.getAllByRole('listitem')[1] as HTMLElement;
    await userEvent.click(within(next).getByRole('button', { name: 'Keep' }));
    await expect(args.onAction).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Prize Centre' }),
      'keep',
    );
    // The focused button left with its row: focus comes back to the row now in its place.
    await waitFor(() => expect(root.ownerDocument.activeElement).toBe(canvas.getAllByRole('listitem')[1]));
    await expect(root.ownerDocument.activeElement).toHaveTextContent('The Morning Brief');
  },
};

/** Keyboard: ↓/↑ move between rows, Space selects, Tab enters the row's controls, End jumps to the last. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    await rowsReady(canvas);
    const selectAll = canvas.getByRole('checkbox', { name: /Select all/ });
    selectAll.focus();
    await userEvent.tab();
    const items = () => canvas.getAllByRole('listitem') as HTMLElement[];
    await expect(items()[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(items()[2]).toHaveFocus();
    await expect(items()[2]).toHaveTextContent('Prize Centre');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Select Prize Centre' })).toHaveAttribute(
      'data-state',
      'checked',
    );
    await userEvent.keyboard('{ArrowUp}');
    await expect(items()[1]).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Select Trailhead Outdoor' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items()[2]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(items().at(-1)).toHaveFocus());
    await expect(items().at(-1)).toHaveTextContent('Travel Points Plus');
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(items()[0]).toHaveFocus());
  },
};

const TEN_THOUSAND = generateSenders(10_000);

/**
 * 10,000 senders: only a window of rows is in the DOM. The play function scrolls to the very end and
 * checks the last sender is rendered while the DOM still holds a few dozen rows at most.
 */
export const TenThousandRows: Story = {
  args: { items: TEN_THOUSAND },
  play: async ({ canvas, canvasElement: root }) => {
    await rowsReady(canvas);
    const list = canvas.getByRole('list', { name: 'Senders' });
    const scroller = root.querySelector('[data-slot="sender-list-scroller"]') as HTMLElement;
    const windowSize = () => rows(root).length;
    await expect(windowSize()).toBeGreaterThan(0);
    // Desktop rows have one fixed height; a phone's rows are as tall as their content (a name on one or
    // two lines), placed at the shortest height until measured.
    const heights = [...rows(root)].map((row) => row.getBoundingClientRect().height);
    // A phone's row not yet drawn counts at its minimum height (the rows' min-height).
    const minimum = Number.parseFloat(getComputedStyle(rows(root)[0] as Element).minHeight);
    const shortest = Math.min(
      ...heights,
      Number.isFinite(minimum) && minimum > 0 ? minimum : Number.POSITIVE_INFINITY,
    );
    const limit = Math.ceil(scroller.clientHeight / shortest) + 2 * SENDER_LIST_OVERSCAN + 2;
    await expect(windowSize()).toBeLessThanOrEqual(limit);
    // Room for every row: 10,000 rows, each at least the shortest and at most the tallest one.
    const total = list.getBoundingClientRect().height;
    await expect(total).toBeGreaterThanOrEqual(10_000 * shortest - 1);
    await expect(total).toBeLessThanOrEqual(10_000 * Math.max(...heights) + 1);
    for (const fraction of [0.25, 0.5, 0.75]) {
      scroller.scrollTop = scroller.scrollHeight * fraction;
      await waitFor(() =>
        expect(Number(rows(root)[0]?.getAttribute('aria-posinset'))).toBeGreaterThan(10_000 * fraction - 40),
      );
      await expect(windowSize()).toBeLessThanOrEqual(limit);
    }
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getByText(/^Sender 10000 ·/)).toBeVisible());
    const last = canvas.getByText(/^Sender 10000 ·/).closest('[role="listitem"]');
    await expect(last).toHaveAttribute('aria-posinset', '10000');
    await expect(windowSize()).toBeLessThanOrEqual(limit);
    await expect(canvas.queryByText(/^Sender 1 ·/)).not.toBeInTheDocument();
  },
};

/**
 * Waits until the list has settled (the rows it brought into view measured, its scroll corrected): the
 * same scroll offset on two reads 100 ms apart.
 */
async function listSettled(scroller: HTMLElement) {
  let previous = Number.NaN;
  await waitFor(
    () => {
      const offset = scroller.scrollTop;
      const settled = offset === previous;
      previous = offset;
      expect(settled).toBe(true);
    },
    { interval: 100, timeout: 3000 },
  );
}

/** Keyboard on 10,000 rows: Home then End on the first row jumps to sender 10,000 and focuses it. */
export const TenThousandRowsKeyboard: Story = {
  args: { items: TEN_THOUSAND },
  play: async ({ canvas, canvasElement }) => {
    await rowsReady(canvas);
    const scroller = canvasElement.querySelector('[data-slot="sender-list-scroller"]') as HTMLElement;
    const first = canvas.getAllByRole('listitem')[0] as HTMLElement;
    first.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(canvas.getByText(/^Sender 10000 ·/).closest('[role="listitem"]')).toHaveFocus(),
    );
    // The last row is shown whole once the rows scrolled into view are measured (phone rows are as tall
    // as their content: the list corrects its first, estimated scroll), as a person would see it before
    // pressing the next key.
    await waitFor(() => {
      const last = canvas.getByText(/^Sender 10000 ·/).closest('[role="listitem"]') as HTMLElement;
      expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        scroller.getBoundingClientRect().bottom + 1,
      );
    });
    // Settled before the next key too: PageUp then places its row among rows measured, not estimated
    // (on a loaded machine, a PageUp among rows not measured yet left the view 100 px higher).
    await listSettled(scroller);
    await userEvent.keyboard('{PageUp}');
    await waitFor(() =>
      expect(
        Number(canvas.getByRole('list').ownerDocument.activeElement?.getAttribute('aria-posinset')),
      ).toBeLessThan(10_000),
    );
    // Settled again, so that the snapshot is the view a person would see.
    await listSettled(scroller);
  },
};

/** My actions: decision dates instead of actions; the selection gets the page's own action. */
export const MyActions: Story = {
  args: {
    variant: 'myActions',
    items: SENDERS.slice(0, 6).map((item, index) => ({
      ...item,
      date: `2026-0${(index % 5) + 1}-1${index}T09:00:00Z`,
    })),
    checked: [],
  },
  play: async ({ canvas }) => {
    await rowsReady(canvas);
    await expect(canvas.getByText('Auto-deleted since 10 Jan 2026')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Green Grocer Weekly' }));
    await expect(
      within(canvas.getByRole('group', { name: 'Actions for the selected senders' })).getByRole('button', {
        name: 'Cancel',
      }),
    ).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  args: { spamColumn: true, checked: [senderKey(SENDERS[0] as Subscription)] },
};

/** While a batch is sent, the list is disabled. */
export const Disabled: Story = {
  args: { disabled: true, checked: [senderKey(SENDERS[3] as Subscription)] },
};
