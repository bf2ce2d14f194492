import type { APIRequestContext, Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/shared/lib/storage/keys';

/**
 * Helpers of my-actions.spec.ts and fetch.spec.ts: a session taken from the API (PUT /api/auth, then
 * GET /api/auth/check polled) with the user form filled through the API, put in local storage.
 */
const QUERY = 'device=web&version=e2e';

export interface ApiSender {
  name: string;
  sender: string;
  email: string;
  type: string;
  unsubscribeMethod?: string;
  unsubscribeOutcome?: string;
}

export class Api {
  constructor(
    private readonly request: APIRequestContext,
    private readonly base: string,
    public token = '',
  ) {}

  url(path: string) {
    return `${this.base}/api${path}${path.includes('?') ? '&' : '?'}${QUERY}`;
  }

  private headers(): Record<string, string> {
    return this.token ? { 'x-access-token': this.token } : {};
  }

  async get<T>(path: string): Promise<T> {
    const response = await this.request.get(this.url(path), { headers: this.headers() });
    if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }

  async send<T>(method: 'POST' | 'PUT', path: string, data: unknown): Promise<T> {
    const response = await this.request.fetch(this.url(path), { method, data, headers: this.headers() });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** Signs in to a mailbox and fills the user form, as a person would through the onboarding pages. */
  async signIn(email: string, password: string): Promise<string> {
    const { token: asyncToken } = await this.send<{ token: string }>('PUT', '/auth', { email, password });
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const response = await this.request.get(this.url('/auth/check'), {
        headers: { 'x-async-token': asyncToken },
      });
      const body = (await response.json()) as {
        retry?: number;
        result?: { token: string };
        message?: string;
      };
      if (body.result) {
        this.token = body.result.token;
        await this.send('POST', '/v3/users/information', { firstname: 'Ada', birthYear: 1990 });
        return this.token;
      }
      if (body.message) throw new Error(`login failed: ${body.message}`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(body.retry ?? 200, 500)));
    }
    throw new Error('login did not finish');
  }

  /** Polls GET /v3/subscriptions until the scan is done. */
  async scanned(): Promise<ApiSender[]> {
    for (let attempt = 0; attempt < 240; attempt += 1) {
      const answer = await this.get<{ status: string; subscriptions: ApiSender[] }>('/v3/subscriptions');
      if (answer.status === 'done') return answer.subscriptions;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('scan did not finish');
  }

  act(action: 'block' | 'keep' | 'delete' | 'postpone', senders: ApiSender[]) {
    return this.send('POST', `/v3/subscriptions/${action}`, {
      subscriptions: senders.map(({ email, sender }) => ({ email, sender })),
    });
  }

  async list(kind: 'blocked' | 'kept' | 'postponed'): Promise<ApiSender[]> {
    return (await this.get<{ subscriptions: ApiSender[] }>(`/v3/subscriptions/${kind}`)).subscriptions;
  }
}

/** A unique demo address per test and project (tests run in parallel on one server). */
export function uniqueAddress(prefix: string, project: string, domain = 'demo.tidyfox.test') {
  return `${prefix}-${project}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@${domain}`;
}

/** Puts the session token in local storage before the app boots. */
export async function storeToken(page: Page, token: string) {
  await page.addInitScript(
    ([key, value, cookieKey]) => {
      window.localStorage.setItem(key, value);
      // The visitor has already answered the cookie banner (it is fixed at the bottom of every route and
      // would cover the page's lower buttons on a phone).
      if (!window.localStorage.getItem(cookieKey)) {
        window.localStorage.setItem(cookieKey, JSON.stringify({ since: Date.now(), choices: {} }));
      }
    },
    [STORAGE_KEYS.token, token, STORAGE_KEYS.cookiePreferences] as const,
  );
}
