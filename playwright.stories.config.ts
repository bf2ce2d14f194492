import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, VIEWPORT_SIZES } from './tests/chromium';

const PORT = Number(process.env.STORYBOOK_PORT ?? 6107);

/**
 * Visual regression over every story of the built Storybook (storybook-static), at mobile and
 * desktop sizes. Baselines live in tests/visual/__screenshots__; the HTML report (expected /
 * actual / diff) is written to tests/visual/report.
 */
export default defineConfig({
  testDir: 'tests/visual',
  testMatch: '*.spec.ts',
  outputDir: 'test-results/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{arg}{ext}',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['html', { outputFolder: 'tests/visual/report', open: 'never' }]],
  expect: {
    toHaveScreenshot: { maxDiffPixels: 0, threshold: 0, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'en-GB',
    timezoneId: 'UTC',
  },
  projects: [
    { name: 'mobile', grep: /\[mobile\]/, use: { viewport: VIEWPORT_SIZES.mobile, isMobile: false, hasTouch: true } },
    { name: 'desktop', grep: /\[desktop\]/, use: { viewport: VIEWPORT_SIZES.desktop } },
  ],
  webServer: {
    command: `node --import tsx scripts/serve-static.ts storybook-static ${PORT}`,
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
