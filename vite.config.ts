/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { APP_FIRST_PAINT_CONFIG } from './scripts/first-paint-script';
import { compileHints } from './scripts/vite-compile-hints';
import { entryPreload } from './scripts/vite-entry-preload';
import { firstPagePreload } from './scripts/vite-first-page-preload';
import { fontPreload } from './scripts/vite-font-preload';
import { precompress } from './scripts/vite-precompress';
import { prerender } from './scripts/vite-prerender';
import { CORE_NAMESPACE_NAMES, FIRST_PAINT_NAMESPACES, PRERENDERED_PAGES } from './src/app/first-paint';
import { LOCALES } from './src/shared/config/constants';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  // precompress: .br and .gz of every text asset, served as is by the server; fontPreload: the Latin
  // Inter file preloaded by index.html; firstPagePreload: the landing's / e-mail step's chunk and
  // namespaces preloaded with the entry (performance budget).
  plugins: [
    react(),
    tailwindcss(),
    fontPreload(),
    firstPagePreload(
      [
        {
          module: 'src/pages/landing/index.ts',
          paths: ['', 'start'],
          namespaces: FIRST_PAINT_NAMESPACES.landing ?? [],
        },
        {
          module: 'src/pages/login-email/index.ts',
          paths: ['login/email', 'add-inbox'],
          namespaces: FIRST_PAINT_NAMESPACES.loginEmail ?? [],
        },
      ],
      CORE_NAMESPACE_NAMES,
    ),
    // Every file of the entry's start-up steps preloaded with it (src/app/main.tsx).
    entryPreload(),
    // Chunks compiled as they load, not function by function at their first call: the list view's (its
    // rows, virtualizer and header first run when the cards → list switch shows them) and the toast
    // stack's (loaded ahead by /newsletters, first run by the first decision's toast).
    compileHints(['src/widgets/sender-list/ui/sender-list.tsx', 'src/shared/ui/toaster.tsx']),
    precompress(),
    // The landing, /start and the e-mail step as HTML in every locale (dist/prerendered/).
    // Their head's inline script reads a returning visitor's stored choices before the first paint.
    prerender(Object.keys(PRERENDERED_PAGES), LOCALES, 'src/app/prerender.tsx', APP_FIRST_PAINT_CONFIG),
  ],
  resolve: { alias: { '@': src } },
  // Translation files as `JSON.parse("…")` modules: half the size of one named export per key.
  json: { stringify: true },
  server: {
    port: 5173,
    // During `npm run dev` the API server runs on its own port; the built app is served by it.
    proxy: Object.fromEntries(
      // The API and the files the server builds (/cookies.json, /meta.json, /structureddata/*).
      ['/api', '/cookies.json', '/meta.json', '/structureddata'].map((path) => [
        path,
        { target: 'http://127.0.0.1:8080', changeOrigin: false },
      ]),
    ),
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
  test: {
    globals: false,
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['tests/unit/setup.ts'],
    pool: 'forks',
  },
});
