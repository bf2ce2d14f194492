// biome-ignore-all lint/suspicious/noExplicitAny: a probe that reads its own globals in the page
// biome-ignore-all lint/suspicious/useIterableCallbackReturn: a probe
/**
 * Profiling aid for `npm run bench:ui` (issue 11), not a benchmark: same page set-up as the bench, then
 * - a CPU profile of 40 arrow keys (and of the list switch and the keystrokes), summarised by self and
 *   total time, written to /tmp/uiperf-*.cpuprofile (open in Chrome DevTools);
 * - `ARROW_WARM`: arrow keys before the profiled 40 (default 10, as the bench), to look at later ones;
 * - `COUNT_RENDERS=1 PROFILE_WHAT=list`: the components rendered by the cards → list switch, and its commits;
 * - `COUNT_RENDERS=1`: the components rendered per arrow key (DevTools' rule: a fiber visited in the
 *   commit with the PerformedWork flag), written to /tmp/uiperf-renders.json; with `PROFILE_WHAT=search`,
 *   per keystroke of the bench's seven queries (first keys of a query apart), /tmp/uiperf-search-renders.json;
 * - `TRACE=1 ARROW_BREAKDOWN=1`: the arrow keys traced between user-timing marks, broken down per key as the
 *   keystrokes are (below);
 * - `TRACE=1`: a Chromium trace of the keys, time per event name (`TRACE_CATEGORIES` picks the categories;
 *   with `toplevel` it also prints the CPU time per thread and key, the display compositor's included);
 * - `EXTRA_CSS` (arrow keys too): a style added before the warm-up keys (an experiment, e.g. a
 *   `will-change` on the cards, without a build).
 * `TRACE=1 PROFILE_WHAT=search`: the bench's seven queries traced, each key between user-timing marks; prints
 *   the page main thread's self time per trace event, the mean per key and for the slowest keys.
 *   Prints the compositor thread's CPU per key too, and the main thread's wait for each frame's commit.
 *   `EXTRA_CSS`: a style added before the keys are traced (an experiment: e.g. part of the page hidden).
 * `PROFILE_WHAT=list`: cards → list on LIST_TRACE_PAGES fresh pages (default 3; LIST_SENDERS senders, default
 *   10,000; LIST_PAUSE ms between the first card and the click, default 0, the bench's person's pace is
 *   1000), the page's elements and compositor layers before and after; with TRACE=1 each switch traced
 *   (/tmp/uiperf-list-trace-<n>.json, broken down as a key), else a CPU profile (/tmp/uiperf-list-<n>.cpuprofile).
 * Build without minifying for readable names: `npx vite build --minify false --outDir /tmp/prof`, then
 * `WEB_DIR=/tmp/prof BENCH_PORT=<port> PROFILE_WHAT=arrow npx tsx scripts/profile-ui.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium';
import {
  arrowKeyToNextCard,
  demoToken,
  listFirstRender,
  openWith,
  percentile,
  SEARCH_QUERIES,
  searchKeystrokes,
  startServer,
} from './lib/ui-bench';

const RENDER_COUNTER = `
window.__renders = {};
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true, renderers: new Map(), isDisabled: false,
  inject(renderer) { const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
  onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, setStrictMode() {},
  checkDCE() {},
  onCommitFiberRoot(id, root) {
    if (!window.__countRenders) return;
    // DevTools' rule: a subtree whose child list is the one of the previous commit was not visited;
    // a component fiber visited with the PerformedWork flag (1) rendered.
    const nameOf = (type) => type && typeof type !== 'string' && (type.displayName || type.name || (type.render && (type.render.displayName || type.render.name)) || (type.type && (type.type.displayName || type.type.name)));
    const visit = (fiber) => {
      const name = nameOf(fiber.type);
      if (name && (fiber.flags & 1) === 1) window.__renders[name] = (window.__renders[name] || 0) + 1;
      const alt = fiber.alternate;
      if (alt && fiber.child === alt.child) return;
      for (let child = fiber.child; child; child = child.sibling) visit(child);
    };
    visit(root.current);
    window.__commits = (window.__commits || 0) + 1;
  },
};
`;

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
};
function summarise(profile: { nodes: Node[]; samples: number[]; timeDeltas: number[] }, label: string) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfBy = new Map<string, number>();
  const totalBy = new Map<string, number>();
  const name = (n: Node) =>
    `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
  for (const [id, t] of self) {
    const n = byId.get(id)!;
    selfBy.set(name(n), (selfBy.get(name(n)) ?? 0) + t);
    const seen = new Set<string>();
    let cur: number | undefined = id;
    while (cur !== undefined) {
      const m = byId.get(cur)!;
      const k = name(m);
      if (!seen.has(k)) {
        seen.add(k);
        totalBy.set(k, (totalBy.get(k) ?? 0) + t);
      }
      cur = parent.get(cur);
    }
  }
  const top = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 45)
      .map(([k, v]) => `  ${(v / 1000).toFixed(1).padStart(8)} ms  ${k}`)
      .join('\n');
  console.log(`== ${label}: self\n${top(selfBy)}\n== ${label}: total\n${top(totalBy)}`);
}

async function profiled<T>(page: Page, label: string, run: () => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const result = await run();
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(`/tmp/uiperf-${label}.cpuprofile`, JSON.stringify(profile));
  summarise(profile as never, label);
  return result;
}

/** Each measured action between two user-timing marks (`key:<n>:start` / `key:<n>:end`). */
const MARK_KEYS = `(() => {
  const measure = window.__toPaint;
  let n = 0;
  window.__toPaint = (act, ready) => {
    const index = n++;
    return measure(() => { performance.mark('key:' + index + ':start'); act(); }, ready).then((result) => {
      performance.mark('key:' + index + ':end');
      return result;
    });
  };
})()`;

