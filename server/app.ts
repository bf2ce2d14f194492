import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { API_PREFIX, endpoints } from '../src/shared/api/contract';
import { type AppContext, type AppDeps, createTaskRunner } from './context';
import { syncProviderShutdown } from './data/users';
import { registerAnswerEncoding } from './lib/answers';
import { ApiHttpError } from './lib/errors';
import { registerAccountRoutes } from './routes/accounts';
import { registerAuthRoutes } from './routes/auth';
import { registerDocsRoutes } from './routes/docs';
import { registerPublicRoutes } from './routes/public';
import { registerServedFiles } from './routes/served-files';
import { registerStaticPages } from './routes/static-pages';
import { registerSubscriptionRoutes } from './routes/subscriptions';
import { registerUserRoutes } from './routes/users';
import { prerenderedPages, withScriptSources } from './web/prerendered';

/** Never logged: tokens, cookies, passwords, codes (tested in server/tests/api.test.ts, "never logged ..."). */
export const REDACTED_PATHS = [
  'req.headers["x-access-token"]',
  'req.headers["x-async-token"]',
  'req.headers["x-magic-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'body.password',
  'body.code',
  'body.oAuthCode',
  'body.oAuthCodeVerifier',
  'body.token',
];

const SECRET_QUERY = /([?&](?:key|code|token)=)[^&]*/gi;

/** A PostgreSQL / PGlite error (SQLSTATE code, severity): its message and detail may quote values. */
const isDatabaseError = (error: unknown): error is Record<string, unknown> =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { code?: unknown }).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((error as { code: string }).code) &&
  ('severity' in error || (error as object).constructor?.name === 'DatabaseError');

