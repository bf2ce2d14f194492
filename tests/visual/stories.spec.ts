import { test as base, expect, type Page } from '@playwright/test';
import { OPT_OUT_TAG, readStories, storiesForSize, type VisualSize } from './stories';

/** The fixed clock of every screenshot. */
const FIXED_NOW = new Date('2026-06-15T09:30:00Z');

interface StoryFinished {
  storyId: string;
  status: 'success' | 'error';
  reporters: Array<{
    type: string;
    status: string;
    result?: { violations?: Array<{ id: string; help: string; nodes: unknown[] }> };
  }>;
}

/**
 * One Storybook preview page per worker: the first story loads iframe.html, every later one is
 * switched to in place through the preview (as the Storybook UI does), which skips reloading the
 * bundle, fonts and locales for every story. Each story still gets a fresh render, its own Effector
 * scope (the workbench decorator) and its play function; a failed story makes the next one reload.
 */
interface StoryPage {
  page: Page;
  errors: string[];
  show(storyId: string): Promise<StoryOutcome>;
}

interface StoryOutcome extends StoryFinished {
  /** Render and play-function failures of this story (storyFinished reports 'success' regardless). */
  failures: string[];
}

// Runs in the browser: records, per story id, the storyFinished event and every failure the preview
// reports (an errored render phase, an exception in the render or the play function).
const RECORD_FINISHED = `(() => {
  window.__finished = {};
  window.__failures = {};
  let current = null;
  const fail = (message) => { if (current) (window.__failures[current] ??= []).push(message); };
  const hook = () => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return void setTimeout(hook, 5);
    channel.on('storyRenderPhaseChanged', ({ newPhase, storyId }) => {
      current = storyId;
      if (newPhase === 'errored' || newPhase === 'aborted') fail('render phase ' + newPhase);
    });
    for (const name of ['playFunctionThrewException', 'storyThrewException', 'storyErrored']) {
      channel.on(name, (error) => fail(name + ': ' + String(error?.message ?? error?.title ?? error)));
    }
    channel.on('storyFinished', (event) => { window.__finished[event.storyId] = event; });
  };
  hook();
})()`;

const test = base.extend<object, { storyPage: StoryPage }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const options = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL: options.baseURL,
        viewport: options.viewport,
        deviceScaleFactor: options.deviceScaleFactor,
        hasTouch: options.hasTouch,
        isMobile: options.isMobile,
        reducedMotion: options.reducedMotion,
        locale: options.locale,
        timezoneId: options.timezoneId,
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(FIXED_NOW);
      await page.addInitScript(RECORD_FINISHED);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      let healthy = false;
      const storyPage: StoryPage = {
        page,
        errors,
        async show(storyId) {
          healthy =
            healthy &&
            (await page.evaluate<boolean>(`Boolean(window.__STORYBOOK_PREVIEW__)`).catch(() => false));
          if (healthy) {
            await page.evaluate(
              `window.__STORYBOOK_PREVIEW__.onSetCurrentStory({ storyId: ${JSON.stringify(storyId)}, viewMode: 'story' })`,
            );
          } else {
            await page.goto(`/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story`);
          }
          healthy = false;
          const id = JSON.stringify(storyId);
          const finished = (await page
            .waitForFunction(`window.__finished[${id}]`, null, { timeout: 20_000 })
            .then((handle) => handle.jsonValue())) as StoryFinished;
          const failures = (await page.evaluate(`window.__failures[${id}] ?? []`)) as string[];
          healthy = finished.status === 'success' && failures.length === 0;
          return { ...finished, failures };
        },
      };
      await use(storyPage);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const allStories = readStories(`${process.env.STORYBOOK_DIR ?? 'storybook-static'}/index.json`);

for (const size of ['mobile', 'desktop'] as const satisfies readonly VisualSize[]) {
  test.describe(`[${size}]`, () => {
    for (const story of storiesForSize(allStories, size)) {
      test(story.id, async ({ storyPage }) => {
        const { page, errors } = storyPage;
        errors.length = 0;
        const finished = await storyPage.show(story.id);

        const otherSize: VisualSize = size === 'mobile' ? 'desktop' : 'mobile';
        const reason = await page.evaluate(
          `window.__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.visual?.reason`,
        );
        if (story.tags.includes(OPT_OUT_TAG[otherSize])) {
          expect(
            reason,
            `${story.id} opts out of ${otherSize} and must say why in parameters.visual.reason`,
          ).toBeTruthy();
        } else {
          // A reason, but no opt-out tag in the index: the tag came from a spread object, which Storybook's
          // indexer does not read (write `tags` in the story itself).
          expect(
            reason,
            `${story.id} gives parameters.visual.reason, but its index entry has no ${OPT_OUT_TAG.mobile} or ${OPT_OUT_TAG.desktop} tag`,
          ).toBeFalsy();
        }

        const a11y = finished.reporters.find((report) => report.type === 'a11y');
        const violations = (a11y?.result?.violations ?? []).map(
          (v) => `${v.id}: ${v.help} (${v.nodes.length})`,
        );
        expect(violations, 'axe violations').toEqual([]);
        expect(errors, 'page errors').toEqual([]);
        expect(finished.failures, 'story render and play function').toEqual([]);
        expect(finished.status, 'story render and play function').toBe('success');

        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
      });
    }
  });
}
