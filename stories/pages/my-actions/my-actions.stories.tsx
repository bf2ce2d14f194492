import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { senderKey } from '@/entities/subscription/lib';
import type { Subscription } from '@/entities/subscription/types';
import { loadMyActionsFx, rollbackFx } from '@/features/my-actions/api';
import { MyActionsPage } from '@/pages/my-actions';
import {
  $checkedKeys,
  $myActionsLists,
  $myActionsTab,
  $rollbackCount,
  $rollbackResult,
  $rollbackState,
} from '@/pages/my-actions/model';
import { HeaderBar } from '@/widgets/navigation/ui/header-bar';
import { HONOURED, PROOF, SEVERAL_LIST_IDS } from '../../cleaning/sample-proofs';
import { expectTextInside } from '../../support/text-fit';
import { never, PageScope } from '../fetch/page-scope';

/** The /my-actions page in each of its states, from fixed store values (no request leaves Storybook). */
const meta = {
  title: 'Pages/MyActions',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Story data (sender names and addresses are data, not product copy). */
function decided(overrides: Partial<Subscription> & Pick<Subscription, 'name' | 'sender'>): Subscription {
  return {
    email: 'camille@gmail.example',
    count: 48,
    openRate: 12,
    notSeen: false,
    spoumConfidence: 0,
    type: 'subscriptions',
    date: '2026-11-18T09:30:00.000Z',
    ...overrides,
  };
}

const AUTO_DELETE: Subscription[] = [
  decided({
    name: 'Daily Deals',
    sender: 'news@dailydeals.example',
    count: 214,
    unsubscribeMethod: 'one-click',
    unsubscribeOutcome: 'sent',
  }),
  decided({
    name: 'City Library',
    sender: 'letters@library.example',
    count: 12,
    unsubscribeMethod: 'mailto',
    unsubscribeOutcome: 'failed',
    date: '2026-11-12T15:00:00.000Z',
  }),
  decided({
    name: 'Garden Club',
    sender: 'club@garden.example',
    count: 36,
    unsubscribeOutcome: 'pending',
    date: '2026-11-10T08:00:00.000Z',
  }),
  decided({
    name: 'Winner Notice',
    sender: 'prize@win-now.example',
    count: 9,
    spoumConfidence: 0.93,
    type: 'spams',
    unsubscribeMethod: 'none',
    date: '2026-11-02T19:45:00.000Z',
  }),
  decided({
    name: 'Trainline',
    sender: 'hello@trainline.example',
    count: 27,
    unsubscribeMethod: 'web-link',
    date: '2026-10-28T07:15:00.000Z',
  }),
];
const KEEP: Subscription[] = [
  decided({ name: 'The Green Weekly', sender: 'weekly@green.example', count: 61, openRate: 74 }),
  decided({ name: 'Le Petit Journal', sender: 'journal@petit.example', count: 140, openRate: 52 }),
];
const LISTS = { 'auto-delete': AUTO_DELETE, keep: KEEP };

interface MyActionsStoryProps {
  values?: NonNullable<Parameters<typeof PageScope>[0]['values']>;
  load?: () => Promise<typeof LISTS>;
}

/** The shell's header bar as /my-actions has it: the title and the one way back (to /newsletters). */
function ShellHeader() {
  const { t } = useTranslation('navigation');
  return <HeaderBar title={t('my_actions')} onBack={fn()} />;
}

function MyActionsStory({ values = [], load = async () => LISTS }: MyActionsStoryProps) {
  return (
    <PageScope
      values={values}
      handlers={[
        [loadMyActionsFx, load],
        [rollbackFx, never],
      ]}
    >
      <ShellHeader />
      <MyActionsPage />
    </PageScope>
  );
}

/** The selection and modal states keep the lists as they are (the reload would clear the selection). */
const loaded = [[$myActionsLists, LISTS]] as const;
const selected = [...loaded, [$checkedKeys, AUTO_DELETE.slice(0, 2).map(senderKey)]] as const;

/**
 * Auto-delete: each sender says how its unsubscribe went (method, and the outcome when reported). The
 * decision ("Auto-deleted since …") is never cut off: on a phone it wraps. One way back: the header's.
 */
export const AutoDelete: Story = {
  render: () => <MyActionsStory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /Auto-delete/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="sender-row"]')).toHaveLength(5));
    await expect(canvas.getByText('One-click unsubscribe · request sent')).toBeVisible();
    await expect(canvas.getByText('Unsubscribe by e-mail · failed')).toBeVisible();
    // The whole decision text shows (no ellipsis): its box is as wide as the text it holds.
    for (const text of canvasElement.querySelectorAll<HTMLElement>('[data-slot="decision-text"] > span')) {
      await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
      await expect(text.scrollHeight).toBeLessThanOrEqual(text.clientHeight);
    }
    // One back control (the header's), no second link in the page.
    await expect(canvas.getAllByRole('button', { name: 'Back' })).toHaveLength(1);
    await expect(canvas.queryByRole('link', { name: 'Back to my newsletters' })).not.toBeInTheDocument();
  },
};

export const Keep: Story = {
  render: () => <MyActionsStory values={[[$myActionsTab, 'keep']]} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="sender-row"]')).toHaveLength(2));
    await expect(canvasElement.querySelector('[data-slot="unsubscribe-status"]')).not.toBeInTheDocument();
  },
};

/** Two senders selected: the undo button appears in the selection bar. */
export const Selected: Story = {
  render: () => <MyActionsStory values={selected} load={never} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Undo my choice' })).toBeEnabled();
  },
};