type TraceEvent = {
  name: string;
  ts: number;
  dur?: number;
  ph: string;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
};

/**
 * Per key: the page main thread's trace events between the key's marks, by self time (nested
 * complete events, each minus its children), for the slowest keys; and the mean over all keys.
 */
function breakDownKeys(path: string, keys: { text: string; ms: number }[]) {
  const events = (JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const threads = new Map<string, string>();
  for (const e of events) if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
  const marks = new Map<string, TraceEvent>();
  for (const e of events) if (e.name.startsWith('key:')) marks.set(e.name, e);
  const first = marks.get('key:0:start');
  if (!first) throw new Error('no key marks in the trace (blink.user_timing category)');
  const main = `${first.pid}:${first.tid}`;
  const complete = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && `${e.pid}:${e.tid}` === main)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const selfOf = (from: number, to: number) => {
    const self = new Map<string, number>();
    const stack: { e: TraceEvent; end: number; children: number }[] = [];
    const close = (until: number) => {
      while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
        const top = stack.pop()!;
        const own = (top.e.dur ?? 0) - top.children;
        self.set(top.e.name, (self.get(top.e.name) ?? 0) + own);
        const parent = stack.at(-1);
        if (parent) parent.children += top.e.dur ?? 0;
      }
    };
    for (const e of complete) {
      if (e.ts + (e.dur ?? 0) < from || e.ts > to) continue;
      close(e.ts);
      stack.push({ e, end: e.ts + (e.dur ?? 0), children: 0 });
    }
    close(Number.POSITIVE_INFINITY);
    return self;
  };
  // CPU time (thread time, `toplevel` category) of the main thread's tasks within the key, pro rata
  // of their overlap: unlike the wall-clock figures, it hardly moves with the other work on the machine.
  const tasks = events.filter(
    (e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && `${e.pid}:${e.tid}` === main,
  );
  const cpuOf = (from: number, to: number) =>
    tasks.reduce((sum, e) => {
      const dur = e.dur ?? 0;
      const overlap = Math.min(to, e.ts + dur) - Math.max(from, e.ts);
      return overlap > 0 && dur > 0 ? sum + ((e as { tdur?: number }).tdur ?? 0) * (overlap / dur) : sum;
    }, 0) / 1000;
  // The same for the renderer's compositor thread (it takes each frame's commit from the main thread,
  // which waits for it: more layers and property nodes, a longer wait).
  const compositor = [...threads].find(
    ([thread, name]) => name === 'Compositor' && thread.startsWith(`${first.pid}:`),
  );
  const compositorTasks = compositor
    ? events.filter(
        (e) =>
          e.ph === 'X' &&
          ['ThreadControllerImpl::RunTask', 'ThreadPool_RunTask'].includes(e.name) &&
          `${e.pid}:${e.tid}` === compositor[0],
      )
    : [];
  const compositorCpuOf = (from: number, to: number) =>
    compositorTasks.reduce((sum, e) => {
      const dur = e.dur ?? 0;
      const overlap = Math.min(to, e.ts + dur) - Math.max(from, e.ts);
      return overlap > 0 && dur > 0 ? sum + ((e as { tdur?: number }).tdur ?? 0) * (overlap / dur) : sum;
    }, 0) / 1000;
  const total = new Map<string, number>();
  const windows = keys.map((key, index) => {
    const start = marks.get(`key:${index}:start`);
    const end = marks.get(`key:${index}:end`);
    const self = start && end ? selfOf(start.ts, end.ts) : new Map<string, number>();
    for (const [name, us] of self) total.set(name, (total.get(name) ?? 0) + us);
    return {
      ...key,
      self,
      cpu: start && end ? cpuOf(start.ts, end.ts) : Number.NaN,
      compositorCpu: start && end ? compositorCpuOf(start.ts, end.ts) : Number.NaN,
    };
  });
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const firstKeys = windows.filter((key) => [...key.text].length === 1);
  console.log(
    `first key of a query: mean ${mean(firstKeys.map((key) => key.ms)).toFixed(1)} ms (main thread CPU ${mean(firstKeys.map((key) => key.cpu)).toFixed(2)} ms); other keys ${mean(windows.filter((key) => !firstKeys.includes(key)).map((key) => key.ms)).toFixed(1)} ms (CPU ${mean(windows.filter((key) => !firstKeys.includes(key)).map((key) => key.cpu)).toFixed(2)} ms)`,
  );
  const firstTotal = new Map<string, number>();
  for (const key of firstKeys)
    for (const [name, us] of key.self) firstTotal.set(name, (firstTotal.get(name) ?? 0) + us);
  const cpu = windows.map((key) => key.cpu).sort((a, b) => a - b);
  const at = (p: number) => percentile(cpu, p);
  console.log(
    `main thread CPU per key: mean ${(cpu.reduce((a, b) => a + b, 0) / cpu.length).toFixed(2)} ms, p50 ${at(50).toFixed(2)}, p95 ${at(95).toFixed(2)}, max ${at(100).toFixed(2)}`,
  );
  const top = (self: Map<string, number>, divide: number) =>
    [...self]
      .filter(([name]) => !['ThreadControllerImpl::RunTask', 'RunTask'].includes(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.TOP ?? 14))
      .map(([name, us]) => `${(us / 1000 / divide).toFixed(2).padStart(7)} ms ${name}`)
      .join('\n');
  const compositorCpu = windows.map((key) => key.compositorCpu);
  console.log(
    `compositor thread CPU per key: mean ${(compositorCpu.reduce((a, b) => a + b, 0) / compositorCpu.length).toFixed(2)} ms; main thread waiting for the commit (Commit): mean ${(windows.reduce((sum, key) => sum + (key.self.get('Commit') ?? 0), 0) / 1000 / windows.length).toFixed(2)} ms`,
  );
  console.log(`keys (ms): ${keys.map((key) => key.ms.toFixed(1)).join(' ')}`);
  console.log(
    `== mean per key over ${keys.length} keys (self time, page main thread)\n${top(total, keys.length)}`,
  );
  console.log(
    `== mean per first key of a query (self time, page main thread)\n${top(firstTotal, firstKeys.length)}`,
  );
  for (const key of [...windows].sort((a, b) => b.ms - a.ms).slice(0, Number(process.env.SLOW_KEYS ?? 4)))
    console.log(
      `== slow key "${key.text}": ${key.ms.toFixed(1)} ms (main thread CPU ${key.cpu.toFixed(1)} ms)\n${top(key.self, 1)}`,
    );
  console.log(`(threads: ${[...new Set(threads.values())].slice(0, 12).join(', ')})`);
}

