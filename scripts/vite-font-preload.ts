import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` to index.html for the fonts every page paints its first text
 * with (Inter, Latin subset): they download with the entry script instead of after the first render
 * has laid text out (issue 12 budget: first and largest contentful paint; `font-display: swap` keeps
 * the text visible meanwhile). Other subsets and scripts load by unicode-range / locale as before.
 */
export function fontPreload(
  patterns: readonly RegExp[] = [/inter-latin-wght-normal-[\w-]+\.woff2$/],
): Plugin {
  return {
    name: 'tidy-fox:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) => patterns.some((p) => p.test(file)));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
