import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $mailboxes } from '@/entities/mailbox/model';
import type { Mailbox } from '@/entities/mailbox/types';
import { BOTTOM_SHEET_OPEN_DELAY_MS } from '@/shared/config/constants';
import {
  $mailboxSheetOpen,
  $noMailboxSelected,
  $selectedEmails,
  mailboxSelectionToggled,
  mailboxSheetOpenRequested,
} from './model';

const mailbox = (email: string): Mailbox => ({
  email,
  provider: 'google',
  isActive: true,
  count: 0,
  invalidGrant: false,
  providerShutdown: false,
  inFoxPanel: true,
  canBeDisabled: true,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('mailbox selection: every mailbox selected by default; none selected shows the no-mailbox view', () => {
  it('toggles mailboxes', async () => {
    const scope = fork({ values: [[$mailboxes, [mailbox('a@x.test'), mailbox('b@x.test')]]] });
    expect(scope.getState($selectedEmails)).toEqual(['a@x.test', 'b@x.test']);
    await allSettled(mailboxSelectionToggled, { scope, params: 'a@x.test' });
    expect(scope.getState($selectedEmails)).toEqual(['b@x.test']);
    await allSettled(mailboxSelectionToggled, { scope, params: 'b@x.test' });
    expect(scope.getState($noMailboxSelected)).toBe(true);
    await allSettled(mailboxSelectionToggled, { scope, params: 'a@x.test' });
    expect(scope.getState($selectedEmails)).toEqual(['a@x.test']);
  });
});

describe('the mailbox selection bottom sheet opens after 200 ms', () => {
  it('opens only once the delay passed', async () => {
    const scope = fork();
    const settled = allSettled(mailboxSheetOpenRequested, { scope });
    await vi.advanceTimersByTimeAsync(BOTTOM_SHEET_OPEN_DELAY_MS - 1);
    expect(scope.getState($mailboxSheetOpen)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(scope.getState($mailboxSheetOpen)).toBe(true);
  });
});
