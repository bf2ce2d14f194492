import { attach, createEffect, createEvent, type Effect, sample } from 'effector';
import { APP_DEVICE, APP_VERSION } from '@/shared/config/app';
import { errorLogged } from '@/shared/lib/analytics/model';
import { wentOffline, wentOnline } from '@/shared/lib/network/model';
import { $accessToken } from './access-token';
import type { EndpointBody, EndpointName, EndpointParams, EndpointQuery, EndpointResponse } from './contract';
import { ENDPOINT_ROUTES, routePath } from './endpoint-routes';

/**
 * Answers are checked against the zod contract in development and tests. The production bundle leaves
 * zod out (about 50 KB of the first load, performance budget of issue 12): the server validates every
 * call with the same contract and sends only what it declares.
 */
const VALIDATE_RESPONSES = import.meta.env.DEV || import.meta.env.MODE === 'test';

type Checked = { success: true; data: unknown } | { success: false; issues: unknown };

async function checkResponse(name: EndpointName, body: unknown): Promise<Checked> {
  if (!VALIDATE_RESPONSES) return { success: true, data: body };
  const { endpoints } = await import('./contract');
  const parsed = endpoints[name].response.safeParse(body);
  return parsed.success
    ? { success: true, data: parsed.data }
    : { success: false, issues: parsed.error.issues };
}

/** The server's error shape `{ message, data? }`. */
function errorOf(body: unknown): { message: string; data?: unknown } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, data } = body as { message?: unknown; data?: unknown };
  return typeof message === 'string' ? { message, ...(data === undefined ? {} : { data }) } : null;
}

// ---- Failures (onboarding §8 "HTTP handling") ----------------------------------------------------

/** Every failed call rejects with this: the server's `{ message, data }` plus the HTTP status. */
export interface ApiFailure {
  message: string;
  data?: unknown;
  /** HTTP status; 0 when no answer arrived (network error, timeout). */
  status: number;
}
export const NETWORK_ERROR = 'Network Error';
export const MAINTENANCE_ERROR = 'maintenance';
export const REQUEST_TIMEOUT_ERROR = 'request_timeout';
export const INVALID_RESPONSE_ERROR = 'invalid_response';

export function isApiFailure(value: unknown): value is ApiFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiFailure).message === 'string' &&
    typeof (value as ApiFailure).status === 'number'
  );
}

/** A 400 with message `maintenance`: the app shows the maintenance screen. */
export const maintenanceReported = createEvent();
/** A 401 while a token is stored: the session entity disconnects. */
export const sessionRejected = createEvent();

// ---- Transport ------------------------------------------------------------------------------------

export interface HttpRequest {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}
export interface HttpResponse {
  status: number;
  body: unknown;
}

/** The only place that touches `fetch`. Rejects (any error) when no answer arrived. */
export const httpFx = createEffect<HttpRequest, HttpResponse>(async ({ method, url, headers, body }) => {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: response.status, body: parsed };
});

// ---- Requests -------------------------------------------------------------------------------------

export interface ApiRequest {
  endpoint: EndpointName;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  /** Extra headers: `x-async-token`, `x-magic-token`. */
  headers?: Record<string, string>;
  body?: unknown;
  /** Rejects with `request_timeout` when no answer came in time. */
  timeoutMs?: number;
}

/** Full URL of a call: `/api/...?device=web&version=...&<query>`. */
export function buildUrl(request: Pick<ApiRequest, 'endpoint' | 'params' | 'query'>): string {
  const search = new URLSearchParams({ device: APP_DEVICE, version: APP_VERSION });
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  return `${routePath(request.endpoint, request.params)}?${search.toString()}`;
}

function timeoutAfter(ms: number): Promise<never> {
  return new Promise((_, reject) => {
    setTimeout(() => reject({ message: REQUEST_TIMEOUT_ERROR, status: 0 } satisfies ApiFailure), ms);
  });
}

