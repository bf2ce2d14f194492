import { expect, test } from '@playwright/test';
import { OPT_OUT_TAG, readStories, storiesForSize, type VisualSize } from './stories';

/** The fixed clock of every screenshot. */
const FIXED_NOW = new Date('2026-06-15T09:30:00Z');

interface StoryFinished {
  status: 'success' | 'error';
  reporters: Array<{
    type: string;
    status: string;
    result?: { violations?: Array<{ id: string; help: string; nodes: unknown[] }> };
  }>;
}

const allStories = readStories(`${process.env.STORYBOOK_DIR ?? 'storybook-static'}/index.json`);

for (const size of ['mobile', 'desktop'] as const satisfies readonly VisualSize[]) {
  test.describe(`[${size}]`, () => {
    for (const story of storiesForSize(allStories, size)) {
      test(story.id, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.clock.setFixedTime(FIXED_NOW);
        await page.addInitScript(() => {
          const w = window as unknown as Record<string, unknown>;
          const hook = () => {
            const channel = w.__STORYBOOK_ADDONS_CHANNEL__ as
              | { on: (name: string, fn: (event: unknown) => void) => void }
              | undefined;
            if (!channel) return void setTimeout(hook, 5);
            channel.on('storyFinished', (event) => {
              w.__storyFinished = event;
            });
          };
          hook();
        });
        await page.goto(`/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
        const finished = (await page
          .waitForFunction(() => (window as unknown as { __storyFinished?: unknown }).__storyFinished, null, {
            timeout: 20_000,
          })
          .then((handle) => handle.jsonValue())) as StoryFinished;

        const otherSize: VisualSize = size === 'mobile' ? 'desktop' : 'mobile';
        if (story.tags.includes(OPT_OUT_TAG[otherSize])) {
          const reason = await page.evaluate(
            () =>
              (
                window as unknown as {
                  __STORYBOOK_PREVIEW__?: {
                    currentRender?: { story?: { parameters?: { visual?: { reason?: string } } } };
                  };
                }
              ).__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.visual?.reason,
          );
          expect(
            reason,
            `${story.id} opts out of ${otherSize} and must say why in parameters.visual.reason`,
          ).toBeTruthy();
        }

        const a11y = finished.reporters.find((report) => report.type === 'a11y');
        const violations = (a11y?.result?.violations ?? []).map(
          (v) => `${v.id}: ${v.help} (${v.nodes.length})`,
        );
        expect(violations, 'axe violations').toEqual([]);
        expect(errors, 'page errors').toEqual([]);
        expect(finished.status, 'story render and play function').toBe('success');

        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
      });
    }
  });
}