/** Page-wide counts: DOM elements, compositor layers (CDP LayerTree), style sheets' rules. */
async function pageCounts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  let layers = 0;
  const changed = new Promise<void>((resolve) => {
    cdp.on('LayerTree.layerTreeDidChange', (event: { layers?: unknown[] }) => {
      if (event.layers) layers = event.layers.length;
      resolve();
    });
  });
  await cdp.send('LayerTree.enable');
  // A frame so that the layer tree is sent.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  await Promise.race([changed, new Promise((resolve) => setTimeout(resolve, 1000))]);
  await cdp.send('LayerTree.disable');
  await cdp.detach();
  const dom = await page.evaluate(() => ({
    elements: document.querySelectorAll('*').length,
    rows: document.querySelectorAll('[data-slot="sender-row"]').length,
  }));
  return { layers, ...dom };
}

/**
 * `PROFILE_WHAT=list` (with TRACE=1): cards → list on LIST_TRACE_PAGES fresh pages (10,000 senders, or
 * LIST_SENDERS), each switch traced between user-timing marks: the page main thread's self time per
 * trace event and its CPU time, plus the page's elements and compositor layers before and after.
 */
/** The pause between the first card and the list toggle's click (LIST_PAUSE; bench:ui's person's pace is 1000). */
const LIST_PAUSE_MS = Number(process.env.LIST_PAUSE ?? 0);

