import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API_PREFIX, type EndpointName, type Endpoints, endpoints } from '../../src/shared/api/contract';
import type { AppContext } from '../context';
import { resolveSession } from '../data/sessions';
import type { IpBudget } from '../security/ip-budget';
import { ApiHttpError, unauthorized } from './errors';

type Out<N extends EndpointName, K extends string> =
  Endpoints[N] extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

export interface RouteInput<N extends EndpointName> {
  params: Out<N, 'params'>;
  query: Out<N, 'query'>;
  headers: Out<N, 'headers'>;
  body: Out<N, 'body'>;
  /** The signed-in user (protected routes only; '' elsewhere). */
  userId: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Answer<N extends EndpointName> = z.input<Endpoints[N]['response']>;

export interface RouteOptions {
  /** Per-route rate limit (@fastify/rate-limit). */
  rateLimit?: { max: number; timeWindow: number };
  /** A per-IP budget shared with other routes (checked first: 429 rate_limited). */
  budget?: IpBudget;
  /** Skip the response schema (non-JSON answers such as a file). */
  rawResponse?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    userId?: string;
  }
}

/**
 * Registers one contract endpoint: its schemas validate the request (400 invalid_request) and the
 * answer; protected endpoints check `x-access-token` before validation (401 first).
 */
export function defineRoute<N extends EndpointName>(
  app: FastifyInstance,
  ctx: AppContext,
  name: N,
  handler: (input: RouteInput<N>) => Promise<Answer<N>>,
  options: RouteOptions = {},
): void {
  const definition = endpoints[name] as Endpoints[EndpointName];
  const schema: Record<string, unknown> = {
    operationId: name,
    summary: definition.summary,
    tags: [
      definition.path
        .split('/')
        .filter(Boolean)
        .find((part) => part !== 'v3') ?? 'api',
    ],
    params: definition.params,
    querystring: definition.query,
  };
  if ('headers' in definition && definition.headers) schema.headers = definition.headers;
  if ('body' in definition && definition.body) schema.body = definition.body;
  if (!options.rawResponse) schema.response = { 200: definition.response };
  if (definition.auth) schema.security = [{ accessToken: [] }];

  app.route({
    method: definition.method,
    url: `${API_PREFIX}${definition.path}`,
    schema,
    config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
    onRequest: [
      ...(options.budget
        ? [
            async (request: FastifyRequest, reply: FastifyReply) => {
              const taken = options.budget!.take(request.ip);
              if (!taken.ok) {
                reply.header('retry-after', String(taken.retryAfterSeconds));
                throw new ApiHttpError(429, 'rate_limited', { retryAfter: String(taken.retryAfterSeconds) });
              }
            },
          ]
        : []),
      ...(definition.auth
        ? [
            async (request: FastifyRequest) => {
              const token = request.headers['x-access-token'];
              if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw unauthorized();
              const userId = await resolveSession(
                ctx.db,
                token,
                ctx.config.sessionIdleMs,
                ctx.config.stateCacheMs,
              );
              if (!userId) throw unauthorized();
              request.userId = userId;
            },
          ]
        : []),
    ],
    handler: async (request, reply) =>
      handler({
        params: request.params as Out<N, 'params'>,
        query: request.query as Out<N, 'query'>,
        headers: request.headers as Out<N, 'headers'>,
        body: request.body as Out<N, 'body'>,
        userId: request.userId ?? '',
        request,
        reply,
      }),
  });
}
