import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['server/tests/**/*.test.ts'],
    exclude: ['server/mail/**', 'node_modules/**'],
    environment: 'node',
    pool: 'forks',
    // Each file holds a PGlite (~350 MB) and some a PostgreSQL: two at a time on two cores.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
