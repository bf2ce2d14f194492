/** A connected mailbox (spec product §3), as the API contract defines it. */
export type { Mailbox } from '@/shared/api/contract';
