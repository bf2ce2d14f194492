/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fontPreload } from './scripts/vite-font-preload';
import { precompress } from './scripts/vite-precompress';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  // precompress: .br and .gz of every text asset, served as is by the server; fontPreload: the Latin
  // Inter file preloaded by index.html (performance budget).
  plugins: [react(), tailwindcss(), fontPreload(), precompress()],
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
