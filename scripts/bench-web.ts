/**
 * bench:web — the performance budget of issue 12, measured on the built app served by the real server.
 *
 *   npm run build && npm run bench:web            (BENCH_WEB_PORT, default 4173; CHROMIUM_PATH)
 *
 * 1. Every route's initial load in Chromium: JavaScript, CSS, translation chunks and fonts as sent on
 *    the wire (compressed) and uncompressed, and the request count, until the network is idle.
 * 2. Lighthouse 12 (mobile preset, simulated throttling) performance of / and /login/email, with FCP,
 *    LCP, TBT and the bytes transferred.
 * Prints figures only: no thresholds (the budget is read from the output, not asserted).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 4173);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
  '--disable-quic',
];

/** Routes as a visitor reaches them; `session` ones need a token, `email` ones a stored address. */
const ROUTES: ReadonlyArray<{ path: string; needs?: 'session' | 'email' }> = [
  { path: '/' },
  { path: '/start' },
  { path: '/login/email' },
  { path: '/add-inbox' },
  { path: '/login/web', needs: 'email' },
  { path: '/login/yahoo', needs: 'email' },
  { path: '/login/google', needs: 'email' },
  { path: '/login/naver', needs: 'email' },
  { path: '/consent-page' },
  { path: '/magic-request-email', needs: 'email' },
  { path: '/magic-link' },
  { path: '/help' },
  { path: '/instant-apps' },
  { path: '/direct-delete-account' },
  { path: '/partner/ecotree' },
  { path: '/fetch', needs: 'session' },
  { path: '/newsletters', needs: 'session' },
  { path: '/my-actions', needs: 'session' },
  { path: '/stats', needs: 'session' },
  { path: '/sponsorship', needs: 'session' },
  { path: '/settings', needs: 'session' },
  { path: '/user-form', needs: 'session' },
];

interface Totals {
  requests: number;
  wire: Record<string, number>;
  raw: Record<string, number>;
}

function kindOf(url: string, contentType: string): string {
  const path = new URL(url).pathname;
  if (
    /\/locales?\/|\/(cards|common|list|marketing|navigation|overlays|platform|product|ui|landing|login)-[\w-]+\.js$/.test(
      path,
    )
  )
    return 'i18n';
  if (contentType.includes('javascript') || path.endsWith('.js')) return 'js';
  if (contentType.includes('css') || path.endsWith('.css')) return 'css';
  if (contentType.includes('font') || /\.(woff2?|ttf)$/.test(path)) return 'font';
  if (path.startsWith('/api/')) return 'api';
  return 'other';
}

async function startServer(): Promise<ChildProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  for (let i = 0; i < 240; i += 1) {
    try {
      const response = await fetch(`${BASE}/api/health/device/web/version/bench?device=web&version=bench`);
      if (response.ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error('the server did not start');
}

async function demoToken(): Promise<string> {
  const response = await fetch(`${BASE}/api/auth/demo?device=web&version=bench`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'en' }),
  });
  const body = (await response.json()) as { token: string };
  return body.token;
}

async function measure(page: Page, path: string): Promise<Totals> {
  const totals: Totals = { requests: 0, wire: {}, raw: {} };
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const sizes = await request.sizes();
        const kind = kindOf(request.url(), response.headers()['content-type'] ?? '');
        const raw = (await response.body().catch(() => Buffer.alloc(0))).length;
        totals.requests += 1;
        totals.wire[kind] = (totals.wire[kind] ?? 0) + sizes.responseBodySize;
        totals.raw[kind] = (totals.raw[kind] ?? 0) + raw;
      })(),
    );
  });
  await page.goto(`${BASE}/en-gb${path}`, { waitUntil: 'load' });
  // Signed-in pages poll: idle or 5 s, whichever comes first.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await Promise.all(pending);
  return totals;
}

const kb = (bytes = 0) => (bytes / 1024).toFixed(1).padStart(7);

async function routeSizes() {
  const token = await demoToken();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  console.log(
    '\nInitial load per route (KB on the wire, compressed / uncompressed; until the network is idle, at most 5 s after load)',
  );
  console.log(
    `${'route'.padEnd(24)}${'JS'.padStart(17)}${'CSS'.padStart(17)}${'i18n'.padStart(17)}${'fonts'.padStart(9)}  requests  landed on`,
  );
  for (const route of ROUTES) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    await context.addInitScript(
      ([needs, session]) => {
        localStorage.setItem('dataConsentAccepted', 'true');
        if (needs === 'email' || needs === 'session')
          localStorage.setItem('email', 'bench@demo.tidyfox.test');
        if (needs === 'session') localStorage.setItem('token', session ?? '');
      },
      [route.needs ?? '', token],
    );
    const page = await context.newPage();
    const totals = await measure(page, route.path);
    const landed = new URL(page.url()).pathname.replace(/^\/en-gb/, '') || '/';
    console.log(
      `${route.path.padEnd(24)}${kb(totals.wire.js)} /${kb(totals.raw.js)}${kb(totals.wire.css)} /${kb(totals.raw.css)}${kb(totals.wire.i18n)} /${kb(totals.raw.i18n)}${kb(totals.wire.font)}  ${String(totals.requests).padStart(8)}  ${landed}`,
    );
    await context.close();
  }
  await browser.close();
}

async function lighthouseScores() {
  console.log('\nLighthouse 12 (mobile, simulated throttling), performance');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...ARGS],
  });
  try {
    for (const path of ['/', '/login/email']) {
      const result = await lighthouse(`${BASE}/en-gb${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? '-';
      console.log(
        `${path.padEnd(14)} score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}  FCP ${audit('first-contentful-paint')}  LCP ${audit('largest-contentful-paint')}  TBT ${audit('total-blocking-time')}  CLS ${audit('cumulative-layout-shift')}  transferred ${audit('total-byte-weight')}`,
      );
    }
  } finally {
    chrome.kill();
  }
}

const server = await startServer();
try {
  await routeSizes();
  await lighthouseScores();
} finally {
  server.kill();
}
