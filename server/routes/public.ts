import type { FastifyInstance } from 'fastify';
import { type RemoteConfig, remoteConfigSchema } from '../../src/shared/api/contract';
import {
  ACTION_BATCH_DELAY_MS,
  LOGIN_RETRY_DELAY_MS,
  LOGIN_TIMEOUT_MS,
  SHARING_CARD_DEFAULT_POSITIONS,
} from '../../src/shared/config/constants';
import type { AppContext } from '../context';
import { listPartners, partnerExists, partnerStats } from '../data/records';
import { notFound } from '../lib/errors';
import { defineRoute } from '../lib/route';

/**
 * Remote configuration defaults; REMOTE_CONFIG_JSON (a JSON object) overrides any key. A malformed
 * override stops the start with the reason (rather than every GET /config failing later).
 */
export function remoteConfig(env: NodeJS.ProcessEnv = process.env): RemoteConfig {
  const defaults: RemoteConfig = {
    landing_without_qr_code_web: 50,
    event_ui: 'default',
    is_user_from_usa: false,
    isEea: true,
    analytics_blocked: false,
    last_terms_update: '2026-01-01T00:00:00.000Z',
    last_privacy_update: '2026-01-01T00:00:00.000Z',
    login_timeout_seconds: LOGIN_TIMEOUT_MS / 1000,
    login_delay_retry_seconds: LOGIN_RETRY_DELAY_MS / 1000,
    action_delay_seconds: ACTION_BATCH_DELAY_MS / 1000,
    sharing_cards_positions: [...SHARING_CARD_DEFAULT_POSITIONS],
  };
  if (!env.REMOTE_CONFIG_JSON) return defaults;
  let overrides: unknown;
  try {
    overrides = JSON.parse(env.REMOTE_CONFIG_JSON);
  } catch (error) {
    throw new Error(`REMOTE_CONFIG_JSON is not JSON: ${(error as Error).message}`);
  }
  const merged = remoteConfigSchema.strict().safeParse({ ...defaults, ...(overrides as object) });
  if (!merged.success || typeof overrides !== 'object' || Array.isArray(overrides)) {
    const detail = merged.success
      ? 'it must be a JSON object'
      : merged.error.issues.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`).join('; ');
    throw new Error(`REMOTE_CONFIG_JSON is invalid: ${detail}`);
  }
  return merged.data;
}

export function registerPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  const config = remoteConfig();
  defineRoute(app, ctx, 'health', async () => ({ status: ctx.config.maintenance ? 'maintenance' : 'ok' }));
  defineRoute(app, ctx, 'remoteConfig', async () => config);
  defineRoute(app, ctx, 'beta', async () => ({ beta: process.env.BETA_VARIANT === 'b' ? 'b' : 'a' }));
  defineRoute(app, ctx, 'partners', async () => ({ partners: await listPartners(ctx.db) }));
  defineRoute(app, ctx, 'treesAll', async () => partnerStats(ctx.db, null));
  defineRoute(app, ctx, 'treesPartner', async ({ params }) => {
    if (!(await partnerExists(ctx.db, params.partner))) throw notFound();
    return partnerStats(ctx.db, params.partner);
  });
}
