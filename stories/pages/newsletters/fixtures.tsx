import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { useMemo } from 'react';
import { SignedInShell } from '@/app/shell/signed-in-shell';
import { $mailboxes } from '@/entities/mailbox/model';
import type { Mailbox } from '@/entities/mailbox/types';
import { $token, $user } from '@/entities/session/model';
import { specialCard } from '@/entities/subscription/lib';
import { $discoveryMode, listsReplaced } from '@/entities/subscription/model';
import type { Subscription } from '@/entities/subscription/types';
import { getSubscriptionsFx } from '@/features/fetch-subscriptions/api';
import { $fetchStatus, $firstRefreshDone, $waitingList } from '@/features/fetch-subscriptions/model';
import { NewslettersPage } from '@/pages/newsletters';
import type { User } from '@/shared/api/contract';
import type { HandlerList } from '@/shared/lib/effector/handlers';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { sender } from '../../support/list-senders';

/** Page story data (literal on purpose: names and addresses are data, not product copy). */
export const GMAIL = 'camille.martin@gmail.com';
export const OUTLOOK = 'camille.martin@outlook.com';

export function mailbox(email: string, patch: Partial<Mailbox> = {}): Mailbox {
  return {
    email,
    provider: 'google',
    isActive: true,
    count: 0,
    invalidGrant: false,
    providerShutdown: false,
    inFoxPanel: true,
    canBeDisabled: true,
    ...patch,
  };
}

export const MAILBOXES: Mailbox[] = [
  mailbox(GMAIL, { count: 612 }),
  mailbox(OUTLOOK, { provider: 'microsoft', count: 87 }),
];

export const USER: User = {
  hash: 'story-user',
  firstname: 'Camille',
  lastname: null,
  birthYear: 1990,
  anonymous: false,
  demo: false,
  discovery: false,
  language: 'en-gb',
  accounts: MAILBOXES,
  partnerCode: 'CAMILLE42',
  createdAt: '2026-01-10T08:00:00Z',
} as unknown as User;

export const PAGE_SENDERS: Subscription[] = [
  sender({
    name: 'Daily Deals',
    sender: 'news@dailydeals.example',
    email: GMAIL,
    count: 214,
    openRate: 3,
    notSeen: true,
    unsubscribeMethod: 'one-click',
  }),
  sender({
    name: 'Garden Club',
    sender: 'club@garden.example',
    email: GMAIL,
    count: 36,
    openRate: 71,
    unsubscribeMethod: 'web-link',
  }),
  sender({
    name: 'Winner Notice',
    sender: 'prize@win-now.example',
    email: OUTLOOK,
    count: 9,
    openRate: 0,
    spoumConfidence: 0.93,
    type: 'spams',
    unsubscribeMethod: 'none',
  }),
  sender({
    name: 'City Library',
    sender: 'letters@library.example',
    email: GMAIL,
    count: 12,
    openRate: 58,
    unsubscribeMethod: 'mailto',
  }),
  sender({
    name: 'Rail Travel',
    sender: 'offers@rail.example',
    email: OUTLOOK,
    count: 77,
    openRate: 22,
    unsubscribeMethod: 'one-click',
  }),
  sender({
    name: 'Crypto Bonanza',
    sender: 'bonus@crypto-bonanza.example',
    email: GMAIL,
    count: 41,
    openRate: 0,
    spoumConfidence: 0.88,
    type: 'spams',
    unsubscribeMethod: 'none',
  }),
  sender({
    name: 'Book Corner',
    sender: 'hello@bookcorner.example',
    email: GMAIL,
    count: 5,
    openRate: 40,
    unsubscribeMethod: 'none',
  }),
];

export const LATER_SENDER: Subscription = sender({
  name: 'Weekend Recipes',
  sender: 'cook@recipes.example',
  email: GMAIL,
  count: 27,
  openRate: 35,
  type: 'later',
  unsubscribeMethod: 'web-link',
});

export const MARKET_CARD: Subscription = {
  ...specialCard('market', 1, {
    title: 'Plant a tree with every 100 mails deleted',
    subtitle: 'Our partner reforests degraded land. Join the programme from your statistics page.',
    cta: 'https://partner.example/trees',
    tag: 'Partner',
    position: 0,
  }),
  name: 'Plant a tree with every 100 mails deleted',
};

export interface ScreenSetup {
  /** The stored display mode (the page restores it once). */
  page?: 'cards' | 'list';
  tutorialSeen?: boolean;
  newsletters?: Subscription[];
  later?: Subscription[];
  waiting?: Subscription[];
  mailboxes?: Mailbox[];
  status?: 'empty' | 'pending' | 'partial' | 'done';
  loaded?: boolean;
  /** Other store values. */
  values?: [unknown, unknown][];
  handlers?: HandlerList;
}

/**
 * The whole signed-in screen: the shell around /newsletters, in a forked scope with fixed values.
 * The subscriptions call never answers (the page shows what the values say); storage is in memory.
 */
export function NewslettersScreen({
  page = 'cards',
  tutorialSeen = true,
  newsletters = PAGE_SENDERS,
  later = [],
  waiting = [],
  mailboxes = MAILBOXES,
  status = 'done',
  loaded = true,
  values = [],
  handlers = [],
}: ScreenSetup) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one scope per story
  const scope = useMemo(() => {
    const memory = createMemoryStorage({
      local: { newslettersPage: page, ...(tutorialSeen ? { tutorialSeen: 'true' } : {}) },
    });
    const forked = fork({
      values: [
        // Signed in: the shell's side menu lists the user's mailboxes.
        [$token, 'story-token'],
        [$user, { ...USER, accounts: mailboxes }],
        [$mailboxes, mailboxes],
        [$waitingList, waiting],
        [$fetchStatus, status],
        [$firstRefreshDone, loaded],
        [$discoveryMode, false],
        ...(values as []),
      ],
      handlers: [...memory.handlers, [getSubscriptionsFx, () => new Promise(() => {})], ...handlers],
    });
    // As a refresh fills them, so a sender put back returns to its place (pure, settles at once).
    void allSettled(listsReplaced, { scope: forked, params: { newsletters, later } });
    return forked;
  }, []);
  return (
    <Provider value={scope}>
      <SignedInShell route="newsletters">
        <NewslettersPage />
      </SignedInShell>
    </Provider>
  );
}
