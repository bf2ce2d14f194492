/**
 * `npm start`'s build step: builds the web app without Vite's list of every emitted file (about 1,250
 * lines) — one line when it is done, warnings and errors still shown. `npm run build` is the full log.
 */
import { build } from 'vite';

const started = performance.now();
process.stdout.write('Building the web app… ');
try {
  await build({ logLevel: 'error', build: { rolldownOptions: { checks: { pluginTimings: false } } } });
} catch (error) {
  process.stdout.write('failed\n');
  throw error;
}
process.stdout.write(`done in ${((performance.now() - started) / 1000).toFixed(1)} s (dist/)\n`);
