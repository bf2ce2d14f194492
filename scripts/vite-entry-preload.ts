import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  isEntry: boolean;
}

/**
 * The entry (src/app/main.tsx) loads the app in steps with dynamic imports; this adds
 * `<link rel="modulepreload">` to index.html for every file those imports need, so they download with
 * the entry (in parallel, as static imports would) instead of one step after the other.
 */
export function entryPreload(): Plugin {
  return {
    name: 'tidy-fox:entry-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk') as unknown as ChunkLike[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const files = new Set<string>();
      const add = (file: string) => {
        if (files.has(file) || file === entry.fileName) return;
        files.add(file);
        for (const next of byFile.get(file)?.imports ?? []) add(next);
      };
      for (const file of entry.dynamicImports) add(file);
      const source = String(html.source);
      const links = [...files]
        .filter((file) => !source.includes(`/${file}"`))
        .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
        .join('');
      html.source = source.replace('  </head>', `${links}  </head>`);
    },
  };
}
