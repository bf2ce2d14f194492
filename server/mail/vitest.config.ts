import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The server imports a few shared modules of the app (route table, constants), which use the '@' alias.
  resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
  test: {
    globals: false,
    environment: 'node',
    include: ['server/mail/tests/**/*.test.ts'],
    globalSetup: ['server/mail/testing/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
