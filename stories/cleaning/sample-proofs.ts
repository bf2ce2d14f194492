import type { HonouredCheck, UnsubscribeProof } from '@/shared/api/contract';

/** Story data: the engine's proof of unsubscribe requests, one of each outcome (hosts are data, not copy). */
const at = '2026-11-18T10:00:00.000Z';
export const PROOF = {
  oneClickSent: {
    method: 'one-click',
    at,
    host: 'news.example.com',
    listId: 'news.example.com',
    outcome: 'sent',
    status: 200,
  },
  mailtoSent: {
    method: 'mailto',
    at,
    host: 'lists.example.org',
    listId: 'weekly.lists.example.org',
    outcome: 'sent',
    smtpReply: '250 2.0.0 Ok: queued as 4F2A1',
  },
  oneClickRejected: {
    method: 'one-click',
    at,
    host: 'mailer.shop.example',
    listId: 'offers.shop.example',
    outcome: 'rejected',
    status: 410,
  },
  mailtoRejected: {
    method: 'mailto',
    at,
    host: 'club.example',
    listId: null,
    outcome: 'rejected',
    smtpReply: '550 5.1.1 mailbox unavailable',
  },
  refused: {
    method: 'one-click',
    at,
    host: null,
    listId: 'promo.example',
    outcome: 'refused_address',
    error: 'refused address',
  },
  failed: {
    method: 'one-click',
    at,
    host: 'slow.example',
    listId: null,
    outcome: 'failed',
    error: 'timeout',
  },
  noMethod: {
    method: 'none',
    at,
    host: null,
    listId: null,
    outcome: 'no_automatic_method',
    manualUrl: 'https://trainline.example/preferences?u=42',
  },
  spam: { method: 'none', at, host: null, listId: null, outcome: 'spam' },
} satisfies Record<string, UnsubscribeProof>;

export const HONOURED = {
  waiting: { dueAt: '2026-11-21T10:00:00.000Z', state: 'waiting', count: 0, lastReceivedAt: null },
  honoured: { dueAt: '2026-11-21T10:00:00.000Z', state: 'honoured', count: 0, lastReceivedAt: null },
  stillSending: {
    dueAt: '2026-11-21T10:00:00.000Z',
    state: 'still_sending',
    count: 3,
    lastReceivedAt: '2026-11-23T08:00:00.000Z',
  },
} satisfies Record<string, HonouredCheck>;

/** A forge's notifications: one List-Id per project, each with its own request. */
export const SEVERAL_LIST_IDS: UnsubscribeProof[] = [
  { ...PROOF.oneClickSent, host: 'forge.example', listId: 'app.forge.example' },
  { ...PROOF.oneClickSent, host: 'forge.example', listId: 'docs.forge.example', status: 202 },
  { ...PROOF.oneClickRejected, host: 'forge.example', listId: 'legacy.forge.example' },
];
