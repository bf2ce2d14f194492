import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { buildPath } from '../../src/shared/api/contract';
import { parsePushNewsArgs, pushNews } from '../push-news';
import { createTestApp, type TestApp } from './app-helpers';

let t: TestApp;
const Q = 'device=web&version=1.0.0';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

async function inject(method: 'GET' | 'POST' | 'PUT', path: string, token?: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url: `${path}?${Q}`,
    headers: token ? { 'x-access-token': token } : {},
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Record<string, unknown>;
}

/** A signed-in user; with `endpoint`, this browser registered for push; `news` is its news setting. */
async function user(options: { endpoint?: string; news: boolean }): Promise<string> {
  const { token } = (await inject('PUT', buildPath('authDemo'), undefined, {})) as { token: string };
  if (!options.news) {
    await inject('PUT', buildPath('userSettingsUpdate'), token, {
      name: 'notifications.push.news',
      value: false,
    });
  }
  if (options.endpoint) {
    const subscription = { endpoint: options.endpoint, keys: { p256dh: 'key', auth: 'auth' } };
    await inject('POST', buildPath('pushRegister'), token, {
      token: JSON.stringify(subscription),
      appInstanceId: `app-${options.endpoint.split('/').pop()}`,
      device: 'web',
    });
  }
  return token;
}

describe('npm run push:news', () => {
  it('reads the title, the body and an app path; refuses what is not right', () => {
    expect(parsePushNewsArgs(['New: sort by date', 'The list sorts by last mail now.'])).toEqual({
      title: 'New: sort by date',
      body: 'The list sorts by last mail now.',
      url: '/newsletters',
    });
    expect(parsePushNewsArgs(['Stats', '--url', '/stats'])).toEqual({
      title: 'Stats',
      body: '',
      url: '/stats',
    });
    expect(parsePushNewsArgs(['--url=/help', 'Help'])).toMatchObject({ title: 'Help', url: '/help' });
    expect(() => parsePushNewsArgs([])).toThrow(/a title is needed/);
    expect(() => parsePushNewsArgs(['   '])).toThrow(/a title is needed/);
    expect(() => parsePushNewsArgs(['a', 'b', 'c'])).toThrow(/too many arguments/);
    expect(() => parsePushNewsArgs(['x'.repeat(121)])).toThrow(/longer than 120/);
    expect(() => parsePushNewsArgs(['t', 'x'.repeat(401)])).toThrow(/longer than 400/);
    expect(() => parsePushNewsArgs(['t', '--url', 'https://evil.example'])).toThrow(/app path/);
    expect(() => parsePushNewsArgs(['t', '--url', '//evil.example'])).toThrow(/app path/);
    expect(() => parsePushNewsArgs(['t', '--url'])).toThrow(/needs a path/);
    expect(() => parsePushNewsArgs(['t', '--all'])).toThrow(/unknown option/);
  });

  it('sends a news push to the registered browsers of users who keep news on, and to no one else', async () => {
    const send = vi
      .spyOn(webpush, 'sendNotification')
      .mockResolvedValue({ statusCode: 201, body: '', headers: {} });
    await user({ endpoint: 'https://push.example/news-on', news: true });
    await user({ endpoint: 'https://push.example/news-off', news: false });
    await user({ news: true }); // news on, but no browser registered

    const sent = await pushNews(t.deps, { title: 'Sort by date', body: 'It is here.', url: '/newsletters' });

    const news = send.mock.calls.filter(([, payload]) => JSON.parse(String(payload)).kind === 'news');
    expect(sent).toBe(1);
    expect(news).toHaveLength(1);
    const [subscription, payload, options] = news[0]!;
    expect((subscription as { endpoint: string }).endpoint).toBe('https://push.example/news-on');
    expect(JSON.parse(String(payload))).toEqual({
      kind: 'news',
      title: 'Sort by date',
      body: 'It is here.',
      url: '/newsletters',
    });
    expect(options).toMatchObject({
      contentEncoding: 'aes128gcm',
      vapidDetails: { publicKey: t.deps.vapid.publicKey, privateKey: t.deps.vapid.privateKey },
    });
  });

  it('drops a subscription the push service says is gone (410) and counts only accepted messages', async () => {
    await user({ endpoint: 'https://push.example/gone', news: true });
    const send = vi.spyOn(webpush, 'sendNotification').mockImplementation(async (subscription) => {
      if (subscription.endpoint.endsWith('/gone')) {
        throw Object.assign(new Error('gone'), { statusCode: 410 });
      }
      return { statusCode: 201, body: '', headers: {} };
    });
    // news-on (from the previous test) is accepted, gone is refused and removed.
    expect(await pushNews(t.deps, { title: 'One', body: '', url: '/newsletters' })).toBe(1);
    const endpoints = () =>
      send.mock.calls.map(([subscription]) => (subscription as { endpoint: string }).endpoint);
    expect(endpoints()).toContain('https://push.example/gone');
    send.mockClear();
    expect(await pushNews(t.deps, { title: 'Two', body: '', url: '/newsletters' })).toBe(1);
    expect(endpoints()).toEqual(['https://push.example/news-on']);
  });
});
