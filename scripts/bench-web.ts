/**
 * bench:web — the performance budget of issue 12, measured on the built app served by the real server.
 *
 *   npm run build && npm run bench:web     (BENCH_WEB_PORT, default 4310; CHROMIUM_PATH)
 *
 *   BENCH_WEB_BASELINE=main npm run bench:web   also builds that git ref's web app in a temp dir
 *                                               (git archive, shared node_modules) and measures it
 *                                               first, served by this server (WEB_DIR) on port + 1
 *   BENCH_WEB_ROUTES=budget                     only / and /login/email in the size table
 *   BENCH_WEB_RUNS=3                            Lighthouse runs per page (the median is printed)
 *
 * 1. Every route's initial load in Chromium until the network is idle: JavaScript (gzip -9 and brotli
 *    -q11 of what was loaded, the budget's unit, and as sent on the wire), CSS, translation chunks and
 *    fonts (on the wire), and the request count.
 *    Then the landing's JavaScript per library (source maps of the build), whose sum is the budget's floor.
 * 2. Lighthouse 12 (mobile preset, simulated throttling) performance of / and /login/email: the median
 *    score of BENCH_WEB_RUNS runs, with that run's FCP, LCP, TBT, CLS and bytes transferred.
 * Prints figures only: no thresholds (the budget is read from the output, not asserted).
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SourceMapConsumer } from 'source-map-js';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 4310);
const BASELINE = process.env.BENCH_WEB_BASELINE;
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
let BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
  '--disable-quic',
];

/** Routes as a visitor reaches them; `session` ones need a token, `email` ones a stored address. */
const ALL_ROUTES: ReadonlyArray<{ path: string; needs?: 'session' | 'email' }> = [
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
const BUDGET_PATHS = ['/', '/login/email'];
const ROUTES =
  process.env.BENCH_WEB_ROUTES === 'budget'
    ? ALL_ROUTES.filter((route) => BUDGET_PATHS.includes(route.path))
    : ALL_ROUTES;

interface Totals {
  requests: number;
  wire: Record<string, number>;
  raw: Record<string, number>;
  /** The JavaScript loaded, compressed here: gzip -9 and brotli -q11 (the budget's units). */
  jsGzip: number;
  jsBrotli: number;
  /** Paths of the JavaScript files loaded (for the per-library table). */
  jsFiles: string[];
}

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const brotliSize = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * Translation chunks are recognised by their content (one object literal, no import): their file names
 * are the namespace's (`landing-….js`), like the page chunks of the same name.
 */
function isTranslationChunk(body: Buffer): boolean {
  const text = body.toString('utf8', 0, Math.min(body.length, 64));
  return /^(var|const|let) \w+=\{/.test(text) && !body.includes('import');
}

function kindOf(url: string, contentType: string, body: Buffer): string {
  const path = new URL(url).pathname;
  if (path.startsWith('/api/')) return 'api';
  if (contentType.includes('javascript') || path.endsWith('.js'))
    return isTranslationChunk(body) ? 'i18n' : 'js';
  if (contentType.includes('css') || path.endsWith('.css')) return 'css';
  if (contentType.includes('font') || /\.(woff2?|ttf)$/.test(path)) return 'font';
  return 'other';
}

async function startServer(port: number, webDir?: string): Promise<ChildProcess> {
  BASE = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(webDir ? { WEB_DIR: webDir } : {}),
    },
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
  const totals: Totals = { requests: 0, wire: {}, raw: {}, jsGzip: 0, jsBrotli: 0, jsFiles: [] };
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        // A request that finishes as the page closes has no sizes any more: it is not counted.
        const sizes = await request.sizes().catch(() => null);
        const response = sizes ? await request.response().catch(() => null) : null;
        if (!response || !sizes) return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        const kind = kindOf(request.url(), response.headers()['content-type'] ?? '', body);
        totals.requests += 1;
        totals.wire[kind] = (totals.wire[kind] ?? 0) + sizes.responseBodySize;
        totals.raw[kind] = (totals.raw[kind] ?? 0) + body.length;
        if (kind === 'js') {
          totals.jsFiles.push(new URL(request.url()).pathname);
          totals.jsGzip += gzipSize(body);
          totals.jsBrotli += brotliSize(body);
        }
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

/**
 * What each library (and the app's own code) weighs in the landing's initial JavaScript: the generated
 * code of the loaded files attributed to its sources by the build's source maps, gzip -9 per group.
 * The sum of the libraries every page needs is the floor of the budget within this stack.
 */
function libraryTable(webDir: string, files: readonly string[]) {
  const code = new Map<string, string[]>();
  for (const file of files) {
    const path = join(webDir, file);
    if (!existsSync(`${path}.map`)) continue;
    const lines = readFileSync(path, 'utf8').split('\n');
    const map = new SourceMapConsumer(JSON.parse(readFileSync(`${path}.map`, 'utf8')));
    const spans: { line: number; column: number; source: string }[] = [];
    map.eachMapping((m) =>
      spans.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source ?? '' }),
    );
    spans.sort((a, b) => a.line - b.line || a.column - b.column);
    spans.forEach((span, index) => {
      const next = spans[index + 1];
      const text = lines[span.line - 1] ?? '';
      const end = next && next.line === span.line ? next.column : text.length;
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(span.source)?.[1] ?? 'app (src/)';
      const group = code.get(pkg) ?? [];
      group.push(text.slice(span.column, end));
      code.set(pkg, group);
    });
  }
  const rows = [...code]
    .map(([pkg, parts]) => ({ pkg, gzip: gzipSize(Buffer.from(parts.join(''))) }))
    .sort((a, b) => b.gzip - a.gzip);
  const libraries = rows.filter((row) => row.pkg !== 'app (src/)');
  console.log("\nThe landing's initial JS per library (KB, gzip -9 of its generated code on its own):");
  for (const row of rows.filter((row) => row.gzip >= 512))
    console.log(`  ${row.pkg.padEnd(34)}${kb(row.gzip)}`);
  console.log(
    `  ${'libraries together (the floor)'.padEnd(34)}${kb(libraries.reduce((sum, row) => sum + row.gzip, 0))}`,
  );
}

