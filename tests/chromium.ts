import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium (a test tool's own browser download cannot work on our machines). */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--font-render-hinting=none',
    '--disable-lcd-text',
    '--force-color-profile=srgb',
  ],
};

export const VIEWPORT_SIZES = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
