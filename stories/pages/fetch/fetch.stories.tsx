import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { $newsletters } from '@/entities/subscription/model';
import type { Subscription } from '@/entities/subscription/types';
import { getSubscriptionsFx } from '@/features/fetch-subscriptions/api';
import { $fetchStatus, $progressCounts, $totalSubscriptions } from '@/features/fetch-subscriptions/model';
import {
  loadUserSettingsFx,
  readAppInstanceIdFx,
  readPushPermissionFx,
} from '@/features/notification-settings/api';
import { FetchPage } from '@/pages/fetch';
import { $tickerNames, sendLanguageFx } from '@/pages/fetch/model';
import { never, PageScope } from './page-scope';

/** The /fetch page in each of its states, from fixed store values (no request leaves Storybook). */
const meta = {
  title: 'Pages/Fetch',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Story data (sender names are data, not product copy). */
const NAMES = [
  'Daily Deals',
  'The Green Weekly',
  'Trainline',
  'City Library',
  'Le Petit Journal',
  'Garden Club',
];
const senders = (count: number): Subscription[] =>
  Array.from({ length: count }, (_, index) => ({
    name: NAMES[index % NAMES.length] ?? 'Sender',
    sender: `news${index}@sender.example`,
    email: 'camille@gmail.example',
    count: 10 + index,
    openRate: 20,
    notSeen: false,
    spoumConfidence: 0,
    type: 'subscriptions' as const,
  }));

interface FetchStoryProps {
  status: 'pending' | 'partial' | 'done';
  found: number;
  total: number;
  remaining: number;
  permission?: 'default' | 'granted' | 'denied';
}

function FetchStory({ status, found, total, remaining, permission = 'default' }: FetchStoryProps) {
  const list = senders(found);
  return (
    <PageScope
      values={[
        [$fetchStatus, status],
        [$totalSubscriptions, found],
        [$progressCounts, { total, remaining }],
        [$newsletters, list],
        [$tickerNames, list.map((item) => item.name)],
      ]}
      handlers={[
        [getSubscriptionsFx, never],
        [sendLanguageFx, async () => ({ done: true as const })],
        [readPushPermissionFx, () => permission],
        [readAppInstanceIdFx, () => 'story'],
        [loadUserSettingsFx, never],
      ]}
    >
      <FetchPage />
    </PageScope>
  );
}

/** Waits for the mascot to settle (its animation file loads). */
async function mascotSettled(canvasElement: HTMLElement) {
  const mascot = canvasElement.querySelector('[data-slot="mascot"]') as HTMLElement;
  await waitFor(() => expect(mascot.dataset.state).not.toBe('loading'), { timeout: 15_000 });
}

/** Scanning, too few newsletters yet: keep the page open; no go-clean button. */
export const Processing: Story = {
  render: () => <FetchStory status="pending" found={3} total={4_200} remaining={3_900} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Scanning your mailbox…' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start cleaning' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: 'Notify me when the scan is done' })).toBeVisible();
    await mascotSettled(canvasElement);
  },
};

/** Enough newsletters before the end: a preview count and the go-clean button. */
export const Sortable: Story = {
  render: () => <FetchStory status="partial" found={23} total={4_200} remaining={1_100} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '23 newsletters ready to sort' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start cleaning' })).toBeEnabled();
    await mascotSettled(canvasElement);
  },
};

/** The scan is done: the scan-done message and its button. */
export const Done: Story = {
  render: () => <FetchStory status="done" found={41} total={4_200} remaining={0} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Scan complete!' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start cleaning' })).toBeEnabled();
    await mascotSettled(canvasElement);
  },
};

/** Notifications denied in the browser: the switch is not shown at all (read as the page opens). */
export const NotificationsDenied: Story = {
  render: () => <FetchStory status="pending" found={3} total={4_200} remaining={3_900} permission="denied" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Scanning your mailbox…' })).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="notification-switch"]')).not.toBeInTheDocument(),
    );
    await mascotSettled(canvasElement);
  },
};

/** The very start: nothing scanned, no sender yet. */
export const Starting: Story = {
  render: () => <FetchStory status="pending" found={0} total={0} remaining={0} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Looking for senders…')).toBeVisible();
    await mascotSettled(canvasElement);
  },
};

/** Arabic: the page is mirrored; numbers in the locale's digits. */
export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  render: () => <FetchStory status="partial" found={23} total={4_200} remaining={1_100} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[dir="rtl"]')).toBeInTheDocument();
    await mascotSettled(canvasElement);
  },
};