/**
 * Errors in the log: database errors by their code and the names involved (constraint, table, column,
 * routine), never their message or detail, which quote the query's values (e-mail addresses, ...).
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) && !isDatabaseError(error)) return error;
  if (isDatabaseError(error)) {
    const { code, severity, constraint, table, column, routine } = error;
    return { type: 'DatabaseError', code, severity, constraint, table, column, routine };
  }
  const plain = error as Error & { code?: unknown; statusCode?: unknown; cause?: unknown };
  return {
    type: plain.constructor?.name ?? 'Error',
    message: plain.message,
    stack: plain.stack,
    ...(plain.code !== undefined ? { code: plain.code } : {}),
    ...(plain.statusCode !== undefined ? { statusCode: plain.statusCode } : {}),
    ...(plain.cause !== undefined && depth < 4 ? { cause: serializeError(plain.cause, depth + 1) } : {}),
  };
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: {
      err: (error: unknown) => serializeError(error),
      req(request) {
        return {
          method: request.method,
          url: request.url.replace(SECRET_QUERY, '$1[Redacted]'),
          headers: request.headers,
          remoteAddress: request.ip,
        };
      },
    },
    ...(stream ? { stream } : {}),
  } as FastifyServerOptions['logger'];
}

/** One line per request (method, path with secrets redacted, status, time) instead of fastify's two. */
class CompactLogController extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = `${request.method} ${request.url.replace(SECRET_QUERY, '$1[Redacted]')} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/** A lone UTF-16 surrogate: not Unicode text (PostgreSQL, UTF-8 and JSON consumers refuse or mangle it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const badTextReason = (text: string): string | null =>
  text.includes('\u0000')
    ? 'NUL characters are not allowed'
    : LONE_SURROGATE.test(text)
      ? 'lone UTF-16 surrogates are not allowed'
      : null;

/** Where the first string (or key) that cannot be stored as text sits inside a parsed request part. */
function badTextPath(value: unknown, depth = 0): { path: Array<string | number>; message: string } | null {
  if (typeof value === 'string') {
    const message = badTextReason(value);
    return message ? { path: [], message } : null;
  }
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [key, child] of Object.entries(value)) {
    const keyReason = badTextReason(key);
    if (keyReason) return { path: [key], message: keyReason };
    const inner = badTextPath(child, depth + 1);
    if (inner)
      return { path: [Array.isArray(value) ? Number(key) : key, ...inner.path], message: inner.message };
  }
  return null;
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /**
   * `compact`: one line per request (method, path, status, time) instead of fastify's two
   * (`npm start` below debug level); `full` (default): fastify's request logging.
   */
  requestLog?: 'full' | 'compact';
}

/** The fastify app: API under API_PREFIX, the built web app (history fallback) everywhere else. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { timeouts } = deps.config;
  const app = Fastify({
    logger: options.logger ?? false,
    // Slow clients are cut off (slowloris): headers, whole request, idle keep-alive, idle socket. Node
    // checks the first two every `connectionsCheckingInterval`.
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(timeouts.headersMs / 4))),
    },
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.connectionMs,
    ...(options.requestLog === 'compact' ? { logController: new CompactLogController() } : {}),
    trustProxy: process.env.TRUST_PROXY === '1',
    bodyLimit: 1_048_576,
    // Reply to malformed URLs / JSON with our error shape (see the error handler).
    return503OnClosing: true,
    // Errors raised before routing (a malformed URL such as `/api/auth/mx/%`, a bad content type):
    // the same `{ message, data }` shape as every other error.
    frameworkErrors(error, _request, rawReply) {
      (rawReply as unknown as FastifyReply).status(error.statusCode ?? 400).send({
        message: 'invalid_request',
        data: { reason: error.code ?? 'bad_request', detail: error.message },
      });
    },
  });
  const tasks = createTaskRunner((error) => app.log.error({ err: error }, 'background task failed'));
  const ctx: AppContext = { ...deps, tasks };

  // JSON as fastify parses it (prototype poisoning refused), except that an empty body is no body: a
  // client may send `content-type: application/json` on a call without payload (PUT /users/gdpr, ...).
  // (fastify validates a missing body as null: the contract's optional bodies are `nullish`.)
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('tasks', tasks);
  app.addHook('onClose', async () => tasks.settled());

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiHttpError) {
      return reply.status(error.statusCode).send({ message: error.code, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const issues = error.validation.map((issue) => ({
        path: [where, ...issue.instancePath.split('/').filter(Boolean)],
        message: issue.message ?? 'invalid',
      }));
      return reply.status(400).send({ message: 'invalid_request', data: { issues } });
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ message: 'rate_limited', data: { retryAfter: reply.getHeader('retry-after') } });
    }
    if (isResponseSerializationError(error as never) || !error.statusCode || error.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'internal_error' });
    }
    // Fastify's own 4xx (malformed JSON, unsupported media type, body too large, ...).
    return reply.status(error.statusCode).send({
      message: 'invalid_request',
      data: { reason: error.code ?? 'bad_request', detail: error.message },
    });
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'", 'https:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, { origin: deps.config.corsOrigins.length > 0 ? deps.config.corsOrigins : false });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tidy Fox API',
        version: '1.0.0',
        description:
          'Every call of the web app. Errors are `{ message, data }` with stable codes; every call accepts `device` and `version` query parameters.',
      },
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'x-access-token' } },
      },
    },
    transform: jsonSchemaTransform,
  });

  // Maintenance: every API call but health and config answers 400 maintenance.
  const maintenanceFree = new Set(
    [endpoints.health.path, endpoints.remoteConfig.path].map((path) => `${API_PREFIX}${path}`),
  );
  app.addHook('onRequest', async (request) => {
    if (!deps.config.maintenance || !request.url.startsWith(`${API_PREFIX}/`)) return;
    const route = request.routeOptions.url ?? '';
    if (!maintenanceFree.has(route) && !route.startsWith(`${API_PREFIX}/docs`)) {
      throw new ApiHttpError(400, 'maintenance');
    }
  });

  // PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate is not text: either anywhere in the
  // input is a client's mistake (400 invalid_request naming the field), not a database error (500).
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith(`${API_PREFIX}/`)) return;
    for (const [where, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const bad = badTextPath(value);
      if (bad) {
        throw new ApiHttpError(400, 'invalid_request', {
          issues: [{ path: [where, ...bad.path], message: bad.message }],
        });
      }
    }
  });

  // Compressed answers; an ETag (and 304) on the sender lists pollers ask for again and again.
  registerAnswerEncoding(
    app,
    new Set(
      [
        endpoints.subscriptions,
        endpoints.subscriptionsBlocked,
        endpoints.subscriptionsKept,
        endpoints.subscriptionsPostponed,
      ].map((definition) => `${API_PREFIX}${definition.path}`),
    ),
  );

  // Other API answers carry tokens and personal data: never cached.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(`${API_PREFIX}/`) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  // Request bodies at debug level (secrets redacted by REDACTED_PATHS).
  app.addHook('preHandler', async (request) => {
    if (request.body !== undefined && (request.log.level === 'debug' || request.log.level === 'trace')) {
      request.log.debug({ body: request.body }, 'request body');
    }
  });

  // The domain map may have gained or lost a shut-down provider since the last start.
  await syncProviderShutdown(deps.db, deps.domainMap.shutdown);

  registerPublicRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerSubscriptionRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerDocsRoutes(app);
  registerServedFiles(app);
  registerStaticPages(app, { contact: deps.config.contactEmail });

  // Images the API refers to (partner logos of GET /partners), served whether or not the app is built.
  await app.register(fastifyStatic, {
    root: join(import.meta.dirname, 'static', 'partners'),
    prefix: '/partners/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=86400');
    },
  });

  const webDir = deps.config.webDir;
  const hasWeb = existsSync(join(webDir, 'index.html'));
  const prerendered = prerenderedPages(webDir);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz next to each text asset: sent with their Content-Encoding.
      preCompressed: true,
      setHeaders(res, path) {
        res.setHeader(
          'cache-control',
          path.includes(`${join(webDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (
      request.url === API_PREFIX ||
      request.url.startsWith(`${API_PREFIX}/`) ||
      request.url.startsWith(`${API_PREFIX}?`)
    ) {
      return reply.status(404).send({ message: 'not_found' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ message: 'not_found' });
    }
    // A missing file (a stale /assets/*.js after a deploy, an image) is a 404, not the app's HTML; app
    // routes have no extension, except legacy .html pages the router redirects (/save-the-planet.html).
    const path = request.url.split('?')[0] ?? '';
    if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!hasWeb) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send(`The web app is not built: run \`npm run build\` (expected ${join(webDir, 'index.html')}).`);
    }
    // The landing and the e-mail step as the build prerendered them (issue 12 budget: painted before
    // any script runs; the app hydrates them).
    const page = prerendered.fileFor(request.url, request.headers['accept-language']);
    if (page) {
      if (page.byLanguage) reply.header('vary', 'Accept-Language');
      // Its inline first-paint script (a returning visitor's stored choices, before the first paint) is
      // allowed by its hash on this page only.
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string')
        reply.header('content-security-policy', withScriptSources(policy, prerendered.scriptSources));
      return reply.header('cache-control', 'no-cache').sendFile(page.file);
    }
    // History fallback: every app route (under any language prefix) gets index.html.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    tasks: AppContext['tasks'];
  }
}