async function traceListSwitch(browser: Browser, token: string, email: string) {
  const pages = Number(process.env.LIST_TRACE_PAGES ?? 3);
  const count = Number(process.env.LIST_SENDERS ?? 10_000);
  for (let index = 0; index < pages; index += 1) {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await openWith(page, token, email, count, 'cards', renderCounter);
    await page.getByRole('radio', { name: 'Cards' }).waitFor();
    await page.locator('[data-slot="swipe-deck-card"][data-top="true"] h2').waitFor();
    await page.waitForTimeout(1500);
    const before = await pageCounts(page);
    if (process.env.COUNT_RENDERS) {
      // The components rendered by the switch (and the commits), instead of a profile.
      let ms = 0;
      const { renders, commits } = await countRenders(page, async () => {
        ms = await listFirstRender(page, LIST_PAUSE_MS);
        await page.waitForTimeout(300);
      });
      console.log(`== list switch ${index}: ${ms.toFixed(1)} ms, ${commits} commits; renders:`);
      console.log(
        Object.entries(renders)
          .sort((a, b) => b[1] - a[1])
          .map(([name, times]) => `${name} ${times}`)
          .join(', '),
      );
      await page.context().close();
      continue;
    }
    if (!process.env.TRACE) {
      // A CPU profile of the switch instead of a trace.
      const ms = await profiled(page, `list-${index}`, () => listFirstRender(page, LIST_PAUSE_MS));
      console.log(`== list switch ${index}: ${ms.toFixed(1)} ms; before`, before);
      await page.context().close();
      continue;
    }
    await page.evaluate(MARK_KEYS);
    const path = `/tmp/uiperf-list-trace-${index}.json`;
    await browser.startTracing(page, {
      path,
      categories: (
        process.env.TRACE_CATEGORIES ??
        'devtools.timeline,disabled-by-default-devtools.timeline,blink,blink.user_timing,v8,toplevel,cc,viz,loading'
      ).split(','),
    });
    const ms = await listFirstRender(page, LIST_PAUSE_MS);
    await page.waitForTimeout(300);
    await browser.stopTracing();
    await page.waitForTimeout(500);
    const after = await pageCounts(page);
    console.log(`== list switch ${index}: ${ms.toFixed(1)} ms; before`, before, 'after', after);
    breakDownKeys(path, [{ text: 'list', ms }]);
    await page.context().close();
  }
}

/** The components rendered (and the commits) while `action` runs, read from the render counter. */
async function countRenders(
  page: Page,
  action: () => Promise<unknown>,
): Promise<{ renders: Record<string, number>; commits: number }> {
  await page.evaluate(() => {
    (window as any).__renders = {};
    (window as any).__commits = 0;
    (window as any).__countRenders = true;
  });
  await action();
  return page.evaluate(() => {
    (window as any).__countRenders = false;
    return { renders: (window as any).__renders, commits: (window as any).__commits };
  });
}

/** The render counter, when COUNT_RENDERS is set. */
const renderCounter = process.env.COUNT_RENDERS ? RENDER_COUNTER : undefined;