const sendFx = createEffect<{ token: string | null; request: ApiRequest }, unknown, ApiFailure>(
  async ({ token, request }) => {
    const definition = ENDPOINT_ROUTES[request.endpoint];
    const headers: Record<string, string> = { ...request.headers };
    if (token) headers['x-access-token'] = token;
    const call = httpFx({
      method: definition.method,
      url: buildUrl(request),
      headers,
      body: request.body,
    }).catch((): never => {
      throw { message: NETWORK_ERROR, status: 0 } satisfies ApiFailure;
    });
    const response = await (request.timeoutMs === undefined
      ? call
      : Promise.race([call, timeoutAfter(request.timeoutMs)]));
    if (response.status >= 200 && response.status < 300) {
      const parsed = await checkResponse(request.endpoint, response.body);
      if (!parsed.success) {
        throw { message: INVALID_RESPONSE_ERROR, data: parsed.issues, status: response.status };
      }
      return parsed.data;
    }
    const error = errorOf(response.body);
    throw {
      message: error ? error.message : `http_${response.status}`,
      data: error ? error.data : response.body,
      status: response.status,
    } satisfies ApiFailure;
  },
);

/** Sends one call of the contract, with `device`, `version` and the stored token. */
export const requestFx: Effect<ApiRequest, unknown, ApiFailure> = attach({
  source: $accessToken,
  mapParams: (request: ApiRequest, token) => ({ token, request }),
  effect: sendFx,
});

sample({
  clock: sendFx.failData,
  filter: (failure) => failure.status === 400 && failure.message === MAINTENANCE_ERROR,
  target: maintenanceReported,
});
sample({
  clock: sendFx.fail,
  filter: ({ params, error }) => error.status === 401 && Boolean(params.token),
  fn: () => undefined,
  target: sessionRejected,
});
sample({
  clock: sendFx.fail,
  filter: ({ error }) => error.status >= 500,
  fn: ({ params, error }) => ({
    message: error.message,
    status: error.status,
    data: error.data,
    context: params.request.endpoint,
  }),
  target: errorLogged,
});
sample({
  clock: sendFx.failData,
  filter: (failure) => failure.message === NETWORK_ERROR,
  target: wentOffline,
});
sample({ clock: httpFx.done, fn: () => undefined, target: wentOnline });

// ---- Typed effects ---------------------------------------------------------------------------------

type ParamsPart<N extends EndpointName> = [EndpointParams<N>] extends [Record<string, never>]
  ? { params?: undefined }
  : { params: EndpointParams<N> };
type BodyPart<N extends EndpointName> = [EndpointBody<N>] extends [undefined]
  ? { body?: undefined }
  : undefined extends EndpointBody<N>
    ? { body?: EndpointBody<N> }
    : { body: EndpointBody<N> };
type QueryPart<N extends EndpointName> = {
  query?: Omit<NonNullable<EndpointQuery<N>>, 'device' | 'version'>;
};

/** What a typed API effect takes: path params, body, extra query, extra headers, timeout. */
export type ApiInput<N extends EndpointName> = ParamsPart<N> &
  BodyPart<N> &
  QueryPart<N> & { headers?: Record<string, string>; timeoutMs?: number };
/** Calls whose input is all optional may be called with no argument. */
// biome-ignore lint/suspicious/noConfusingVoidType: effector effects take `void` for "no argument"
export type ApiArg<N extends EndpointName> = object extends ApiInput<N> ? ApiInput<N> | void : ApiInput<N>;
export type ApiEffect<N extends EndpointName> = Effect<ApiArg<N>, EndpointResponse<N>, ApiFailure>;

/** A typed effect for one endpoint of the contract; replace it in tests with `fork({ handlers })`. */
export function createApiFx<N extends EndpointName>(endpoint: N): ApiEffect<N> {
  return attach({
    effect: requestFx,
    mapParams: (input: ApiArg<N>): ApiRequest => ({ ...(input ?? {}), endpoint }) as ApiRequest,
  }) as unknown as ApiEffect<N>;
}

/** One typed effect per endpoint of the contract: `api.authLogin`, `api.subscriptions`, ... */
export const api = Object.fromEntries(
  (Object.keys(ENDPOINT_ROUTES) as EndpointName[]).map((name) => [name, createApiFx(name)]),
) as unknown as { [N in EndpointName]: ApiEffect<N> };
