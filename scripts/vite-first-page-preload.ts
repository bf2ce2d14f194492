import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

export interface FirstPage {
  /** The page chunk's module, relative to the project root (`src/pages/landing/index.ts`). */
  module: string;
  /** Its paths under the language prefix, without slashes (`''` for `/en-gb/`, `'login/email'`). */
  paths: readonly string[];
  /** The namespaces it reads before its first paint (the core ones are added). */
  namespaces: readonly string[];
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
}

/**
 * For the pages a first visit lands on (the landing, the e-mail step), index.html starts downloading the
 * page's chunk and its namespace files with the entry script instead of after it ran: a small inline
 * script reads the language prefix and the path and adds `<link rel="modulepreload">` for them (issue 12
 * budget: one round trip less before the first paint). Other paths, or a URL without a language prefix,
 * preload nothing (the app still loads what it needs, as before). The script is a small file of its own
 * (`async`, so it never blocks the parser): the server's CSP allows no inline script.
 */
export function firstPagePreload(pages: readonly FirstPage[], coreNamespaces: readonly string[]): Plugin {
  return {
    name: 'tidy-fox:first-page-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      {
        const chunks = Object.values(bundle).filter(
          (item): item is ChunkLike & typeof item => item.type === 'chunk',
        ) as unknown as ChunkLike[];
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (start: string, into = new Set<string>()) => {
          if (into.has(start)) return into;
          into.add(start);
          for (const file of byFile.get(start)?.imports ?? []) closure(file, into);
          return into;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loaded = entry ? closure(entry.fileName) : new Set<string>();
        const wanted = new Set([...coreNamespaces, ...pages.flatMap((page) => page.namespaces)]);
        /** locale → namespace → file */
        const translations: Record<string, Record<string, string>> = {};
        for (const chunk of chunks) {
          const match = chunk.facadeModuleId?.match(/\/locales\/([\w-]+)\/(\w+)\.json$/);
          if (!match?.[1] || !match[2] || !wanted.has(match[2])) continue;
          const locale = translations[match[1]] ?? {};
          locale[match[2]] = chunk.fileName;
          translations[match[1]] = locale;
        }
        const routes: Record<string, number> = {};
        const pageFiles: string[][] = [];
        const pageNamespaces: string[][] = [];
        for (const page of pages) {
          const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(`/${page.module}`));
          if (!chunk) continue;
          const index = pageFiles.length;
          pageFiles.push([...closure(chunk.fileName)].filter((file) => !loaded.has(file)));
          pageNamespaces.push([...coreNamespaces, ...page.namespaces]);
          for (const path of page.paths) routes[path] = index;
        }
        const data = JSON.stringify({ r: routes, f: pageFiles, n: pageNamespaces, t: translations });
        const script = `(function(d){try{var s=location.pathname.split('/').filter(Boolean),l=(s[0]||'').toLowerCase(),t=d.t[l],p=s.slice(1).join('/').toLowerCase(),i=d.r[p];if(i===undefined&&s[1]&&s[1].toLowerCase()==='add-inbox')i=d.r['add-inbox'];if(!t||i===undefined)return;var h=[].concat(d.f[i]);d.n[i].forEach(function(n){[t,d.t['en-gb']].forEach(function(x){if(x&&x[n])h.push(x[n])})});h.forEach(function(f){var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href='/'+f;document.head.appendChild(k)})}catch(e){}})(${data})`;
        const hash = createHash('sha256').update(script).digest('base64url').slice(0, 8);
        const fileName = `assets/first-page-preload-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source: script });
        html.source = String(html.source).replace(
          '</title>',
          `</title>\n    <script async src="/${fileName}"></script>`,
        );
      }
    },
  };
}