/**
 * A 320 px phone in German: the undo button's long label ("Entscheidung rückgängig machen") takes two
 * lines inside the selection bar instead of running past it.
 */
export const SelectedGermanNarrow: Story = {
  globals: { locale: 'de-de' },
  decorators: [(Story) => <div className="w-80">{Story()}</div>],
  render: () => <MyActionsStory values={selected} load={never} />,
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector<HTMLElement>('[data-slot="selection-bar"]');
    if (!bar) throw new Error('no selection bar');
    const undo = within(bar).getByRole('button', { name: 'Entscheidung rückgängig machen' });
    await expect(undo.getBoundingClientRect().right).toBeLessThanOrEqual(bar.getBoundingClientRect().right);
    await expectTextInside(undo);
  },
};

export const EmptyAutoDelete: Story = {
  render: () => <MyActionsStory load={async () => ({ 'auto-delete': [], keep: KEEP })} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No sender on auto-delete' }),
    ).toBeVisible();
  },
};

export const EmptyKeep: Story = {
  render: () => (
    <MyActionsStory
      values={[[$myActionsTab, 'keep']]}
      load={async () => ({ 'auto-delete': AUTO_DELETE, keep: [] })}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No kept sender' })).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <MyActionsStory load={never} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Loading your decisions…')[0]).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  render: () => (
    <MyActionsStory
      load={async () => {
        throw new Error('Network Error');
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent("We couldn't load your decisions");
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

const dialog = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog');

export const RollbackConfirm: Story = {
  render: () => <MyActionsStory values={[...selected, [$rollbackState, 'confirm']]} load={never} />,
  play: async ({ canvasElement }) => {
    await expect(await dialog(canvasElement)).toHaveTextContent('Stop auto-deleting 2 senders?');
  },
};

export const RollbackLoading: Story = {
  render: () => <MyActionsStory values={[...selected, [$rollbackState, 'loading']]} load={never} />,
  play: async ({ canvasElement }) => {
    await expect(await dialog(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const RollbackDone: Story = {
  render: () => (
    <MyActionsStory values={[...loaded, [$rollbackResult, true], [$rollbackCount, 2]]} load={never} />
  ),
  play: async ({ canvasElement }) => {
    await expect(await dialog(canvasElement)).toHaveTextContent('Your choice for 2 senders has been undone.');
  },
};

export const RollbackFailed: Story = {
  render: () => <MyActionsStory values={[...selected, [$rollbackResult, false]]} load={never} />,
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await expect(modal).toHaveTextContent("We couldn't undo your choice");
    await expect(within(modal).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Arabic: the page is mirrored (back arrow, tabs, columns), the sender data stays as written. */
export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  render: () => <MyActionsStory values={selected} load={never} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[dir="rtl"]')).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="sender-row"]')).toHaveLength(5));
  },
};

/** A real mailbox: the engine's proof of each unsubscribe and the honoured check (the demo sends none). */
const WITH_PROOF: Subscription[] = [
  decided({
    name: 'Daily Deals',
    sender: 'news@news.example.com',
    count: 214,
    unsubscribeMethod: 'one-click',
    unsubscribeOutcome: 'sent',
    unsubscribeProof: [PROOF.oneClickSent],
    honouredCheck: HONOURED.honoured,
  }),
  decided({
    name: 'Weekly Letters',
    sender: 'weekly@lists.example.org',
    count: 30,
    unsubscribeMethod: 'mailto',
    unsubscribeOutcome: 'sent',
    unsubscribeProof: [PROOF.mailtoSent],
    honouredCheck: HONOURED.stillSending,
  }),
  decided({
    name: 'Forge',
    sender: 'notifications@forge.example',
    count: 96,
    unsubscribeMethod: 'one-click',
    unsubscribeOutcome: 'failed',
    unsubscribeProof: SEVERAL_LIST_IDS,
    honouredCheck: HONOURED.waiting,
  }),
  decided({
    name: 'Trainline',
    sender: 'hello@trainline.example',
    count: 27,
    unsubscribeMethod: 'web-link',
    unsubscribeProof: [PROOF.noMethod],
    honouredCheck: null,
  }),
  decided({
    name: 'Winner Notice',
    sender: 'prize@win-now.example',
    count: 9,
    spoumConfidence: 0.93,
    type: 'spams',
    unsubscribeMethod: 'none',
    unsubscribeProof: [PROOF.spam],
    honouredCheck: null,
  }),
];
const PROOF_LISTS = { 'auto-delete': WITH_PROOF, keep: KEEP };

/** Auto-delete with the engine's proof: how each request went, the honoured check, the site link. */
export const AutoDeleteWithProof: Story = {
  render: () => <MyActionsStory load={async () => PROOF_LISTS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-slot="unsubscribe-proof"]')).toHaveLength(
        WITH_PROOF.length,
      ),
    );
    await expect(
      canvas.getByText(/One-click request accepted by \u2068news\.example\.com\u2069 \(HTTP 200\)/),
    ).toBeVisible();
    await expect(canvas.getByText(/^Still sending: 3 mails since/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Unsubscribe on their site/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    // The proof replaces the one-word state.
    await expect(canvas.queryByText('One-click unsubscribe · request sent')).not.toBeInTheDocument();
  },
};

export const AutoDeleteWithProofRightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  render: () => <MyActionsStory load={async () => PROOF_LISTS} />,
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-slot="unsubscribe-proof"]')).toHaveLength(
        WITH_PROOF.length,
      ),
    );
  },
};
