// biome-ignore-all lint/suspicious/noExplicitAny: a probe that reads its own globals in the page
// biome-ignore-all lint/suspicious/useIterableCallbackReturn: a probe
/**
 * Profiling aid for `npm run bench:ui` (issue 11), not a benchmark: same page set-up as the bench, then
 * - a CPU profile of 40 arrow keys (and of the list switch and the keystrokes), summarised by self and
 *   total time, written to /tmp/uiperf-*.cpuprofile (open in Chrome DevTools);
 * - `COUNT_RENDERS=1`: the components rendered per arrow key (DevTools' rule: a fiber visited in the
 *   commit with the PerformedWork flag), written to /tmp/uiperf-renders.json;
 * - `TRACE=1`: a Chromium trace of the keys, time per event name.
 * Build without minifying for readable names: `npx vite build --minify false --outDir /tmp/prof`, then
 * `WEB_DIR=/tmp/prof BENCH_PORT=<port> PROFILE_WHAT=arrow npx tsx scripts/profile-ui.ts`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium';

const PORT = Number(process.env.BENCH_PORT ?? 4291);
const BASE = `http://127.0.0.1:${PORT}`;
const QUERY = 'device=web&version=bench';

function senders(count: number, email: string) {
  return Array.from({ length: count }, (_, index) => ({
    name: `Sender ${String(index).padStart(5, '0')} ${['Deals', 'News', 'Club', 'Weekly', 'Offers'][index % 5]}`,
    sender: `news${index}@sender${index}.example`,
    email,
    count: 1 + ((index * 37) % 400),
    openRate: (index * 13) % 100,
    notSeen: index % 7 === 0,
    spoumConfidence: index % 9 === 0 ? 0.9 : 0.05,
    type: index % 9 === 0 ? 'spams' : 'subscriptions',
    date: null,
    lastReceivedAt: '2026-11-01T08:00:00.000Z',
    isLater: false,
    unsubscribeMethod: 'one-click',
  }));
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: '.data/bench-ui',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const answer = await fetch(`${BASE}/api/health/device/web/version/bench?${QUERY}`);
      if (answer.ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('the server did not start');
}

async function demoToken(): Promise<{ token: string; email: string }> {
  const email = `bench-${Date.now().toString(36)}@demo.tidyfox.test`;
  const login = await fetch(`${BASE}/api/auth?${QUERY}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo' }),
  });
  const { token: asyncToken } = (await login.json()) as { token: string };
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const check = await fetch(`${BASE}/api/auth/check?${QUERY}`, {
      headers: { 'x-async-token': asyncToken },
    });
    const body = (await check.json()) as { result?: { token: string } };
    if (body.result) return { token: body.result.token, email };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('sign-in did not finish');
}

async function openWith(page: Page, token: string, email: string, count: number, mode: 'cards' | 'list') {
  const answer = {
    status: 'done',
    subscriptions: senders(count, email),
    incrementalSubscriptions: [],
    extras: {
      serverTime: '2026-11-24T00:00:00.000Z',
      progress: 100,
      scannedMails: 1,
      totalMails: 1,
      spams: 0,
      later: 0,
    },
    mailboxes: [
      {
        email,
        provider: 'other',
        isActive: true,
        count: 1,
        invalidGrant: false,
        providerShutdown: false,
        inFoxPanel: true,
        canBeDisabled: false,
      },
    ],
    retry: null,
  };
  await page.route('**/api/v3/subscriptions?*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) }),
  );
  // Decisions are not sent anywhere during the bench (the figures are about the screen).
  await page.route('**/api/v3/subscriptions/*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"done":true,"count":1}' }),
  );
  // tsx keeps function names with a `__name` helper that the page does not have.
  await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
  await page.addInitScript({ content: MEASURE_SCRIPT });
  if (process.env.COUNT_RENDERS) await page.addInitScript({ content: RENDER_COUNTER });
  await page.addInitScript(
    ({ token, mode }) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('tutorialSeen', 'true');
      window.localStorage.setItem('newslettersPage', mode);
      window.localStorage.setItem('cookiePreferences', JSON.stringify({ since: Date.now(), choices: {} }));
    },
    { token, mode },
  );
  await page.goto(`${BASE}/en-gb/newsletters`);
}

