import { allSettled, createStore, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '@/shared/config/app';
import { ONLINE_BANNER_DURATION_MS } from '@/shared/config/constants';
import { sendErrorFx } from '@/shared/lib/analytics/model';
import { $connectionBanner } from '@/shared/lib/network/model';
import { $accessToken } from './access-token';
import {
  type ApiFailure,
  api,
  type HttpRequest,
  httpFx,
  maintenanceReported,
  NETWORK_ERROR,
  sessionRejected,
} from './client';

const $maintenance = createStore(false).on(maintenanceReported, () => true);
const $rejected = createStore(0).on(sessionRejected, (count) => count + 1);

const user = {
  hash: 'h1',
  firstname: 'Ada',
  lastname: null,
  birthYear: 1990,
  anonymous: false,
  demo: false,
  discovery: false,
  language: 'en',
  accounts: [],
  partnerCode: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function answering(status: number, body: unknown) {
  const calls: HttpRequest[] = [];
  const handler = async (request: HttpRequest) => {
    calls.push(request);
    return { status, body };
  };
  return { calls, handler };
}

describe('HTTP client (onboarding §7 and §8 HTTP handling)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appends device=web and version to every call and sends x-access-token when a token is stored', async () => {
    const http = answering(200, { user });
    const scope = fork({ values: [[$accessToken, 'tok']], handlers: [[httpFx, http.handler]] });
    const result = await allSettled(api.user, { scope, params: undefined });
    expect(result).toEqual({ status: 'done', value: { user } });
    expect(http.calls[0]?.method).toBe('GET');
    expect(http.calls[0]?.url).toBe(`/api/v3/users?device=web&version=${APP_VERSION}`);
    expect(http.calls[0]?.headers['x-access-token']).toBe('tok');
  });

  it('sends no x-access-token without a token, and x-async-token / path params where given', async () => {
    const http = answering(200, { retry: 1000 });
    const scope = fork({ handlers: [[httpFx, http.handler]] });
    await allSettled(api.authCheck, { scope, params: { headers: { 'x-async-token': 'a1' } } });
    expect(http.calls[0]?.headers).toEqual({ 'x-async-token': 'a1' });
    await allSettled(api.authMx, { scope, params: { params: { email: 'a+b@x.fr' } } });
    expect(http.calls[1]?.url).toBe(`/api/auth/mx/a%2Bb%40x.fr?device=web&version=${APP_VERSION}`);
  });

  it('a 400 with message maintenance shows the maintenance state', async () => {
    const http = answering(400, { message: 'maintenance' });
    const scope = fork({ handlers: [[httpFx, http.handler]] });
    const result = await allSettled(api.partners, { scope, params: undefined });
    expect(result.status).toBe('fail');
    expect(scope.getState($maintenance)).toBe(true);
  });

  it('other 400s reject with a typed {message, data} error and log nothing', async () => {
    const http = answering(400, { message: 'mx_unsupported', data: { provider: 'orange' } });
    const sent = vi.fn();
    const scope = fork({
      handlers: [
        [httpFx, http.handler],
        [sendErrorFx, sent],
      ],
    });
    const result = await allSettled(api.authMx, { scope, params: { params: { email: 'a@orange.fr' } } });
    expect(result).toEqual({
      status: 'fail',
      value: { message: 'mx_unsupported', data: { provider: 'orange' }, status: 400 } satisfies ApiFailure,
    });
    expect(scope.getState($maintenance)).toBe(false);
    expect(sent).not.toHaveBeenCalled();
  });

  it('a 500 rejects with {message, data} and also logs an error event', async () => {
    const http = answering(500, { message: 'internal_error' });
    const sent = vi.fn();
    const scope = fork({
      handlers: [
        [httpFx, http.handler],
        [sendErrorFx, sent],
      ],
    });
    const result = await allSettled(api.partners, { scope, params: undefined });
    expect(result.value).toMatchObject({ message: 'internal_error', status: 500 });
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ message: 'internal_error', status: 500 }));
  });

  it('a 401 with a stored token disconnects; without a token it does not', async () => {
    const http = answering(401, { message: 'unauthorized' });
    const withToken = fork({ values: [[$accessToken, 'tok']], handlers: [[httpFx, http.handler]] });
    await allSettled(api.user, { scope: withToken, params: undefined });
    expect(withToken.getState($rejected)).toBe(1);
    const without = fork({ handlers: [[httpFx, http.handler]] });
    await allSettled(api.user, { scope: without, params: undefined });
    expect(without.getState($rejected)).toBe(0);
  });

  it("a network error sets the offline banner and rejects with 'Network Error'; back online shows 3 s", async () => {
    let offline = true;
    const scope = fork({
      handlers: [
        [
          httpFx,
          async () => {
            if (offline) throw new TypeError('Failed to fetch');
            return { status: 200, body: { partners: [] } };
          },
        ],
      ],
    });
    const failed = await allSettled(api.partners, { scope, params: undefined });
    expect(failed).toEqual({ status: 'fail', value: { message: NETWORK_ERROR, status: 0 } });
    expect(scope.getState($connectionBanner)).toBe('offline');
    offline = false;
    const back = allSettled(api.partners, { scope, params: undefined });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($connectionBanner)).toBe('online');
    await vi.advanceTimersByTimeAsync(ONLINE_BANNER_DURATION_MS);
    await back;
    expect(scope.getState($connectionBanner)).toBe('hidden');
  });

  it('rejects an answer that does not match the contract', async () => {
    const http = answering(200, { user: { hash: 1 } });
    const scope = fork({ handlers: [[httpFx, http.handler]] });
    const result = await allSettled(api.user, { scope, params: undefined });
    expect(result.value).toMatchObject({ message: 'invalid_response', status: 200 });
  });
});
