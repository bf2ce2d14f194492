// biome-ignore-all lint/suspicious/noExplicitAny: reads trace events
/**
 * Profiling aid for bench:ui's keystroke figure (issue 11), not a benchmark: the bench's seven queries
 * typed alternately in two variants, traced in the same time window, and each key's main-thread CPU
 * (thread time, which hardly moves with the machine's load, unlike wall-clock figures) and self time per
 * trace event compared, first keys of a query apart:
 * - `npx tsx scripts/profile-ab.ts <build A> <build B>`: two builds, one server and one page each
 *   (ports BENCH_PORT and BENCH_PORT + 1);
 * - `EXTRA_CSS='…' npx tsx scripts/profile-ab.ts <build>`: one build and one page, without (A) and with
 *   (B) a style added (a quick experiment: what a part of the page costs per key);
 * - `EXTRA_JS='…' npx tsx scripts/profile-ab.ts <build>`: the same with a DOM change, a script defining
 *   `window.__abToggle(on)` that B switches on (e.g. the rows' icons drawn another way).
 * `ROUNDS` (default 2): how many times the seven queries are typed per variant; alternated per query,
 * or per round of seven with `BY_ROUND=1` (then the first key of a query follows the same page's previous
 * query, as in the bench; per query, it follows the other page's keys and pays for a cold cache). Build unminified for
 * readable names: `npx vite build --minify false --outDir /tmp/<dir>`.
 */
import { readFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium';
import {
  demoToken,
  listFirstRender,
  openWith,
  PORT,
  percentile,
  SEARCH_QUERIES,
  searchKeystrokes,
  startServer,
} from './lib/ui-bench';

const ROUNDS = Number(process.env.ROUNDS ?? 2);
const [dirA, dirB] = process.argv.slice(2);
if (!dirA || (!dirB && !process.env.EXTRA_CSS && !process.env.EXTRA_JS)) {
  console.error(
    'usage: npx tsx scripts/profile-ab.ts <build A> <build B>, or EXTRA_CSS=… / EXTRA_JS=… … <build>',
  );
  process.exit(2);
}

/** Each key between two user-timing marks named after the variant typing (`window.__variant`). */
const MARK_KEYS = `(() => {
  const measure = window.__toPaint; const counts = {};
  window.__toPaint = (act, ready) => { const variant = window.__variant; const index = counts[variant] = (counts[variant] ?? -1) + 1;
    return measure(() => { performance.mark(variant + ':key:' + index + ':start'); act(); }, ready)
      .then((result) => { performance.mark(variant + ':key:' + index + ':end'); return result; }); };
})()`;

const EVENTS = [
  'v8.callFunction',
  'FunctionCall',
  'Document::recalcStyle',
  'Document::rebuildLayoutTree',
  'LocalFrameView::performLayout',
  'InlineNode::ShapeTextIncludingFirstLine',
  'Blink.PrePaint.UpdateTime',
  'Paint',
  'PaintArtifactCompositor::Update',
  'Commit',
];

async function main() {
  const builds = dirB ? [dirA as string, dirB] : [dirA as string];
  const servers = await Promise.all(
    builds.map((dir, index) =>
      startServer({ port: PORT + index, webDir: dir, dataDir: `.data/profile-ab-${index}` }),
    ),
  );
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const pages: Page[] = [];
    for (const [index] of builds.entries()) {
      const base = `http://127.0.0.1:${PORT + index}`;
      const { token, email } = await demoToken(base);
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
      await openWith(page, token, email, 10_000, 'cards', undefined, base);
      await listFirstRender(page);
      for (const query of SEARCH_QUERIES) await searchKeystrokes(page, query); // warm-up
      pages.push(page);
    }
    const variants = ['A', 'B'].map((name, index) => ({ name, page: (pages[index] ?? pages[0]) as Page }));
    if (!dirB) {
      await variants[0]?.page.evaluate((css) => {
        const style = document.createElement('style');
        style.id = 'profile-ab-css';
        style.textContent = css;
        style.disabled = true;
        document.head.append(style);
      }, process.env.EXTRA_CSS ?? '');
    }
    // EXTRA_JS: a script defining `window.__abToggle(on)`, a DOM change switched on for B (an experiment
    // the CSS cannot express, e.g. the rows' icons drawn another way).
    if (!dirB && process.env.EXTRA_JS) await variants[0]?.page.evaluate(process.env.EXTRA_JS);
    const cssOn = (page: Page, on: boolean) =>
      page.evaluate((on) => {
        const style = document.getElementById('profile-ab-css') as HTMLStyleElement | null;
        if (style) style.disabled = !on;
        (window as any).__abToggle?.(on);
      }, on);
    for (const page of pages) await page.evaluate(MARK_KEYS);
    const path = '/tmp/profile-ab-trace.json';
    await browser.startTracing(variants[0]?.page, {
      path,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink',
        'blink.user_timing',
        'v8',
        'toplevel',
        ...(process.env.JS_SAMPLES ? ['disabled-by-default-v8.cpu_profiler'] : []),
      ],
    });
    const keys: { variant: string; index: number; first: boolean; ms: number }[] = [];
    const counts: Record<string, number> = { A: 0, B: 0 };
    // Alternated per query (both variants in the same seconds), or per round of seven queries
    // (BY_ROUND=1: the first key of a query follows the previous query of the same page, as in the
    // bench, rather than the other variant's keys).
    const order: { variant: (typeof variants)[number]; query: string }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      if (process.env.BY_ROUND)
        for (const variant of round % 2 ? variants : [...variants].reverse())
          for (const query of SEARCH_QUERIES) order.push({ variant, query });
      else
        for (const [queryIndex, query] of SEARCH_QUERIES.entries())
          for (const variant of (queryIndex + round) % 2 ? variants : [...variants].reverse())
            order.push({ variant, query });
    }
    for (const { variant, query } of order) {
      if (!dirB) await cssOn(variant.page, variant.name === 'B');
      await variant.page.evaluate((name) => {
        (window as any).__variant = name;
      }, variant.name);
      await variant.page.waitForTimeout(50);
      const timings = await searchKeystrokes(variant.page, query);
      for (const [i, ms] of timings.entries())
        keys.push({ variant: variant.name, index: (counts[variant.name] as number) + i, first: i === 0, ms });
      counts[variant.name] = (counts[variant.name] as number) + timings.length;
    }
    await browser.stopTracing();

    const events = (JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: any[] }).traceEvents;
    const marks = new Map<string, any>();
    for (const e of events) if (/^[AB]:key:/.test(e.name)) marks.set(e.name, e);
    const threadOf = (variant: string) => {
      const first = marks.get(`${variant}:key:0:start`);
      return `${first.pid}:${first.tid}`;
    };
    const complete = new Map<string, any[]>();
    for (const variant of ['A', 'B']) {
      const thread = threadOf(variant);
      complete.set(
        variant,
        events
          .filter((e) => e.ph === 'X' && e.dur !== undefined && `${e.pid}:${e.tid}` === thread)
          .sort((a, b) => a.ts - b.ts || b.dur - a.dur),
      );
    }
    const groups = new Map<string, { cpu: number[]; ms: number[]; self: Map<string, number> }>();
    for (const key of keys) {
      const from = marks.get(`${key.variant}:key:${key.index}:start`).ts;
      const to = marks.get(`${key.variant}:key:${key.index}:end`).ts;
      const name = `${key.variant} ${key.first ? 'first' : 'other'}`;
      if (!groups.has(name)) groups.set(name, { cpu: [], ms: [], self: new Map() });
      const group = groups.get(name) as { cpu: number[]; ms: number[]; self: Map<string, number> };
      group.ms.push(key.ms);
      const xs = complete.get(key.variant) as any[];
      // Thread time of the main thread's tasks within the key, pro rata of their overlap.
      group.cpu.push(
        xs
          .filter((e) => e.name === 'ThreadControllerImpl::RunTask')
          .reduce((sum, e) => {
            const overlap = Math.min(to, e.ts + e.dur) - Math.max(from, e.ts);
            return overlap > 0 && e.dur > 0 ? sum + (e.tdur ?? 0) * (overlap / e.dur) : sum;
          }, 0) / 1000,
      );
      // Self thread time per event that starts within the key.
      const stack: { e: any; end: number; children: number }[] = [];
      const close = (until: number) => {
        while (stack.length > 0 && (stack.at(-1) as { end: number }).end <= until) {
          const top = stack.pop() as { e: any; end: number; children: number };
          const own = (top.e.tdur ?? top.e.dur) - top.children;
          if (top.e.ts >= from) group.self.set(top.e.name, (group.self.get(top.e.name) ?? 0) + own);
          const parent = stack.at(-1);
          if (parent) parent.children += top.e.tdur ?? top.e.dur;
        }
      };
      for (const e of xs) {
        if (e.ts + e.dur < from || e.ts > to) continue;
        close(e.ts);
        stack.push({ e, end: e.ts + e.dur, children: 0 });
      }
      close(Number.POSITIVE_INFINITY);
    }
    const at = percentile;
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(`A: ${dirA}; B: ${dirB ?? `${dirA} with ${process.env.EXTRA_CSS}`}; load after: ${load}`);
    console.log(
      'main-thread CPU per key (ms): mean, p50, p95 | wall-clock p50, p95 | self time per event (mean ms)',
    );
    for (const name of [...groups.keys()].sort()) {
      const group = groups.get(name) as { cpu: number[]; ms: number[]; self: Map<string, number> };
      const n = group.cpu.length;
      console.log(
        `${name.padEnd(8)} n=${String(n).padEnd(3)} cpu ${mean(group.cpu).toFixed(2)} ${at(group.cpu, 50).toFixed(2)} ${at(group.cpu, 95).toFixed(2)} | wall ${at(group.ms, 50).toFixed(1)} ${at(group.ms, 95).toFixed(1)} | ${EVENTS.map(
          (event) =>
            `${event.replace(/^(Document|LocalFrameView|InlineNode|PaintArtifactCompositor)::|^Blink\.|\.UpdateTime$/g, '')} ${((group.self.get(event) ?? 0) / 1000 / n).toFixed(2)}`,
        ).join(' ')}`,
      );
    }
    for (const variant of ['A', 'B']) {
      const all = keys.filter((key) => key.variant === variant);
      const cpu = [...groups.entries()]
        .filter(([name]) => name.startsWith(variant))
        .flatMap(([, g]) => g.cpu);
      console.log(
        `${variant} all keys: cpu mean ${mean(cpu).toFixed(2)}, p95 ${at(cpu, 95).toFixed(2)}; wall p50 ${at(
          all.map((k) => k.ms),
          50,
        ).toFixed(1)}, p95 ${at(
          all.map((k) => k.ms),
          95,
        ).toFixed(1)}`,
      );
    }
  } finally {
    await browser.close();
    for (const server of servers) server.kill();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