/**
 * The measuring method (in the page): the action (a key, a click, a keystroke) runs at the start of a
 * frame (in a requestAnimationFrame callback); the figure is the time from just before it to the end of
 * the rendering (style, layout, paint) of the first frame whose DOM shows the awaited state, i.e. a
 * message posted from that frame's animation-frame callback, which runs once the frame is rendered. A
 * state reached in the same frame costs the app's work plus that frame's rendering; each frame it
 * misses adds a whole frame. (The first version stopped at the next animation-frame callback after the
 * DOM changed: that left out the frame's rendering and added a random 0–16.7 ms wait for the display.)
 */
const MEASURE_SCRIPT = `
window.__toPaint = (act, ready) => new Promise((resolve, reject) => {
  const afterRendering = () => new Promise((done) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done();
    channel.port2.postMessage(null);
  });
  requestAnimationFrame(async () => {
    const start = performance.now();
    act();
    for (let i = 0; i < 8; i += 1) await null; // the app's microtasks (React's sync flush) first
    let frames = 0;
    while (!ready()) {
      await new Promise((next) => requestAnimationFrame(next));
      frames += 1;
      if (frames > 600) return reject(new Error('the awaited state never showed'));
    }
    await afterRendering();
    resolve({ ms: performance.now() - start, frames });
  });
});
`;

type ToPaint = (act: () => void, ready: () => boolean) => Promise<{ ms: number; frames: number }>;

/** Arrow key → the next card is on screen, on top, interactive, and the deck still has the focus. */
async function arrowKeyToNextCard(page: Page, samples: number): Promise<number[]> {
  await page.locator('[data-slot="swipe-deck-card"][data-top="true"] h2').waitFor();
  return page.evaluate(async (samples) => {
    const toPaint = (window as unknown as { __toPaint: ToPaint }).__toPaint;
    const stage = document.querySelector<HTMLElement>('[data-slot="swipe-deck-stage"]');
    const deck = stage?.closest<HTMLElement>('[data-slot="swipe-deck"]');
    if (!stage || !deck) throw new Error('no deck');
    stage.focus();
    const topName = () =>
      document.querySelector('[data-slot="swipe-deck-card"][data-top="true"] [data-interactive="true"] h2')
        ?.textContent ?? null;
    const timings: number[] = [];
    const keys = ['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown'];
    const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
    for (let index = 0; index < samples; index += 1) {
      // The rating prompt opens after 20 decisions (then 40 more): closed with Escape like a user
      // would, outside the measured time, and the deck has the focus again.
      if (dialogOpen()) {
        (document.activeElement ?? document.body).dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
        );
        for (let wait = 0; wait < 200 && dialogOpen(); wait += 1)
          await new Promise((resolve) => setTimeout(resolve, 10));
      }
      if (!deck.contains(document.activeElement)) stage.focus();
      const before = topName();
      const key = keys[index % keys.length] as string;
      const keyCode = { ArrowLeft: 37, ArrowUp: 38, ArrowRight: 39, ArrowDown: 40 }[key];
      const { ms, frames } = await toPaint(
        () => stage.dispatchEvent(new KeyboardEvent('keydown', { key, keyCode, bubbles: true })),
        () => {
          const now = topName();
          // The keyboard stays in the deck (the stage, or a control of the new top card), unless the
          // decision opened the rating prompt, which takes the focus by design.
          return now !== null && now !== before && (deck.contains(document.activeElement) || dialogOpen());
        },
      ).catch((error: Error) => {
        const active = document.activeElement;
        throw new Error(
          `${error.message} (key ${index} ${key}: top ${before} → ${topName()}, focus on ${active?.tagName}.${active?.getAttribute('data-slot')} "${active?.textContent}" in ${active?.parentElement?.closest('[data-slot]')?.getAttribute('data-slot')})`,
        );
      });
      timings.push(ms);
      (window as unknown as { __frames: number[] }).__frames = [
        ...((window as unknown as { __frames?: number[] }).__frames ?? []),
        frames,
      ];
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    return timings;
  }, samples);
}

