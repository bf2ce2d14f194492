/** GET /v3/subscriptions answer and fetch status (spec §3, §7), from the API contract. */
export type { FetchStatus, SubscriptionsAnswer } from '@/shared/api/contract';
