/**
 * Profiling aid for bench:ui's keystroke figure (issue 11), not a benchmark: how much of a query's first
 * key is the opening of the suggestions, and how much the pause before it? The bench clears the field
 * and waits 100 ms before each query (outside the measured time), then types 20 ms apart: its first keys
 * both open the listbox and follow a pause. Here the bench's seven queries are typed on the same page
 * set-up (10,000 senders, list mode, warmed up), each query as:
 * - cleared as in the bench, 100 ms, then the first key (it opens the listbox and fills its slots);
 * - 100 ms later the second key (the same pause, no opening);
 * - 20 ms later the third key (neither: the bench's ordinary key);
 * - the rest of the query 20 ms apart (not measured), so that the next query starts from the listbox as
 *   the bench leaves it.
 * Each key is measured as in the bench (to the end of the rendering of the frame that shows the text and
 * its suggestions), and so is, within it, the input event's script alone (React's render and commit,
 * synchronous for a typed key). Prints the median and p95 of each kind, and the machine's load.
 * (A first key typed less than a frame after the clear is no baseline: the clear and the opening then
 * share one frame, and nothing is closed and opened again.)
 * `npx tsx scripts/profile-first-key.ts <build dir>` (default dist); `ROUNDS` (default 6) times the seven
 * queries; `BENCH_PORT` picks the server port. `EXTRA_CSS='…'`: a style added to every other query, its
 * keys printed apart (B) from the others (A), for a quick experiment.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium';
import {
  demoToken,
  listFirstRender,
  openWith,
  percentile,
  SEARCH_QUERIES,
  searchKeystrokes,
  startServer,
} from './lib/ui-bench';

const ROUNDS = Number(process.env.ROUNDS ?? 6);
const webDir = process.argv[2] ?? process.env.WEB_DIR;

type Kind = 'first key (opens)' | 'second key after 100 ms' | 'third key after 20 ms';
const EXTRA_CSS = process.env.EXTRA_CSS;

async function main() {
  const server = await startServer({ webDir, dataDir: '.data/profile-first-key' });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const { token, email } = await demoToken();
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await openWith(page, token, email, 10_000, 'cards');
    await listFirstRender(page);
    for (const query of SEARCH_QUERIES) await searchKeystrokes(page, query); // warm-up, as the bench's first query
    await page.getByRole('combobox').click();
    if (EXTRA_CSS)
      await page.evaluate((css) => {
        const style = document.createElement('style');
        style.id = 'profile-first-key-css';
        style.textContent = css;
        style.disabled = true;
        document.head.append(style);
      }, EXTRA_CSS);
    const samples = new Map<string, { ms: number[]; script: number[] }>();
    let variant = 'A';
    const add = (kind: Kind, [ms, script]: readonly [number, number]) => {
      const name = EXTRA_CSS ? `${variant} ${kind}` : kind;
      const entry = samples.get(name) ?? { ms: [], script: [] };
      entry.ms.push(ms);
      entry.script.push(script);
      samples.set(name, entry);
    };
    for (let round = 0; round < ROUNDS; round += 1)
      for (const [index, query] of SEARCH_QUERIES.entries()) {
        // With an experiment's style: on for every other query.
        variant = EXTRA_CSS && (round + index) % 2 === 1 ? 'B' : 'A';
        if (EXTRA_CSS)
          await page.evaluate((on) => {
            const style = document.getElementById('profile-first-key-css') as HTMLStyleElement | null;
            if (style) style.disabled = !on;
          }, variant === 'B');
        const [first, second, third] = await page.evaluate(async (query) => {
          type ToPaint = (act: () => void, ready: () => boolean) => Promise<{ ms: number }>;
          const toPaint = (window as unknown as { __toPaint: ToPaint }).__toPaint;
          const field = document.querySelector<HTMLInputElement>('[role="combobox"]');
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
          if (!field || !setter) throw new Error('no search field');
          const set = (text: string) => {
            setter.call(field, text);
            field.dispatchEvent(new Event('input', { bubbles: true }));
          };
          const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
          // The frame (to the end of its rendering) and, within it, the input event's script (React's
          // render and commit, synchronous for a typed key).
          const type = async (text: string) => {
            let script = 0;
            const { ms } = await toPaint(
              () => {
                const start = performance.now();
                set(text);
                script = performance.now() - start;
              },
              () =>
                field.value === text &&
                document.querySelector<HTMLElement>('[data-slot="sender-search"]')?.dataset.suggestionsFor ===
                  text,
            );
            return [ms, script] as const;
          };
          const chars = [...query];
          const prefix = (length: number) => chars.slice(0, length).join('');
          set('');
          await wait(100);
          const timings = [await type(prefix(1))];
          await wait(100);
          timings.push(await type(prefix(2)));
          await wait(20);
          timings.push(await type(prefix(3)));
          for (let length = 4; length <= chars.length; length += 1) {
            await wait(20);
            await type(prefix(length));
          }
          return timings;
        }, query);
        if (!first || !second || !third) throw new Error('a key was not measured');
        add('first key (opens)', first);
        add('second key after 100 ms', second);
        add('third key after 20 ms', third);
      }
    const at = percentile;
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(`${webDir ?? 'dist'}: ${ROUNDS} × ${SEARCH_QUERIES.length} queries; load after: ${load}`);
    if (EXTRA_CSS) console.log(`B: with ${EXTRA_CSS}`);
    console.log('  to the end of the frame, median / p95 | the input event script alone, median / p95');
    for (const [kind, { ms, script }] of [...samples].sort(([a], [b]) => a.localeCompare(b)))
      console.log(
        `  ${kind.padEnd(25)} ${at(ms, 50).toFixed(1)} / ${at(ms, 95).toFixed(1)} ms | ${at(script, 50).toFixed(2)} / ${at(script, 95).toFixed(2)} ms (${ms.length} keys)`,
      );
  } finally {
    await browser.close();
    server.kill();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