/** Cards → list toggle clicked → the first rows are on screen. */
async function listFirstRender(page: Page): Promise<number> {
  await page.getByRole('radio', { name: 'Cards' }).waitFor();
  await page.locator('[data-slot="swipe-deck-card"][data-top="true"] h2').waitFor();
  return page.evaluate(async () => {
    const toPaint = (window as unknown as { __toPaint: ToPaint }).__toPaint;
    const toggle = [...document.querySelectorAll<HTMLElement>('[role="radio"]')].find((element) =>
      element.textContent?.includes('List'),
    );
    if (!toggle) throw new Error('no list toggle');
    const { ms } = await toPaint(
      () => toggle.click(),
      () => document.querySelector('[data-slot="sender-row"]') !== null,
    );
    return ms;
  });
}

/**
 * A keystroke in the search field → the field shows the text and the suggestions shown are those of
 * that text (`data-suggestions-for` on the search names the text the suggestions were computed for).
 */
async function searchKeystrokes(page: Page, text: string): Promise<number[]> {
  const input = page.getByRole('combobox');
  await input.click();
  return page.evaluate(async (text) => {
    const toPaint = (window as unknown as { __toPaint: ToPaint }).__toPaint;
    const field = document.querySelector<HTMLInputElement>('[role="combobox"]');
    if (!field) throw new Error('no search field');
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    const timings: number[] = [];
    let value = '';
    for (const char of text) {
      value += char;
      const typed = value;
      const { ms } = await toPaint(
        () => {
          setter?.call(field, typed);
          field.dispatchEvent(new Event('input', { bubbles: true }));
        },
        () =>
          field.value === typed &&
          document.querySelector<HTMLElement>('[data-slot="sender-search"]')?.dataset.suggestionsFor ===
            typed,
      );
      timings.push(ms);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return timings;
  }, text);
}

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
      await openWith(cardsPage, token, email, 2_000, 'cards');
      await arrowKeyToNextCard(cardsPage, 10);
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
        await cardsPage.evaluate(() => {
          (window as any).__renders = {};
          (window as any).__commits = 0;
          (window as any).__countRenders = true;
        });
        await arrowKeyToNextCard(cardsPage, 20);
        const { renders, commits } = await cardsPage.evaluate(() => ({
          renders: (window as any).__renders,
          commits: (window as any).__commits,
        }));
        console.log('commits per key', commits / 20);
        writeFileSync('/tmp/uiperf-renders.json', JSON.stringify(renders));
        return;
      }
      if (process.env.TRACE) {
        await browser.startTracing(cardsPage, {
          path: '/tmp/uiperf-trace.json',
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink'],
        });
        arrow = await arrowKeyToNextCard(cardsPage, 40);
        await browser.stopTracing();
        const events = (
          JSON.parse(readFileSync('/tmp/uiperf-trace.json', 'utf8')) as {
            traceEvents: { name: string; dur?: number; ph: string }[];
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
      } else arrow = await profiled(cardsPage, 'arrow', () => arrowKeyToNextCard(cardsPage, 40));
      console.log('arrow', arrow.map((v) => v.toFixed(0)).join(' '));
      console.log(
        'frames',
        (await cardsPage.evaluate(() => (window as unknown as { __frames: number[] }).__frames)).join(' '),
      );
    }
    if (what.includes('search')) {
      const listPage = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
      await openWith(listPage, token, email, 10_000, 'cards');
      const first = await profiled(listPage, 'first', () => listFirstRender(listPage));
      console.log('first', first);
      const keys = await profiled(listPage, 'search', () => searchKeystrokes(listPage, 'sender 12 deals'));
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
