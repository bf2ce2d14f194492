import type { Mailbox, Subscription, User } from '@/shared/api/contract';

/** A complete user of the contract, for tests and stories. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    hash: 'u-1',
    firstname: 'Ada',
    lastname: null,
    birthYear: 1990,
    anonymous: false,
    demo: false,
    discovery: false,
    language: 'en',
    accounts: [makeMailbox()],
    partnerCode: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeMailbox(overrides: Partial<Mailbox> = {}): Mailbox {
  return {
    email: 'ada@gmail.com',
    provider: 'google',
    isActive: true,
    count: 0,
    invalidGrant: false,
    providerShutdown: false,
    inFoxPanel: false,
    canBeDisabled: false,
    ...overrides,
  };
}

/** The n-th sender of a test list ("Sender 3", news3@sender3.example), as the contract has it. */
export function makeSender(index: number, overrides: Partial<Subscription> = {}): Subscription {
  return {
    name: `Sender ${index}`,
    sender: `news${index}@sender${index}.example`,
    email: 'me@example.com',
    count: 1 + index,
    openRate: 10,
    notSeen: false,
    spoumConfidence: 0.05,
    type: 'subscriptions',
    date: null,
    lastReceivedAt: '2026-11-01T08:00:00.000Z',
    isLater: false,
    unsubscribeMethod: 'one-click',
    ...overrides,
  };
}
