import type { Mailbox, User } from '@/shared/api/contract';

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
