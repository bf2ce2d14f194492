/**
 * `npx tsx scripts/bench-ui-ab.ts <build A> <build B>`: bench:ui's list figures for two builds side by side
 * in the same time window, for a machine whose load moves (wall-clock figures of runs minutes apart are
 * not comparable there). One server per build (ports BENCH_PORT and BENCH_PORT + 1, data under
 * .data/bench-ui-ab-*); the samples alternate A, B, A, B… so that both see the same load:
 * - the 10,000-sender list's first render, one fresh page per sample (AB_PAGES pages per build, default 9),
 *   the toggle clicked the moment the first card shows or AB_LIST_PAUSE ms later;
 * - the bench's 70 search keystrokes (seven queries), one list page per build, the queries alternated
 *   (AB_KEY_ROUNDS times; the first key of each query is also summed up apart);
 * - the bench's arrow keys on a 2,000-sender deck (100 per build, 20 at a time alternated; AB_ARROWS=0 skips;
 *   AB_ARROW_ROUNDS sets the rounds of 20, and AB_PAGES=0 leaves out the list and the keystrokes).
 * Prints the median / p95 of each and every sample. Figures only: nothing passes or fails.
 * Build each with `npx vite build --outDir <dir>` (the baseline e.g. from a stash or an older commit).
 */
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium';
import {
  arrowKeyToNextCard,
  demoToken,
  listFirstRender,
  ms,
  openWith,
  PORT,
  percentile,
  SEARCH_QUERIES,
  searchKeystrokes,
  startServer,
} from './lib/ui-bench';

const [dirA, dirB] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('usage: npx tsx scripts/bench-ui-ab.ts <build A dir> <build B dir>');
  process.exit(2);
}
const PAGES = Number(process.env.AB_PAGES ?? 9);
/** Rounds of 20 arrow keys per build (AB_PAGES=0 AB_ARROW_ROUNDS=20: the arrow keys alone, 400 each). */
const ARROW_ROUNDS = Number(process.env.AB_ARROW_ROUNDS ?? 5);
/** Times the seven queries are typed per build (AB_KEY_ROUNDS, default 1: the bench's 70 keys). */
const KEY_ROUNDS = Number(process.env.AB_KEY_ROUNDS ?? 1);
/** The pause between the first card and the list toggle's click (AB_LIST_PAUSE ms; bench:ui's person's pace is 1000). */
const LIST_PAUSE_MS = Number(process.env.AB_LIST_PAUSE ?? 0);

async function main() {
  const builds = [
    { name: 'A', dir: dirA as string, port: PORT },
    { name: 'B', dir: dirB as string, port: PORT + 1 },
  ];
  const servers = await Promise.all(
    builds.map((build) =>
      startServer({ port: build.port, webDir: build.dir, dataDir: `.data/bench-ui-ab-${build.name}` }),
    ),
  );
  const browser = await chromium.launch(chromiumLaunchOptions);
  const viewport = { width: 1280, height: 800 };
  try {
    const accounts = await Promise.all(builds.map((build) => demoToken(`http://127.0.0.1:${build.port}`)));
    const open = async (index: number, senders = 10_000) => {
      const build = builds[index] as (typeof builds)[number];
      const { token, email } = accounts[index] as { token: string; email: string };
      const page = await (await browser.newContext({ viewport })).newPage();
      await openWith(page, token, email, senders, 'cards', undefined, `http://127.0.0.1:${build.port}`);
      return page;
    };
    const firstRenders: number[][] = [[], []];
    const listPages: (Page | null)[] = [null, null];
    for (let round = 0; round < PAGES; round += 1) {
      // A then B in even rounds, B then A in odd ones: neither always goes first.
      for (const index of round % 2 === 0 ? [0, 1] : [1, 0]) {
        const page = await open(index);
        firstRenders[index]?.push(await listFirstRender(page, LIST_PAUSE_MS));
        if (listPages[index]) await page.context().close();
        else listPages[index] = page;
      }
    }
    const keys: number[][] = [[], []];
    const firstKeys: number[][] = [[], []];
    for (let pass = 0; pass < KEY_ROUNDS && PAGES > 0; pass += 1) {
      for (const [round, query] of SEARCH_QUERIES.entries()) {
        for (const index of (round + pass) % 2 === 0 ? [0, 1] : [1, 0]) {
          const typed = await searchKeystrokes(listPages[index] as Page, query);
          keys[index]?.push(...typed);
          firstKeys[index]?.push(typed[0] as number);
        }
      }
    }
    const arrows: number[][] = [[], []];
    if (process.env.AB_ARROWS !== '0') {
      const decks = [await open(0, 2_000), await open(1, 2_000)];
      for (const deck of decks) await arrowKeyToNextCard(deck, 10); // warm-up
      for (let round = 0; round < ARROW_ROUNDS; round += 1)
        for (const index of round % 2 === 0 ? [0, 1] : [1, 0])
          arrows[index]?.push(...(await arrowKeyToNextCard(decks[index] as Page, 20)));
    }
    console.log(`bench:ui A/B (Chromium, 1280×800, 10,000 senders, alternated): A = ${dirA}, B = ${dirB}`);
    for (const [index, build] of builds.entries()) {
      const renders = firstRenders[index] as number[];
      const typed = keys[index] as number[];
      console.log(
        `  ${build.name}: list first render median ${ms(percentile(renders, 50))} of ${renders.length} (${renders.map(ms).join(', ')}); keystroke p50 ${ms(percentile(typed, 50))}, p95 ${ms(percentile(typed, 95))} of ${typed.length} (first key of a query p50 ${ms(percentile(firstKeys[index] as number[], 50))}, p95 ${ms(percentile(firstKeys[index] as number[], 95))})${(arrows[index]?.length ?? 0) > 0 ? `; arrow key p50 ${ms(percentile(arrows[index] as number[], 50))}, p95 ${ms(percentile(arrows[index] as number[], 95))} of ${arrows[index]?.length}` : ''}`,
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
