import { describe, expect, it } from 'vitest';
import type { UnsubscribeProof } from '@/shared/api/contract';
import {
  honouredMessage,
  manualLinkOf,
  proofMessage,
  safeManualUrl,
  smtpCode,
  summaryProof,
} from './unsubscribe-proof-copy';

const day = (iso: string) => `D(${iso.slice(0, 10)})`;
const base = { at: '2026-11-18T10:00:00.000Z', host: 'news.example.com', listId: 'news.example.com' };
const proof = (over: Partial<UnsubscribeProof>): UnsubscribeProof => ({
  method: 'one-click',
  outcome: 'sent',
  ...base,
  ...over,
});

describe('proofMessage', () => {
  it('words an accepted one-click request with its host, HTTP status and date', () => {
    expect(proofMessage(proof({ status: 200 }), day)).toEqual({
      key: 'proof_one_click_sent_status',
      values: { host: 'news.example.com', status: 200, date: 'D(2026-11-18)' },
      tone: 'success',
    });
    expect(proofMessage(proof({}), day).key).toBe('proof_one_click_sent');
  });

  it('words an accepted unsubscribe e-mail with the SMTP reply code only', () => {
    const message = proofMessage(
      proof({ method: 'mailto', smtpReply: '250 2.0.0 Ok: queued as 4F2A1', host: 'lists.example.org' }),
      day,
    );
    expect(message).toEqual({
      key: 'proof_mailto_sent_reply',
      values: { host: 'lists.example.org', reply: '250 2.0.0', date: 'D(2026-11-18)' },
      tone: 'success',
    });
    expect(proofMessage(proof({ method: 'mailto' }), day).key).toBe('proof_mailto_sent');
  });

  it('reports rejections as problems, with the status or reply when known', () => {
    expect(proofMessage(proof({ outcome: 'rejected', status: 410 }), day)).toMatchObject({
      key: 'proof_one_click_rejected_status',
      values: { status: 410 },
      tone: 'danger',
    });
    expect(proofMessage(proof({ outcome: 'rejected' }), day).key).toBe('proof_one_click_rejected');
    expect(
      proofMessage(
        proof({ method: 'mailto', outcome: 'rejected', smtpReply: '550 5.1.1 no such user' }),
        day,
      ),
    ).toMatchObject({ key: 'proof_mailto_rejected_reply', values: { reply: '550 5.1.1' }, tone: 'danger' });
  });

  it('says blocked only for a refused address or a failure, and never claims an unsubscribe for spam', () => {
    expect(proofMessage(proof({ outcome: 'refused_address', host: null }), day)).toMatchObject({
      key: 'proof_refused_address',
      tone: 'danger',
    });
    expect(proofMessage(proof({ outcome: 'failed', error: 'timeout' }), day).key).toBe('proof_failed');
    expect(proofMessage(proof({ method: 'none', outcome: 'spam', host: null }), day)).toEqual({
      key: 'proof_spam',
      values: {},
      tone: 'muted',
    });
    expect(proofMessage(proof({ method: 'none', outcome: 'no_automatic_method', host: null }), day).key).toBe(
      'proof_no_automatic_method',
    );
  });
});

describe('honouredMessage', () => {
  const check = { dueAt: '2026-11-21T10:00:00.000Z', count: 0, lastReceivedAt: null };
  it('waits until the due date, then says honoured or still sending with the count since the due date', () => {
    expect(honouredMessage({ ...check, state: 'waiting' }, day)).toEqual({
      key: 'honoured_waiting',
      values: { date: 'D(2026-11-21)' },
      tone: 'muted',
    });
    expect(honouredMessage({ ...check, state: 'honoured' }, day)).toMatchObject({
      key: 'honoured_yes',
      tone: 'success',
    });
    expect(
      honouredMessage(
        { ...check, state: 'still_sending', count: 3, lastReceivedAt: '2026-11-23T08:00:00.000Z' },
        day,
      ),
    ).toEqual({
      key: 'honoured_still_sending',
      values: { count: 3, date: 'D(2026-11-21)' },
      tone: 'warning',
    });
  });
});

describe('summaryProof', () => {
  it('shows the request that most needs attention, the newest among equals', () => {
    const ok = proof({ listId: 'a', at: '2026-11-18T10:00:00.000Z' });
    const newerOk = proof({ listId: 'b', at: '2026-11-19T10:00:00.000Z' });
    const failed = proof({ listId: 'c', outcome: 'failed', at: '2026-11-17T10:00:00.000Z' });
    expect(summaryProof([ok, failed, newerOk])).toBe(failed);
    expect(summaryProof([ok, newerOk])).toBe(newerOk);
    expect(summaryProof([])).toBeNull();
    expect(summaryProof(undefined)).toBeNull();
  });
});

describe('links and replies', () => {
  it('offers only http(s) plain links', () => {
    expect(safeManualUrl('https://news.example.com/u?id=1')).toBe('https://news.example.com/u?id=1');
    expect(safeManualUrl('javascript:alert(1)')).toBeNull();
    expect(safeManualUrl('not a url')).toBeNull();
    expect(manualLinkOf([proof({}), proof({ manualUrl: 'http://x.example/unsub' })])).toBe(
      'http://x.example/unsub',
    );
    expect(manualLinkOf([proof({ manualUrl: 'data:text/html,hi' })])).toBeNull();
  });

  it('keeps the SMTP code of a multi-line reply and nothing of a reply without one', () => {
    expect(smtpCode('250-2.1.5 accepted')).toBe('250 2.1.5');
    expect(smtpCode('250 Ok')).toBe('250');
    expect(smtpCode('queued')).toBeNull();
    expect(smtpCode(undefined)).toBeNull();
  });
});
