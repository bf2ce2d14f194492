import { attach } from 'effector';
import { api } from '@/shared/api/client';

/** GET /api/v3/subscriptions through the platform client; tests replace it with `fork({ handlers })`. */
export const getSubscriptionsFx = attach({ effect: api.subscriptions, mapParams: () => undefined });
