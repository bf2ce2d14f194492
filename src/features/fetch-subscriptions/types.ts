import type { Mailbox } from '@/entities/mailbox/types';
import type { Subscription } from '@/entities/subscription/types';

/** Spec §3: fetch status initial (empty), pending, partial, done. */
export type FetchStatus = 'empty' | 'pending' | 'partial' | 'done';

/** GET /v3/subscriptions answer (spec §7). `retry` is the wait in ms before the next poll. */
export interface SubscriptionsAnswer {
  subscriptions: Subscription[];
  incrementalSubscriptions?: Subscription[];
  extras?: { total?: number; remaining?: number } & Record<string, unknown>;
  mailboxes: Mailbox[];
  status: FetchStatus;
  retry?: number | null;
}
