import { test as base } from '@playwright/test';

/**
 * Playwright's `test`, with the tests' own API calls (`request`) on a fresh connection each. Playwright's
 * client keeps its connections open as long as it likes, and the server closes one after 10 s without a
 * request (KEEP_ALIVE_TIMEOUT_MS): a call sent on a connection just as the server closes it fails with
 * "socket hang up" (ECONNRESET; once in a CI run of account.spec, on a loaded machine). A browser sends
 * such a request again; this client does not. The browser's own requests are untouched.
 */
export const test = base.extend({
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { connection: 'close' },
    });
    await use(request);
    await request.dispose();
  },
});
