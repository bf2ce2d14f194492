import { createEffect } from 'effector';
import type { SubscriptionsAnswer } from './types';

/**
 * GET /api/v3/subscriptions. The handler is bound to the platform HTTP client by the app
 * (`bindSubscriptionsApi`); tests replace it with `fork({ handlers })`.
 */
export const getSubscriptionsFx = createEffect<void, SubscriptionsAnswer>(() => {
  throw new Error('getSubscriptionsFx is not bound to the API client');
});
