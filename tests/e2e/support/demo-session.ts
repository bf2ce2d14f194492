import type { APIRequestContext, Page } from '@playwright/test';

const QUERY = 'device=web&version=e2e';

/**
 * A fresh named demo account (…@demo.tidyfox.test, password demo): its token, from the API, with the user
 * form filled through the API (a named demo account is a normal new user: without a profile the global
 * guard sends it to /user-form).
 */
export async function demoToken(request: APIRequestContext, prefix: string): Promise<string> {
  const email = `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@demo.tidyfox.test`;
  const login = await request.put(`/api/auth?${QUERY}`, { data: { email, password: 'demo' } });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  const { token: asyncToken } = (await login.json()) as { token: string };
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const check = await request.get(`/api/auth/check?${QUERY}`, { headers: { 'x-async-token': asyncToken } });
    const body = (await check.json()) as { retry?: number; result?: { token: string } };
    if (body.result) {
      const token = body.result.token;
      const saved = await request.post(`/api/v3/users/information?${QUERY}`, {
        headers: { 'x-access-token': token },
        data: { firstname: 'Ada', birthYear: 1990 },
      });
      if (!saved.ok()) throw new Error(`user form failed: ${saved.status()}`);
      return token;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(body.retry ?? 250, 500)));
  }
  throw new Error('login never finished');
}

/** Waits until the demo scan is done (GET /v3/subscriptions status done). */
export async function waitForScan(request: APIRequestContext, token: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const answer = await request.get(`/api/v3/subscriptions?${QUERY}`, {
      headers: { 'x-access-token': token },
    });
    const body = (await answer.json()) as { status?: string; retry?: number };
    if (body.status === 'done') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('scan never finished');
}

export interface OpenOptions {
  /** Mark the tutorial as seen (default true). */
  tutorialSeen?: boolean;
  /** Stored display mode (newslettersPage). */
  page?: 'cards' | 'list';
  locale?: string;
}

/** Puts the token (and the chosen flags) in local storage, then opens /newsletters. */
export async function openNewsletters(page: Page, token: string, options: OpenOptions = {}): Promise<void> {
  const { tutorialSeen = true, page: mode, locale = 'en-gb' } = options;
  await page.addInitScript(
    ({ token, tutorialSeen, mode }) => {
      if (window.sessionStorage.getItem('e2e-seeded')) return;
      window.sessionStorage.setItem('e2e-seeded', '1');
      window.localStorage.setItem('token', token);
      if (tutorialSeen) window.localStorage.setItem('tutorialSeen', 'true');
      if (mode) window.localStorage.setItem('newslettersPage', mode);
      window.localStorage.setItem('cookiePreferences', JSON.stringify({ since: Date.now(), choices: {} }));
    },
    { token, tutorialSeen, mode },
  );
  await page.goto(`/${locale}/newsletters`);
}
