import { describe, expect, it } from 'vitest';
import { activeMailboxCount, canToggleMailbox, everyProviderShutDown, isLastActiveMailbox } from './lib';
import type { Mailbox } from './types';

const mailbox = (email: string, patch: Partial<Mailbox> = {}): Mailbox => ({
  email,
  provider: 'google',
  isActive: true,
  count: 0,
  invalidGrant: false,
  providerShutdown: false,
  inFoxPanel: true,
  canBeDisabled: true,
  ...patch,
});

describe('only mailboxes that can be disabled can be toggled (not invalid, not shut down)', () => {
  it('refuses invalid-grant and shut-down mailboxes', () => {
    expect(canToggleMailbox(mailbox('a'))).toBe(true);
    expect(canToggleMailbox(mailbox('a', { invalidGrant: true }))).toBe(false);
    expect(canToggleMailbox(mailbox('a', { providerShutdown: true }))).toBe(false);
  });
});

describe('at least one mailbox must stay active', () => {
  it('spots the last active mailbox', () => {
    const list = [mailbox('a'), mailbox('b', { isActive: false })];
    expect(activeMailboxCount(list)).toBe(1);
    expect(isLastActiveMailbox(list, 'a')).toBe(true);
    expect(isLastActiveMailbox(list, 'b')).toBe(false);
    expect(isLastActiveMailbox([mailbox('a'), mailbox('b')], 'a')).toBe(false);
  });
});

describe('unavailable when every mailbox provider is shut down', () => {
  it('needs every mailbox shut down', () => {
    expect(everyProviderShutDown([mailbox('a', { providerShutdown: true })])).toBe(true);
    expect(everyProviderShutDown([mailbox('a', { providerShutdown: true }), mailbox('b')])).toBe(false);
    expect(everyProviderShutDown([])).toBe(false);
  });
});
