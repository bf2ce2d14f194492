import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136+): a file that starts with this comment has all its functions
 * compiled when the file loads (off the main thread while it streams) instead of at their first call.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  moduleIds: readonly string[];
  sourcemapFileName?: string | null;
}

interface AssetLike {
  type: 'asset';
  source: string | Uint8Array;
}

/**
 * A source map of `code` for `hint + code`: the hint is whole lines, so each line of the old map moves
 * down by as many (in the `mappings` field, one `;` per line).
 */
export function shiftedSourceMap(mapJson: string, hint = COMPILE_HINT): string {
  const map = JSON.parse(mapJson) as { mappings: string };
  const lines = hint.split('\n').length - 1;
  return JSON.stringify({ ...map, mappings: ';'.repeat(lines) + map.mappings });
}

/**
 * Puts the compile hint at the top of each chunk that holds one of `modules` (paths from the project's
 * root), and moves its source map down with it. For code that runs all at once on an interaction, not at
 * load: without it, the first call of each function is parsed and compiled on the main thread, inside
 * that interaction (the list view's rows, measured by bench:ui: about 4 ms of the cards → list switch).
 */
export function compileHints(modules: readonly string[]): Plugin {
  let root = process.cwd();
  return {
    name: 'tidy-fox:compile-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const wanted = new Set(modules.map((module) => resolve(root, module)));
      const found = new Set<string>();
      for (const item of Object.values(bundle) as unknown as (ChunkLike | AssetLike)[]) {
        if (item.type !== 'chunk') continue;
        const hinted = item.moduleIds.filter((id) => wanted.has(id));
        if (hinted.length === 0) continue;
        for (const id of hinted) found.add(id);
        item.code = COMPILE_HINT + item.code;
        const mapFile = item.sourcemapFileName ?? `${item.fileName}.map`;
        const map = bundle[mapFile] as unknown as AssetLike | undefined;
        if (map?.type === 'asset') {
          const text = typeof map.source === 'string' ? map.source : new TextDecoder().decode(map.source);
          map.source = shiftedSourceMap(text);
        }
      }
      // A module renamed or merged away would silently lose its hint.
      const missing = [...wanted].filter((id) => !found.has(id));
      if (missing.length > 0) this.error(`compile hints: no chunk holds ${missing.join(', ')}`);
    },
  };
}