async function routeSizes(): Promise<string[]> {
  let landingFiles: string[] = [];
  const token = await demoToken();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  console.log(
    '\nInitial load per route (KB; until the network is idle, at most 5 s after load). JS: gzip -9 / brotli -q11 of what loaded, then on the wire / uncompressed; CSS and i18n: on the wire / uncompressed',
  );
  console.log(
    `${'route'.padEnd(24)}${'JS gz'.padStart(7)}${'JS br'.padStart(8)}${'JS wire/raw'.padStart(17)}${'CSS'.padStart(17)}${'i18n'.padStart(17)}${'fonts'.padStart(9)}  requests  landed on`,
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
    if (route.path === '/') landingFiles = totals.jsFiles;
    console.log(
      `${route.path.padEnd(24)}${kb(totals.jsGzip)}${kb(totals.jsBrotli)} ${kb(totals.wire.js)} /${kb(totals.raw.js)}${kb(totals.wire.css)} /${kb(totals.raw.css)}${kb(totals.wire.i18n)} /${kb(totals.raw.i18n)}${kb(totals.wire.font)}  ${String(totals.requests).padStart(8)}  ${landed}`,
    );
    await context.close();
  }
  await browser.close();
  return landingFiles;
}

async function lighthouseScores() {
  console.log(
    `\nLighthouse 12 (mobile, simulated throttling), performance: median of ${RUNS} run(s) (all scores in brackets)`,
  );
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...ARGS],
  });
  try {
    for (const path of BUDGET_PATHS) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`${BASE}/en-gb${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
        runs.push({ score: Math.round((lhr.categories.performance?.score ?? 0) * 100), lhr });
      }
      runs.sort((a, b) => a.score - b.score);
      const median = runs[Math.floor(runs.length / 2)];
      if (!median) continue;
      const audit = (id: string) => median.lhr.audits[id]?.displayValue ?? '-';
      console.log(
        `${path.padEnd(14)} score ${median.score} [${runs.map((run) => run.score).join(', ')}]  FCP ${audit('first-contentful-paint')}  LCP ${audit('largest-contentful-paint')}  TBT ${audit('total-blocking-time')}  CLS ${audit('cumulative-layout-shift')}  transferred ${audit('total-byte-weight')}`,
      );
    }
  } finally {
    chrome.kill();
  }
}

/** Builds `ref`'s web app in a temp dir (its own sources, this install's node_modules); returns its dist. */
function buildBaseline(ref: string): { dist: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-web-baseline-'));
  const commit = execSync(`git rev-parse --short ${ref}`, { encoding: 'utf8' }).trim();
  console.log(`Baseline: ${ref} (${commit}), built in ${dir}`);
  execSync(`git archive ${commit} | tar -x -C ${dir}`, { stdio: 'inherit' });
  symlinkSync(realpathSync('node_modules'), join(dir, 'node_modules'));
  execSync('npx vite build --logLevel error', { cwd: dir, stdio: 'inherit' });
  return { dist: join(dir, 'dist'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

async function benchOnce(title: string, port: number, webDir?: string) {
  console.log(`\n=== ${title} ===`);
  const server = await startServer(port, webDir);
  try {
    libraryTable(webDir ?? 'dist', await routeSizes());
    await lighthouseScores();
  } finally {
    server.kill();
  }
}

if (BASELINE) {
  const baseline = buildBaseline(BASELINE);
  try {
    await benchOnce(`before: ${BASELINE}`, PORT + 1, baseline.dist);
  } finally {
    baseline.cleanup();
  }
}
await benchOnce(BASELINE ? 'after: this working tree (dist/)' : 'this working tree (dist/)', PORT);
