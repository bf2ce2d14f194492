/**
 * `npm start`'s server step: bundles `server/main.ts` (and the PGlite init child) with esbuild into
 * `dist-server/` — plain JavaScript that `node` runs without tsx. Without the TypeScript loader and
 * with one module instead of ~150, the server starts faster and holds less memory at idle (issue 15).
 * Packages stay in node_modules (external). A source file's own location (`import.meta.dirname` /
 * `import.meta.url`: migrations, static files, locales) is kept: each is rewritten to its source
 * directory under the repository root, found from the bundle's own place, so the tree can move.
 *
 * `node --import tsx server/main.ts` keeps working as before (tests, Playwright).
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE_DIR = join(ROOT, 'dist-server');

/** Rewrites `import.meta.dirname` / `.url` of the repository's own sources to their source place. */
const sourceLocation: Plugin = {
  name: 'source-location',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes('node_modules')) return undefined;
      let contents = await readFile(args.path, 'utf8');
      if (contents.includes('import.meta.dirname') || contents.includes('import.meta.url')) {
        const dir = JSON.stringify(relative(ROOT, dirname(args.path)).split('\\').join('/'));
        const file = JSON.stringify(relative(ROOT, args.path).split('\\').join('/'));
        contents = contents
          .replaceAll('import.meta.dirname', `__tfSource(${dir})`)
          .replaceAll('import.meta.url', `__tfSourceUrl(${file})`);
      }
      return { contents, loader: 'ts' };
    });
  },
};

// The bundle sits in <root>/dist-server/: the repository root is its parent.
const banner = [
  "import { dirname as __tfDirname, join as __tfJoin } from 'node:path';",
  "import { fileURLToPath as __tfToPath, pathToFileURL as __tfToUrl } from 'node:url';",
  'const __tfRoot = __tfDirname(__tfDirname(__tfToPath(import.meta.url)));',
  'const __tfSource = (dir) => __tfJoin(__tfRoot, dir);',
  'const __tfSourceUrl = (file) => __tfToUrl(__tfJoin(__tfRoot, file)).href;',
].join('\n');

export async function buildServer(): Promise<void> {
  await build({
    entryPoints: {
      main: join(ROOT, 'server/main.ts'),
      'init-pglite': join(ROOT, 'server/db/init-pglite.ts'),
      // The mail scan's fetch worker (server/mail/fetch-helper.ts starts it from beside main.mjs).
      'mail-fetch-worker': join(ROOT, 'server/mail/fetch-worker.ts'),
    },
    outdir: SERVER_BUNDLE_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    tsconfig: join(ROOT, 'tsconfig.json'),
    banner: { js: banner },
    define: { __TF_BUNDLED__: 'true' },
    plugins: [sourceLocation],
    logLevel: 'warning',
    legalComments: 'none',
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const started = performance.now();
  process.stdout.write('Bundling the server… ');
  try {
    await buildServer();
  } catch (error) {
    process.stdout.write('failed\n');
    throw error;
  }
  process.stdout.write(`done in ${((performance.now() - started) / 1000).toFixed(1)} s (dist-server/)\n`);
}
