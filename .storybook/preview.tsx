import '../src/app/styles/index.css';
// The app loads script fonts per locale (src/app/fonts.ts); stories switch locale freely.
import '../src/app/styles/fonts/ar.css';
import '../src/app/styles/fonts/ja.css';
import '../src/app/styles/fonts/ko.css';
import '../src/app/styles/fonts/hi.css';
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { LOCALES } from '@/shared/config/constants';
import { setupI18n } from '@/shared/i18n/i18n';
import { prefersNoMotion, storyLocale, withWorkbench } from './decorators';

export const VIEWPORTS = {
  mobile: { name: 'Mobile 375×812', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  desktop: { name: 'Desktop 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

let missingKeysReported = false;

/**
 * A story that reads a key no namespace has fails: the error surfaces as a page error, which the
 * visual suite reports (copy must come from i18n keys that exist).
 */
function reportMissingKeys(instance: Awaited<ReturnType<typeof setupI18n>>): void {
  if (missingKeysReported) return;
  missingKeysReported = true;
  instance.options.saveMissing = true;
  instance.on('missingKey', (_languages, namespace, key) => {
    setTimeout(() => {
      throw new Error(`Missing i18n key "${namespace}:${key}"`);
    });
  });
}

// Play functions wait (waitFor, findBy…) up to 5 s instead of testing-library's 1 s: on a loaded 2-core
// machine a dialog's exit or a virtualised list's first rows can take longer than a second to land.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  decorators: [withWorkbench],
  loaders: [
    async ({ globals }) => {
      reportMissingKeys(await setupI18n(storyLocale(globals.locale)));
      return {};
    },
  ],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LOCALES.map((value) => ({
          value,
          title: value,
          right: value === 'ar-sa' ? 'RTL' : undefined,
        })),
        dynamicTitle: true,
      },
    },
    reducedMotion: {
      description: 'prefers-reduced-motion',
      toolbar: {
        title: 'Motion',
        icon: 'lightning',
        items: [
          { value: 'no-preference', title: 'Motion on' },
          { value: 'reduce', title: 'Reduced motion' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en-gb', reducedMotion: 'no-preference' },
  parameters: {
    layout: 'centered',
    viewport: { options: VIEWPORTS },
    controls: { expanded: true },
    a11y: { test: 'error' },
    docs: { toc: true },
    options: {
      storySort: { order: ['Foundations', 'Basics', 'Overlays', 'Cleaning', 'Navigation', 'Stats'] },
    },
    chromatic: { modes: { mobile: { viewport: 'mobile' }, desktop: { viewport: 'desktop' } } },
  },
  tags: ['autodocs'],
};

export default preview;
export { prefersNoMotion };
