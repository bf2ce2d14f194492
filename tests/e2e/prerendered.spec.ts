import { expect, type Page } from '@playwright/test';
import { demoToken } from './support/demo-session';
import { test } from './support/test';

/**
 * The landing and the e-mail step arrive prerendered (issue 12 budget): a visitor can type before the
 * app's scripts run. What they typed must reach the app, whether it hydrates the page or — when the
 * visitor's stored state gives another page than the prerendered one — renders it afresh.
 */

/**
 * Holds the app's entry script until `release()` (the prerendered page stays as the server sent it).
 * Navigate with `waitUntil: 'domcontentloaded'`: the load event may wait for the held script.
 */
async function holdEntry(page: Page): Promise<(() => void) & { requested: Promise<void> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = () => {};
  const entryRequested = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return Object.assign(() => release(), { requested: entryRequested });
}

/**
 * The e-mail step as a visitor with consent given gets it before the app's scripts run: the entry held,
 * the prerendered page on screen. Returns the field and the release of the entry.
 */
async function openHeldEmailStep(page: Page) {
  await page.addInitScript(() => localStorage.setItem('dataConsentAccepted', 'true'));
  const release = await holdEntry(page);
  await page.goto('/en-gb/login/email', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root[data-prerendered="loginEmail|en-gb"]')).toBeAttached();
  // The boot script (async) asks for the entry once it runs: from then on it holds what the visitor does.
  await release.requested;
  return { release, field: page.getByLabel('E-mail address') };
}

/** What a painted frame showed (recorded by `recordFrames` before each frame of every document). */
interface Frame {
  path: string;
  lang: string;
  /** The landing / the e-mail step / the cookie banner / the landing's app block was visible. */
  landing: boolean;
  loginEmail: boolean;
  banner: boolean;
  appBlock: boolean;
}

/**
 * Records, before every frame of every document of this tab (the first 400, across a `location.replace`),
 * what it shows, in session storage: what a visitor saw, including frames painted before the app's
 * scripts ran or while a page was replaced.
 */
async function recordFrames(page: Page) {
  await page.addInitScript(() => {
    const visible = (selector: string) => {
      const element = document.querySelector(selector);
      return element ? element.checkVisibility({ visibilityProperty: true }) : false;
    };
    let count = 0;
    const tick = () => {
      const frames = JSON.parse(sessionStorage.getItem('e2e-frames') ?? '[]') as unknown[];
      frames.push({
        path: location.pathname,
        lang: document.documentElement.lang,
        landing: visible('[data-page="landing"]'),
        loginEmail: visible('[data-page="login-email"]'),
        banner: visible('[data-slot="cookie-banner"]'),
        appBlock: visible('[data-slot="app-block"]'),
      });
      sessionStorage.setItem('e2e-frames', JSON.stringify(frames));
      count += 1;
      if (count < 400) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

async function framesOf(page: Page): Promise<Frame[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-frames') ?? '[]') as Frame[]);
}

/** A stored cookie choice made a day ago (entities/cookie-consent: `{ since, choices }`). */
const storeCookieChoice = () =>
  localStorage.setItem(
    'cookiePreferences',
    JSON.stringify({ since: Date.now() - 86_400_000, choices: { analytics_storage: false } }),
  );

test.describe('prerendered pages (onboarding §2, issue 12)', () => {
  test('an address typed in the e-mail step before the scripts run reaches the hydrated page', async ({
    page,
  }) => {
    const { release, field } = await openHeldEmailStep(page);
    await field.fill('early-typist@example.com');
    release();
    // Next is enabled only once the app's state holds a valid address.
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(field).toHaveValue('early-typist@example.com');
  });

  test('an address typed before the boot script itself ran (it is async) reaches the app too', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('dataConsentAccepted', 'true'));
    let releaseBoot = () => {};
    const bootReleased = new Promise<void>((resolve) => {
      releaseBoot = resolve;
    });
    await page.route(/\/assets\/prerender-boot-[\w-]+\.js$/, async (route) => {
      await bootReleased;
      await route.continue();
    });
    const release = await holdEntry(page);
    await page.goto('/en-gb/login/email', { waitUntil: 'domcontentloaded' });
    const field = page.getByLabel('E-mail address');
    await field.fill('before-boot@example.com');
    releaseBoot();
    await release.requested;
    release();
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(field).toHaveValue('before-boot@example.com');
  });

  test('a visitor who types on while a slow phone hydrates the landing loses no character', async ({
    browser,
  }) => {
    /*
     * The page goes live in the middle of the address (the entry held until eight characters are typed,
     * a four times slower CPU) and the visitor types on at a fast typist's pace. Hydration keeps the
     * typed text on the screen but not in the field's state, and the next render put the state's value
     * (empty) back: the characters typed after it were all the field kept ("est" of "….test" in a CI
     * run, 6 loads in 16 in a probe on this machine; this test failed in its first round). Several
     * rounds, each a first visit.
     */
    test.setTimeout(150_000);
    const address = 'kim-abcdefghijkl@demo.tidyfox.test';
    const heldBefore = 8;
    const rounds = 5;
    let liveMidway = 0;
    for (let round = 0; round < rounds; round += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(() => {
        localStorage.setItem('dataConsentAccepted', 'true');
        // What the field held when the page went live.
        document.addEventListener(
          'tidyfox:hydrated',
          () => {
            const field = document.querySelector<HTMLInputElement>('input[name="email"]');
            sessionStorage.setItem('e2e-live-with', field?.value ?? '');
          },
          { once: true },
        );
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const release = await holdEntry(page);
      await page.goto('/en-gb/', { waitUntil: 'domcontentloaded' });
      await release.requested;
      const field = page.getByRole('textbox', { name: 'Your e-mail address' }).first();
      await field.focus();
      await page.keyboard.type(address.slice(0, heldBefore), { delay: 20 });
      release();
      await page.keyboard.type(address.slice(heldBefore), { delay: 20 });
      await expect(field, `round ${round + 1}`).toHaveValue(address);
      const liveWith = await page.evaluate(() => sessionStorage.getItem('e2e-live-with'));
      if (liveWith !== null && liveWith.length >= heldBefore && liveWith.length < address.length)
        liveMidway += 1;
      await context.close();
    }
    // The rounds did go live while the visitor was typing (else they proved nothing).
    expect(liveMidway).toBeGreaterThanOrEqual(Math.ceil(rounds / 2));
  });

  test('Enter pressed in the e-mail step before the scripts run submits it once the page is hydrated', async ({
    page,
  }) => {
    const { release, field } = await openHeldEmailStep(page);
    await field.fill(`early-enter-${Date.now().toString(36)}@demo.tidyfox.test`);
    // The prerendered Next is disabled (a first visit's empty field): Enter alone would submit nothing.
    await field.press('Enter');
    release();
    await expect(page).toHaveURL(/\/en-gb\/login\/web$/);
  });

  test('what the visitor selected in a field before the page hydrated stays selected: typing replaces it', async ({
    page,
  }) => {
    const { release, field } = await openHeldEmailStep(page);
    await field.fill('ada@');
    // The visitor selects all of it to type over it; the page hydrates in between.
    await field.evaluate((node) => (node as HTMLInputElement).select());
    // Listening before the release (awaited: on a loaded machine the page could hydrate first).
    await page.evaluate(() => {
      (window as Window & { hydrated?: Promise<void> }).hydrated = new Promise<void>((resolve) =>
        document.addEventListener('tidyfox:hydrated', () => resolve(), { once: true }),
      );
    });
    release();
    await page.evaluate(() => (window as Window & { hydrated?: Promise<void> }).hydrated);
    await expect(field).toBeFocused();
    await page.keyboard.insertText('ada@example.com');
    await expect(field).toHaveValue('ada@example.com');
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  test('an address typed in the landing before the scripts run survives a fresh render (stored variant B), with the focus', async ({
    page,
  }) => {
    // A returning visitor with variant B: the prerendered landing (a first visit's, variant A) is not
    // hydrated but replaced by a fresh render.
    await page.addInitScript(() => localStorage.setItem('landingVariant', 'B'));
    const release = await holdEntry(page);
    await page.goto('/en-gb/', { waitUntil: 'domcontentloaded' });
    const hero = page.getByRole('textbox', { name: 'Your e-mail address' }).first();
    await expect(page.locator('#root[data-prerendered="landing|en-gb"]')).toBeAttached();
    await hero.fill('early-');
    await hero.evaluate((node) => {
      (node as HTMLInputElement & { prerendered?: boolean }).prerendered = true;
    });
    release();
    // The fresh render's field (not the prerendered one) holds what was typed, and the focus: typing
    // goes on in it, after what was typed before.
    await expect
      .poll(() =>
        hero.evaluate((node) => (node as HTMLInputElement & { prerendered?: boolean }).prerendered ?? false),
      )
      .toBe(false);
    await expect(hero).toHaveValue('early-');
    await expect(hero).toBeFocused();
    await page.keyboard.insertText('typist@example.com');
    await expect(hero).toHaveValue('early-typist@example.com');
    // …and the app knows it: submitting looks it up (example.com has no mail host).
    await page.getByRole('button', { name: 'Clean my mailbox' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Mail provider not found' })).toContainText(
      'early-typist@example.com',
    );
  });

  test('a held click lapses no more after a fresh render: it goes to the new button (stored variant B)', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('landingVariant', 'B'));
    await page.addInitScript(storeCookieChoice);
    const release = await holdEntry(page);
    await page.goto('/en-gb/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root[data-prerendered="landing|en-gb"]')).toBeAttached();
    await page
      .getByRole('textbox', { name: 'Your e-mail address' })
      .first()
      .fill(`held-click-${Date.now().toString(36)}@demo.tidyfox.test`);
    await release.requested;
    // Held by the boot script; the fresh render replaces this button with its twin.
    await page.getByRole('button', { name: 'Clean my mailbox' }).first().click();
    release();
    await expect(page).toHaveURL(/\/en-gb\/consent-page/);
  });

  test.describe('a slow phone, first visit, variant B drawn: the landing is hydrated, not thrown away', () => {
    /**
     * Six times slower CPU (hydration then takes seconds), and a remote split that draws B. The start-up
     * (remote config included) used to begin before the page's own Suspense boundary was hydrated; the
     * variant B drawn meanwhile did not match the prerendered markup (variant A's), React threw the page
     * away (error 418) and rendered it afresh, and a click held before the scripts ran lapsed.
     * The draw is made certain: the split waits for the config at most 2 s from its request, and on a
     * loaded machine the six times slower page can take longer to read the answer, so the default split
     * (50) decided, A half the time (the test failed 1 run in 8, showing A). A random of 0 draws B from
     * either split.
     */
    async function slowFirstVisit(page: Page) {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.addInitScript(storeCookieChoice);
      await page.addInitScript(() => {
        Math.random = () => 0;
      });
      await page.route(/\/api\/config(\?|$)/, async (route) => {
        const answer = await route.fetch();
        const config = (await answer.json()) as Record<string, unknown>;
        await route.fulfill({ response: answer, json: { ...config, landing_without_qr_code_web: 100 } });
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      const release = await holdEntry(page);
      await page.goto('/en-gb/', { waitUntil: 'domcontentloaded' });
      await expect(page.locator('#root[data-prerendered="landing|en-gb"]')).toBeAttached();
      await release.requested;
      return { release, errors };
    }

    test('the prerendered form stays (hydrated), and the app block leaves once the page is live', async ({
      page,
    }) => {
      const { release, errors } = await slowFirstVisit(page);
      const form = page.locator('[data-slot="landing-email-form"][data-tone="hero"]');
      await form.evaluate((node) => {
        (node as HTMLElement & { prerendered?: boolean }).prerendered = true;
      });
      release();
      // Variant B drawn and applied after the hydration: the app block leaves.
      await expect(page.locator('[data-page="landing"]')).toHaveAttribute('data-app-blocks', 'false', {
        timeout: 20_000,
      });
      expect(
        await form.evaluate((node) => (node as HTMLElement & { prerendered?: boolean }).prerendered ?? false),
      ).toBe(true);
      expect(errors.filter((message) => /#418|#423|hydrat/i.test(message))).toEqual([]);
    });

    test('a click on "Clean my mailbox" made before the app started goes through', async ({ page }) => {
      const { release } = await slowFirstVisit(page);
      await page
        .getByRole('textbox', { name: 'Your e-mail address' })
        .first()
        .fill(`slow-phone-${Date.now().toString(36)}@demo.tidyfox.test`);
      await page.getByRole('button', { name: 'Clean my mailbox' }).first().click();
      release();
      await expect(page).toHaveURL(/\/en-gb\/consent-page/, { timeout: 20_000 });
    });
  });

  test('a first visit gets the prerendered page as built: banner, landing, no first-paint marks, no CSP refusal', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const release = await holdEntry(page);
    const response = await page.goto('/en-gb/', { waitUntil: 'domcontentloaded' });
    // The head's inline script is allowed by its hash, on this page.
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Clean your mailbox in a few swipes' }),
    ).toBeVisible();
    await expect(page.locator('[data-slot="cookie-banner"]')).toBeVisible();
    const marks = await page.evaluate(() =>
      ['data-first-paint', 'data-cookie-choice', 'data-landing-variant'].filter((name) =>
        document.documentElement.hasAttribute(name),
      ),
    );
    expect(marks).toEqual([]);
    release();
    await expect(page.getByRole('button', { name: 'Accept all' })).toBeVisible();
    await expect(page.locator('#root[data-prerendered="landing|en-gb"]')).toBeAttached();
    expect(refused).toEqual([]);
  });

  test('a returning visitor with a stored cookie choice never sees the banner, and the page still hydrates', async ({
    page,
  }) => {
    await page.addInitScript(storeCookieChoice);
    await recordFrames(page);
    const release = await holdEntry(page);
    await page.goto('/en-gb/login/email', { waitUntil: 'domcontentloaded' });
    const field = page.getByLabel('E-mail address');
    await expect(field).toBeVisible();
    await expect(page.locator('[data-slot="cookie-banner"]')).toBeHidden();
    release();
    await field.fill('returning@example.com');
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    // Hydrated (not rendered afresh), and the banner is gone from the DOM once the app started.
    await expect(page.locator('#root[data-prerendered="loginEmail|en-gb"]')).toBeAttached();
    await expect(page.locator('[data-slot="cookie-banner"]')).toHaveCount(0);
    const frames = await framesOf(page);
    expect(frames.filter((frame) => frame.loginEmail).length).toBeGreaterThan(0);
    expect(frames.filter((frame) => frame.banner)).toEqual([]);
  });

  test("a stored language other than the browser's: the first paint is already in the stored language", async ({
    page,
  }) => {
    // The browser asks for English (Accept-Language en-GB); the visitor chose French in the app.
    await page.addInitScript(() => localStorage.setItem('lang', 'fr-fr'));
    await page.addInitScript(storeCookieChoice);
    await recordFrames(page);
    const release = await holdEntry(page);
    await page.goto('/?utm_source=mail#top', { waitUntil: 'domcontentloaded' });
    await expect(page).toHaveURL(/\/fr-fr\/\?utm_source=mail#top$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Videz votre boîte mail en quelques gestes' }),
    ).toBeVisible();
    release();
    await expect(page.locator('#root[data-prerendered="landing|fr-fr"]')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Nettoyer ma boîte', exact: true }).first()).toBeVisible();
    // No frame showed the English page.
    const frames = await framesOf(page);
    expect(frames.filter((frame) => frame.landing && frame.lang !== 'fr-fr')).toEqual([]);
    expect(frames.some((frame) => frame.landing && frame.lang === 'fr-fr')).toBe(true);
  });

  test('the same for a right-to-left language (ar-sa) on the e-mail step', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'ar-sa'));
    await recordFrames(page);
    const release = await holdEntry(page);
    await page.goto('/login/email', { waitUntil: 'domcontentloaded' });
    await expect(page).toHaveURL(/\/ar-sa\/login\/email$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('[data-page="login-email"]')).toBeVisible();
    release();
    await expect(page.locator('#root[data-prerendered="loginEmail|ar-sa"]')).toBeAttached();
    const frames = await framesOf(page);
    expect(frames.filter((frame) => frame.loginEmail && frame.lang !== 'ar-sa')).toEqual([]);
  });

  test('signed in: the landing and /start are never shown before the app sends the visitor on; the e-mail step (allowed) shows at once', async ({
    page,
    request,
  }) => {
    const token = await demoToken(request, 'first-paint');
    await page.addInitScript((value) => localStorage.setItem('token', value), token);
    await page.addInitScript(storeCookieChoice);
    await recordFrames(page);
    for (const path of ['/en-gb/', '/en-gb/start']) {
      const release = await holdEntry(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('#root [data-page="landing"]')).toBeAttached();
      await expect(page.locator('[data-page="landing"]')).toBeHidden();
      release();
      await expect(page).toHaveURL(/\/en-gb\/newsletters/);
      await expect(page.locator('[data-page="landing"]')).toHaveCount(0);
      await page.unroute(/\/assets\/index-[\w-]+\.js$/);
    }
    const release = await holdEntry(page);
    await page.goto('/en-gb/login/email', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-page="login-email"]')).toBeVisible();
    release();
    await expect(page.locator('#root[data-prerendered="loginEmail|en-gb"]')).toBeAttached();
    await expect(page).toHaveURL(/\/en-gb\/login\/email$/);
    const frames = await framesOf(page);
    expect(frames.filter((frame) => frame.landing)).toEqual([]);
  });

  test("stored landing variant B: the prerendered variant A's app block is never shown, nothing moves when the app renders", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('landingVariant', 'B'));
    await page.addInitScript(storeCookieChoice);
    await recordFrames(page);
    const release = await holdEntry(page);
    await page.goto('/en-gb/', { waitUntil: 'domcontentloaded' });
    const landing = page.locator('[data-page="landing"]');
    await expect(landing).toHaveAttribute('data-app-blocks', 'true');
    await expect(page.locator('[data-slot="app-block"]')).toBeHidden();
    const heightBefore = await page.locator('main').evaluate((main) => main.getBoundingClientRect().height);
    release();
    // Rendered afresh as variant B.
    await expect(landing).toHaveAttribute('data-app-blocks', 'false');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    const heightAfter = await page.locator('main').evaluate((main) => main.getBoundingClientRect().height);
    expect(heightAfter).toBe(heightBefore);
    expect((await framesOf(page)).filter((frame) => frame.appBlock)).toEqual([]);
    await page.unroute(/\/assets\/index-[\w-]+\.js$/);
    // /start (variant B whatever is stored) is prerendered as B: hydrated as it is.
    await page.goto('/en-gb/start');
    await expect(page.locator('#root[data-prerendered="start|en-gb"]')).toBeAttached();
    await expect(landing).toHaveAttribute('data-app-blocks', 'false');
  });
});
