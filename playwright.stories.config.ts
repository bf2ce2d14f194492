import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, VIEWPORT_SIZES } from './tests/chromium';

const PORT = Number(process.env.STORYBOOK_PORT ?? 6107);
/** Built Storybook to test (helpers working in parallel build to their own folder). */
const STORYBOOK_DIR = process.env.STORYBOOK_DIR ?? 'storybook-static';
/** Baselines folder; override to try stories without touching the committed baselines. */
const SNAPSHOT_DIR = process.env.VISUAL_SNAPSHOT_DIR ?? '{testDir}/__screenshots__';

/**
 * Visual regression over every story of the built Storybook (storybook-static), at mobile and
 * desktop sizes. Baselines live in tests/visual/__screenshots__; the HTML report (expected /
 * actual / diff) is written to tests/visual/report.
 */
export default defineConfig({
  testDir: 'tests/visual',
  testMatch: '*.spec.ts',
  outputDir: process.env.VISUAL_OUTPUT_DIR ?? 'test-results/visual',
  snapshotPathTemplate: `${SNAPSHOT_DIR}/{projectName}/{arg}{ext}`,
  fullyParallel: true,
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
  // One retry, in a fresh page (a new worker), as a guard against a one-off timeout on a loaded machine.
  // A real difference fails both attempts; a story that needed the retry is listed as "flaky" in the
  // report and should be made deterministic (as the SenderSearch limit stories were).
  retries: 1,
  timeout: 30_000,
  reporter: [
    ['list'],
    ['html', { outputFolder: process.env.VISUAL_REPORT_DIR ?? 'tests/visual/report', open: 'never' }],
  ],
  expect: {
    // Two identical screenshots in a row settle a story; a loaded 2-core machine can need more than 5 s.
    timeout: 15_000,
    // Every pixel must match; `threshold` only forgives a colour shift below 4 % of pixelmatch's YIQ scale
    // (about 10 of 255 levels of grey), which is the rasteriser's own noise on blurred shadows and anti-aliased
    // edges when the machine is loaded. Any token change moves colours far more than that.
    toHaveScreenshot: {
      maxDiffPixels: 0,
      threshold: 0.04,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
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
    {
      name: 'mobile',
      grep: /\[mobile\]/,
      use: { viewport: VIEWPORT_SIZES.mobile, isMobile: false, hasTouch: true },
    },
    { name: 'desktop', grep: /\[desktop\]/, use: { viewport: VIEWPORT_SIZES.desktop } },
  ],
  webServer: {
    command: `node --import tsx scripts/serve-static.ts ${STORYBOOK_DIR} ${PORT}`,
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