async function main() {
  const server = await startServer();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const { token, email } = await demoToken();
    const what = process.env.PROFILE_WHAT ?? 'arrow,search';
    if (what.includes('arrow')) {
      const cardsPage = await (
        await browser.newContext({ viewport: { width: 1280, height: 800 } })
      ).newPage();
      await openWith(cardsPage, token, email, 2_000, 'cards', renderCounter);
      // ARROW_WARM: keys before the profiled ones (default 10, as the bench), to look at later keys.
      if (process.env.EXTRA_CSS) await cardsPage.addStyleTag({ content: process.env.EXTRA_CSS });
      await arrowKeyToNextCard(cardsPage, Number(process.env.ARROW_WARM ?? 10));
      console.log(
        await cardsPage.evaluate(() => {
          const all = document.querySelectorAll('*').length;
          const sheets = [...document.styleSheets].reduce((n, sheet) => n + sheet.cssRules.length, 0);
          const t0 = performance.now();
          document.body.classList.toggle('x-probe');
          getComputedStyle(document.body).color;
          const t1 = performance.now();
          const deck = document.querySelector('[data-slot="swipe-deck"]')?.querySelectorAll('*').length;
          const anims = document.getAnimations().length;
          return { all, sheets, forcedStyleAll: t1 - t0, deck, anims, html: document.body.innerHTML.length };
        }),
      );
      let arrow: number[];
      if (process.env.COUNT_RENDERS) {
        const { renders, commits } = await countRenders(cardsPage, () => arrowKeyToNextCard(cardsPage, 20));
        console.log('commits per key', commits / 20);
        writeFileSync('/tmp/uiperf-renders.json', JSON.stringify(renders));
        return;
      }
      if (process.env.TRACE && process.env.ARROW_BREAKDOWN) {
        // Each key between two user-timing marks, broken down as the keystrokes are.
        await cardsPage.evaluate(MARK_KEYS);
        await browser.startTracing(cardsPage, {
          path: '/tmp/uiperf-arrow-trace.json',
          categories: (
            process.env.TRACE_CATEGORIES ??
            'devtools.timeline,disabled-by-default-devtools.timeline,blink,blink.user_timing,v8,toplevel'
          ).split(','),
        });
        arrow = await arrowKeyToNextCard(cardsPage, 40);
        await browser.stopTracing();
        breakDownKeys(
          '/tmp/uiperf-arrow-trace.json',
          arrow.map((ms, index) => ({ text: `key ${index}`, ms })),
        );
      } else if (process.env.TRACE) {
        await browser.startTracing(cardsPage, {
          path: '/tmp/uiperf-trace.json',
          categories: (
            process.env.TRACE_CATEGORIES ?? 'devtools.timeline,disabled-by-default-devtools.timeline,blink'
          ).split(','),
        });
        arrow = await arrowKeyToNextCard(cardsPage, 40);
        await browser.stopTracing();
        const events = (
          JSON.parse(readFileSync('/tmp/uiperf-trace.json', 'utf8')) as {
            traceEvents: {
              name: string;
              dur?: number;
              tdur?: number;
              ph: string;
              pid: number;
              tid: number;
              args?: { name?: string };
            }[];
          }
        ).traceEvents;
        const by = new Map<string, number>();
        for (const e of events) if (e.ph === 'X' && e.dur) by.set(e.name, (by.get(e.name) ?? 0) + e.dur);
        console.log(
          [...by]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 30)
            .map(([k, v]) => `${(v / 1000).toFixed(1).padStart(8)} ms ${k}`)
            .join('\n'),
        );
        // CPU time per thread and key (thread time of the top-level tasks; needs the `toplevel`
        // category, e.g. TRACE_CATEGORIES=toplevel,viz,devtools.timeline). Without a GPU the display
        // compositor (VizCompositorThread) draws every frame of every moving layer in software: it
        // was the largest consumer per key, on the cores the page's main thread needs.
        const threads = new Map<string, string>();
        for (const e of events)
          if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
        const cpu = new Map<string, number>();
        for (const e of events) {
          if (e.ph !== 'X' || !e.tdur) continue;
          if (!['ThreadControllerImpl::RunTask', 'ThreadPool_RunTask'].includes(e.name)) continue;
          const thread = (threads.get(`${e.pid}:${e.tid}`) ?? '?').replace(/\d+$/, '');
          cpu.set(thread, (cpu.get(thread) ?? 0) + e.tdur);
        }
        if (cpu.size > 0)
          console.log(
            'CPU per key:',
            [...cpu]
              .sort((a, b) => b[1] - a[1])
              .slice(0, 6)
              .map(([k, v]) => `${k} ${(v / 1000 / arrow.length).toFixed(1)} ms`)
              .join(', '),
          );
      } else arrow = await profiled(cardsPage, 'arrow', () => arrowKeyToNextCard(cardsPage, 40));
      console.log('arrow', arrow.map((v) => v.toFixed(0)).join(' '));
      console.log(
        'frames',
        (await cardsPage.evaluate(() => (window as unknown as { __frames: number[] }).__frames)).join(' '),
      );
    }
    if (what.includes('list')) await traceListSwitch(browser, token, email);
    if (what.includes('search')) {
      const listPage = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
      await openWith(listPage, token, email, 10_000, 'cards', renderCounter);
      const first = await profiled(listPage, 'first', () => listFirstRender(listPage));
      console.log('first', first);
      if (process.env.COUNT_RENDERS) {
        // The components rendered and the React commits per key, for the first key of a query and the
        // others (the seven queries typed once before, as a warm-up).
        const queries = SEARCH_QUERIES;
        for (const query of queries) await searchKeystrokes(listPage, query);
        await listPage.evaluate(`(() => {
          const measure = window.__toPaint;
          window.__perKey = [];
          window.__toPaint = (act, ready) => measure(() => {
            window.__renders = {}; window.__commits = 0; window.__countRenders = true; act();
          }, ready).then((result) => {
            window.__countRenders = false;
            window.__perKey.push({ renders: window.__renders, commits: window.__commits });
            return result;
          });
        })()`);
        const firsts: number[] = [];
        for (const query of queries) {
          firsts.push(await listPage.evaluate(() => (window as any).__perKey.length));
          await searchKeystrokes(listPage, query);
        }
        const perKey = (await listPage.evaluate(() => (window as any).__perKey)) as {
          renders: Record<string, number>;
          commits: number;
        }[];
        const mean = (keys: typeof perKey) => {
          const sum = new Map<string, number>();
          for (const key of keys)
            for (const [name, count] of Object.entries(key.renders))
              sum.set(name, (sum.get(name) ?? 0) + count);
          const commits = keys.reduce((total, key) => total + key.commits, 0) / Math.max(1, keys.length);
          return `commits ${commits.toFixed(2)}; renders: ${[...sum]
            .sort((a, b) => b[1] - a[1])
            .map(([name, count]) => `${name} ${(count / keys.length).toFixed(2)}`)
            .join(', ')}`;
        };
        console.log(
          `first keys of a query (${firsts.length}): ${mean(perKey.filter((_, i) => firsts.includes(i)))}`,
        );
        console.log(`other keys: ${mean(perKey.filter((_, i) => !firsts.includes(i)))}`);
        writeFileSync('/tmp/uiperf-search-renders.json', JSON.stringify(perKey));
        return;
      }
      if (process.env.TRACE) {
        // The bench's seven queries (warmed up once), each key between two user-timing marks; the
        // slowest keys are broken down by trace event (self time on the page's main thread).
        const queries = SEARCH_QUERIES;
        for (const query of queries) await searchKeystrokes(listPage, query);
        await listPage.evaluate(MARK_KEYS);
        // An experiment's style (e.g. a part of the page hidden) before the keys are traced.
        if (process.env.EXTRA_CSS) await listPage.addStyleTag({ content: process.env.EXTRA_CSS });
        await browser.startTracing(listPage, {
          path: '/tmp/uiperf-search-trace.json',
          categories: (
            process.env.TRACE_CATEGORIES ??
            'devtools.timeline,disabled-by-default-devtools.timeline,blink,blink.user_timing,v8,toplevel'
          ).split(','),
        });
        const keys: { text: string; ms: number }[] = [];
        for (const query of queries) {
          const timings = await searchKeystrokes(listPage, query);
          timings.forEach((ms, index) => keys.push({ text: [...query].slice(0, index + 1).join(''), ms }));
        }
        await browser.stopTracing();
        breakDownKeys('/tmp/uiperf-search-trace.json', keys);
        return;
      }
      const keys = await profiled(listPage, 'search', async () => {
        const timings: number[] = [];
        for (const query of SEARCH_QUERIES) timings.push(...(await searchKeystrokes(listPage, query)));
        return timings;
      });
      console.log('keys', keys.map((v) => v.toFixed(1)).join(' '));
    }
  } finally {
    await browser.close();
    server.kill();
  }
}
void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
