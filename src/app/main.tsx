import './styles/index.css';

/** A macrotask boundary: the browser may paint and handle input before the next step. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The start-up's code is evaluated in steps with the browser free in between: importing a module graph
 * evaluates it in one task, and the whole app at once is one long task (total blocking time, issue 12
 * budget). Each step evaluates a layer the next ones import (already evaluated then); every file is
 * preloaded with the entry (scripts/vite-entry-preload.ts), so the steps wait for no download.
 */
const STEPS: ReadonlyArray<() => Promise<unknown>> = [
  // Only app modules (and react-dom/client, which exports nothing more): a library imported as a whole
  // would keep every export in its chunk instead of those the app imports by name.
  () => import('react-dom/client'),
  () => import('@/shared/i18n/model'),
  () => import('@/entities/session/model'),
  () => import('@/features/navigation/model'),
  () => import('./model'),
  () => import('./router'),
];

async function start() {
  for (const step of STEPS) {
    await step();
    await yieldToBrowser();
  }
  const { boot } = await import('./boot');
  await boot();
}

void start();
