import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { TOAST_DURATION_MS } from '../../src/shared/config/constants';
import {
  ACTION_PATHS,
  type ActionPath,
  BATCH_WINDOW_S,
  recordActionCalls,
  topCard,
  topSender,
} from './support/cleaning';
import { demoToken, openNewsletters, waitForScan } from './support/demo-session';
import { test } from './support/test';

async function senderList(page: Page, token: string, path: 'blocked' | 'kept' | 'postponed') {
  const answer = await page.request.get(`/api/v3/subscriptions/${path}?device=web&version=e2e`, {
    headers: { 'x-access-token': token },
  });
  const body = (await answer.json()) as { subscriptions: { sender: string }[] };
  return body.subscriptions.map((item) => item.sender);
}

/** A new demo account's /newsletters in list mode, once its scan is done. */
async function openList(page: Page, request: APIRequestContext, name: string) {
  const token = await demoToken(request, name);
  await waitForScan(request, token);
  await openNewsletters(page, token, { page: 'list' });
}

/** A new demo account's /newsletters in cards mode, once its scan is done: the deck has the focus. */
async function openFocusedDeck(page: Page, request: APIRequestContext, name: string) {
  const token = await demoToken(request, name);
  await waitForScan(request, token);
  await openNewsletters(page, token, { page: 'cards' });
  await expect(page.locator('[data-slot="swipe-deck-stage"]')).toBeFocused();
  return token;
}

test.describe('/newsletters: cleaning with the keyboard alone', () => {
  test('the four arrow keys sort four senders, one batch request per kind, without a click', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const token = await demoToken(request, 'keys');
    await waitForScan(request, token);
    const calls = recordActionCalls(page);
    // The batching window opens at a kind's first decision (product §9: 3 s by default, remote config
    // action_delay_seconds). Five key presses with their card animations can outlast 3 s on a loaded
    // machine, which splits a kind into two batches (nothing is lost); a longer window set through the
    // remote config makes "one request per kind" a property of the queue, not of the machine's speed.
    await page.route(/\/api\/config\?/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        json: { ...(await response.json()), action_delay_seconds: BATCH_WINDOW_S },
      });
    });
    await openNewsletters(page, token, { page: 'cards' });

    // Focus lands on the deck by itself, visibly.
    const stage = page.locator('[data-slot="swipe-deck-stage"]');
    await expect(stage).toBeFocused();
    expect(await stage.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
    // …and drawn: a ring around the stack (matching :focus-visible alone does not draw one).
    await expect(stage).toHaveCSS('outline-style', 'solid');
    await expect(topCard(page)).toBeVisible();

    const decided: Record<ActionPath, string[]> = { block: [], delete: [], keep: [], postpone: [] };
    const keys: [string, ActionPath][] = [
      ['ArrowLeft', 'block'],
      ['ArrowUp', 'delete'],
      ['ArrowRight', 'keep'],
      ['ArrowDown', 'postpone'],
      ['ArrowLeft', 'block'],
    ];
    for (const [key, kind] of keys) {
      const sender = await topSender(page);
      expect(sender).not.toBe('');
      await page.keyboard.press(key);
      decided[kind].push(sender);
      await expect.poll(() => topSender(page)).not.toBe(sender);
    }
    // Each decision is announced, and the toast offers Undo.
    await expect(page.locator('[data-slot="swipe-deck-status"]')).not.toBeEmpty();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();

    // After the batching delay: exactly one request per kind, carrying that kind's senders in order.
    await expect.poll(() => calls.length, { timeout: (BATCH_WINDOW_S + 5) * 1000 }).toBe(4);
    await page.waitForTimeout(500);
    expect(calls).toHaveLength(4);
    for (const kind of ACTION_PATHS) {
      const ofKind = calls.filter((call) => call.kind === kind);
      expect(ofKind, kind).toHaveLength(1);
      expect(ofKind[0]?.senders).toEqual(decided[kind]);
    }
    // The server has them: auto-delete, keep and later lists.
    expect(await senderList(page, token, 'blocked')).toEqual(expect.arrayContaining(decided.block));
    expect(await senderList(page, token, 'kept')).toEqual(expect.arrayContaining(decided.keep));
    expect(await senderList(page, token, 'postponed')).toEqual(expect.arrayContaining(decided.postpone));
  });

  test('`?` lists every shortcut; Escape closes it and the deck keeps the keys', async ({
    page,
    request,
  }) => {
    await openFocusedDeck(page, request, 'help');
    await page.keyboard.press('Shift+Slash');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('Undo the last decision')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    const before = await topSender(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => topSender(page)).not.toBe(before);
  });

  test('Undo before the batch went out: the sender is back on top and nothing is sent', async ({
    page,
    request,
  }) => {
    const token = await demoToken(request, 'undo');
    await waitForScan(request, token);
    const calls = recordActionCalls(page);
    await openNewsletters(page, token, { page: 'cards' });
    await expect(page.locator('[data-slot="swipe-deck-stage"]')).toBeFocused();
    const first = await topSender(page);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => topSender(page)).not.toBe(first);
    await page.keyboard.press('ControlOrMeta+z');
    await expect.poll(() => topSender(page)).toBe(first);
    await expect(page.locator('[data-slot="toast"]')).toContainText('Undone: back in the list.');
    // Well past the batching delay: no request went out.
    await page.waitForTimeout(5_000);
    expect(calls).toEqual([]);
    // The toast's Undo button does the same.
    await page.locator('[data-slot="swipe-deck-stage"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => topSender(page)).not.toBe(first);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => topSender(page)).toBe(first);
    // And says so: the Undo toast, closing as its button is pressed, does not take its successor along.
    await expect(page.locator('[data-slot="toast"]')).toContainText('Undone: back in the list.');
    await page.waitForTimeout(5_000);
    expect(calls).toEqual([]);
  });

  test('the Undo toast waits while the pointer is on it, its Undo still works then and says it undid, and a toast closes on time once the pointer leaves', async ({
    page,
    request,
  }) => {
    await openFocusedDeck(page, request, 'undo-hover');
    const toast = page.locator('[data-slot="toast"]');
    const first = await topSender(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => topSender(page)).not.toBe(first);
    // On its way to Undo, the pointer rests on the toast for longer than the toast's 3 s.
    const undo = toast.getByRole('button', { name: 'Undo' });
    await undo.hover();
    await page.waitForTimeout(TOAST_DURATION_MS + 1_000);
    await expect(undo).toBeVisible();
    await undo.click();
    await expect.poll(() => topSender(page)).toBe(first);
    // The toast says so (the decision had gone out in its batch by then).
    await expect(toast).toContainText('Undone: back in the list.');

    // Left alone after the pointer leaves, the next decision's toast closes by itself, on time.
    await page.locator('[data-slot="swipe-deck-stage"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => topSender(page)).not.toBe(first);
    await toast.getByRole('button', { name: 'Undo' }).hover();
    await page.waitForTimeout(TOAST_DURATION_MS + 1_000);
    await expect(toast).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: TOAST_DURATION_MS + 1_500 });
  });

  test('a batch the server refuses puts every sender back, in order, and says so', async ({
    page,
    request,
  }) => {
    const token = await demoToken(request, 'refused');
    await waitForScan(request, token);
    // Failure injection: the server answers an error for the delete batch only.
    await page.route('**/api/v3/subscriptions/delete**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"internal_error"}' }),
    );
    await openNewsletters(page, token, { page: 'cards' });
    await expect(page.locator('[data-slot="swipe-deck-stage"]')).toBeFocused();
    const order: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const sender = await topSender(page);
      order.push(sender);
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => topSender(page)).not.toBe(sender);
    }
    await expect(page.locator('[data-slot="toast"]')).toContainText(
      'The server refused it. Senders back in the list, in their place: 3',
      { timeout: 10_000 },
    );
    // The three are back on top of the deck, in their order.
    await expect.poll(() => topSender(page)).toBe(order[0]);
    const stack = await page
      .locator('[data-slot="swipe-deck-card"] [data-slot="sender-card"] bdi')
      .evaluateAll((nodes) =>
        nodes
          .filter((node) => node.closest('[data-slot="sender-card"]')?.querySelector('bdi') === node)
          .map((node) => node.textContent?.trim() ?? ''),
      );
    // The stack is drawn bottom first: reversed, it reads top first; the three lead it, in their order
    // (the deck may draw more cards below them).
    expect(stack.reverse().slice(0, order.length)).toEqual(order);
  });

  test('a decided card leaves out of the way: hidden from assistive technologies at once, inert while it flies, then gone; the cards behind the new top one stay inert', async ({
    page,
    request,
  }) => {
    await openFocusedDeck(page, request, 'leaving');
    // What happens to the card that leaves, recorded in the page as it happens (its exit lasts 200 ms).
    await page.evaluate(() => {
      const seen: { hiddenAtStart: string | null; inert: boolean; removed: boolean } = {
        hiddenAtStart: null,
        inert: false,
        removed: false,
      };
      (window as unknown as { __leaving: typeof seen }).__leaving = seen;
      let card: Element | null = null;
      const stage = document.querySelector('[data-slot="swipe-deck-stage"]');
      if (!stage) throw new Error('no deck');
      new MutationObserver(() => {
        if (!card) {
          card = stage.querySelector('[data-slot="swipe-deck-card"][data-leaving]');
          if (card) seen.hiddenAtStart = card.getAttribute('aria-hidden');
        }
        if (card?.hasAttribute('inert')) seen.inert = true;
        if (card && !card.isConnected) seen.removed = true;
      }).observe(stage, { subtree: true, childList: true, attributes: true });
    });
    const first = await topSender(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => topSender(page)).not.toBe(first);
    const leaving = () => page.evaluate(() => (window as unknown as { __leaving: unknown }).__leaving);
    await expect.poll(leaving).toEqual({ hiddenAtStart: 'true', inert: true, removed: true });
    await expect(page.locator('[data-slot="swipe-deck-card"][data-leaving]')).toHaveCount(0);
    // The new top card takes the keys and the pointer; the ones behind it do not.
    const cards = page.locator('[data-slot="swipe-deck-card"]');
    const states = await cards.evaluateAll((all) =>
      all.map((card) => ({
        top: card.getAttribute('data-top') === 'true',
        inert: card.hasAttribute('inert'),
        hidden: card.getAttribute('aria-hidden') === 'true',
      })),
    );
    expect(states.filter((card) => card.top)).toEqual([{ top: true, inert: false, hidden: false }]);
    for (const card of states.filter((other) => !other.top))
      expect(card).toEqual({ top: false, inert: true, hidden: true });
  });

  test('reduced motion: a decided card does not travel', async ({ page, request }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openFocusedDeck(page, request, 'motion');
    const card = page.locator('[data-slot="swipe-deck-card"][data-top="true"]');
    const before = await card.boundingBox();
    const first = await topSender(page);
    await page.keyboard.press('ArrowLeft');
    // The next frame already shows the next card at the same place; nothing is leaving sideways.
    await expect.poll(() => topSender(page)).not.toBe(first);
    const leaving = page.locator('[data-slot="swipe-deck-card"][data-leaving]');
    await expect(leaving).toHaveCount(0);
    const after = await card.boundingBox();
    expect(after?.x).toBeCloseTo(before?.x ?? 0, 0);
  });

  test('the list prepared behind the cards stays out of the way (sight, pointer, keyboard, screen readers) and, switched to, shows the decisions taken on the cards', async ({
    page,
    request,
  }) => {
    await openFocusedDeck(page, request, 'behind');
    // Prepared once the page is idle: rendered, with its rows, in the deck's box.
    const list = page.locator('[data-slot="sender-list"]');
    await expect(page.locator('[data-slot="sender-row"]').first()).toBeAttached();
    const seen = () =>
      page.evaluate(() => {
        const frame = document.querySelector<HTMLElement>('[data-slot="sender-list"]');
        // The list with its tabs and search: the stage's part that is not the deck.
        const region = frame?.closest('[data-slot="newsletters-stage"] > *');
        const card = document.querySelector<HTMLElement>('[data-slot="swipe-deck-card"][data-top="true"]');
        if (!frame || !region || !card) throw new Error('no list or no card');
        const box = card.getBoundingClientRect();
        const under = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return {
          visible: frame.checkVisibility({ visibilityProperty: true }),
          underPointer: region.contains(under),
          documentTallerThanScreen: document.documentElement.scrollHeight > window.innerHeight + 1,
        };
      });
    expect(await seen()).toEqual({ visible: false, underPointer: false, documentTallerThanScreen: false });
    // Out of the accessibility tree, Chromium's own: no search field, no list tabs, no row checkbox.
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(0);
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; role?: { value?: string } }[];
    };
    const exposed = nodes.filter((node) => !node.ignored).map((node) => node.role?.value);
    expect(exposed).toContain('button');
    for (const role of ['combobox', 'tab', 'checkbox']) expect(exposed).not.toContain(role);
    // Tab goes through the page without ever landing in it.
    for (let press = 0; press < 25; press += 1) {
      await page.keyboard.press('Tab');
      expect(await list.evaluate((frame) => frame.contains(document.activeElement))).toBe(false);
    }

    // Two senders decided on the cards…
    await page.locator('[data-slot="swipe-deck-stage"]').focus();
    const decided: string[] = [];
    for (const key of ['ArrowLeft', 'ArrowUp']) {
      const sender = await topSender(page);
      decided.push(sender);
      await page.keyboard.press(key);
      await expect.poll(() => topSender(page)).not.toBe(sender);
    }
    // …are gone from the list once it shows (and the deck is gone).
    await page.getByRole('radio', { name: 'List' }).click();
    await expect(page.locator('[data-slot="swipe-deck-stage"]')).toHaveCount(0);
    await expect(list).toBeVisible();
    await expect(page.getByRole('combobox')).toBeVisible();
    // (The list renders the rows its screen shows, the top of the list: the senders left after the cards'
    // first two, in the same order.)
    const rows = await page.locator('[data-slot="sender-row"]').allTextContents();
    expect(rows.length).toBeGreaterThan(2);
    for (const sender of decided) expect(rows.filter((row) => row.includes(sender))).toEqual([]);
  });
});

test.describe('/newsletters: cleaning with the mouse in the list', () => {
  async function selectThree(page: Page) {
    const rows = page.locator('[data-slot="sender-row"]');
    await expect(rows.first()).toBeVisible();
    const names: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const row = rows.nth(index);
      names.push((await row.locator('[data-slot="sender-name"]').textContent())?.trim() ?? '');
      await row.getByRole('checkbox').click();
    }
    await expect(page.locator('[data-slot="selection-bar"]').getByText('3 selected')).toBeVisible();
    return names;
  }

  test('select three, unsubscribe, confirm with the exact consequence: one block request', async ({
    page,
    request,
  }) => {
    const token = await demoToken(request, 'list');
    await waitForScan(request, token);
    const calls = recordActionCalls(page);
    await openNewsletters(page, token, { page: 'list' });
    await page.getByRole('tab', { name: /Newsletters/ }).click();
    const names = await selectThree(page);
    const unsubscribe = page
      .getByRole('group', { name: 'Actions for the selected senders' })
      .getByRole('button', { name: 'Unsubscribe' });
    // A mouse user sees the hand over what can be pressed (Tailwind 4 leaves buttons with the arrow).
    await expect(unsubscribe).toHaveCSS('cursor', 'pointer');
    await unsubscribe.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-slot="confirm-consequence"]')).toContainText(
      /Senders: 3\. Their mails move to Trash \([\d,]+\)/,
    );
    await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(dialog).toBeHidden();
    for (const name of names)
      await expect(page.locator('[data-slot="sender-name"]', { hasText: name })).toHaveCount(0);
    await expect.poll(() => calls.length, { timeout: 10_000 }).toBe(1);
    expect(calls[0]?.kind).toBe('block');
    expect(calls[0]?.senders).toHaveLength(3);
  });

  test('"do not ask again" skips the confirmation next time', async ({ page, request }) => {
    const token = await demoToken(request, 'noask');
    await waitForScan(request, token);
    const calls = recordActionCalls(page);
    await openNewsletters(page, token, { page: 'list' });
    await page.getByRole('tab', { name: /Newsletters/ }).click();
    await selectThree(page);
    const selection = page.getByRole('group', { name: 'Actions for the selected senders' });
    await selection.getByRole('button', { name: 'Unsubscribe' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: "Don't ask me again before unsubscribing" }).click();
    await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(dialog).toBeHidden();
    const second = await selectThree(page);
    await selection.getByRole('button', { name: 'Unsubscribe' }).click();
    // No question this time: the senders leave at once.
    for (const name of second)
      await expect(page.locator('[data-slot="sender-name"]', { hasText: name })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => calls.flatMap((call) => call.senders).length, { timeout: 10_000 }).toBe(6);
    expect(calls.every((call) => call.kind === 'block')).toBe(true);
  });
});

test.describe('/newsletters list mode: the search', () => {
  test("suggestions follow the text; a new search after one closed suggests its own senders, the list's first first; ↓ and Enter pick", async ({
    page,
    request,
  }, testInfo) => {
    await openList(page, request, 'search');
    const rows = page.locator('[data-slot="sender-row"]');
    await expect(rows.first()).toBeVisible();
    const nameOf = async (index: number) =>
      ((await rows.nth(index).locator('[data-slot="sender-name"]').textContent()) ?? '').trim();
    const first = await nameOf(0);
    const other = await nameOf(3);
    const search = page.getByRole('combobox', { name: 'Search senders' });
    const listbox = page.getByRole('listbox', { name: 'Suggested senders' });
    const options = listbox.getByRole('option');
    /** The suggestions are open, and every one shows the text (case-sensitive), emphasised. */
    const expectEachShows = async (text: string) => {
      await expect(search).toHaveAttribute('aria-expanded', 'true');
      await expect(options.first()).toBeVisible();
      for (const option of await options.all()) {
        await expect(option).toContainText(text);
        await expect(option.locator('mark').first()).toHaveText(text);
      }
    };

    // A first search, then Escape: cleared and closed.
    await search.click();
    await page.keyboard.type(other);
    await expectEachShows(other);
    await expect(options.filter({ hasText: other })).not.toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(search).toHaveValue('');
    await expect(listbox).toHaveCount(0);

    // A person's pause (the search is prepared again meanwhile, when the browser is idle), then a new
    // search's first character: its own suggestions, from the top of the list (the first sender first).
    await page.waitForTimeout(2_500);
    await page.keyboard.type(first.charAt(0));
    await expectEachShows(first.charAt(0));
    await expect(options.first()).toContainText(first);

    // Typed on: narrowed to that sender; ↓ highlights the first suggestion, Enter picks it.
    await page.keyboard.press('Backspace');
    await page.keyboard.type(other);
    await expectEachShows(other);
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const picked = ((await options.first().locator('span[dir="auto"]').first().textContent()) ?? '').trim();
    await page.keyboard.press('Enter');
    await expect(search).toHaveValue(picked);
    if (testInfo.project.name === 'desktop') {
      // On a desktop the list shows that sender at once (result mode), the suggestions closed.
      await expect(listbox).toHaveCount(0);
      await expect(rows.first().locator('[data-slot="sender-name"]')).toHaveText(picked);
    } else {
      // On a phone the text is set and the search goes on: the suggestions are that sender's.
      await expectEachShows(picked);
    }
  });
});

test.describe('/newsletters list mode: the room it has', () => {
  test('the list fills the screen under the banners: the document stays still, the list scrolls to its last row; on a phone held sideways the rows stay reachable', async ({
    page,
    request,
  }) => {
    await openList(page, request, 'fills');
    const rows = page.locator('[data-slot="sender-row"]');
    await expect(rows.first()).toBeVisible();
    // A new account sees the agreements banner above the list: the list makes room for it.
    await expect(page.getByRole('button', { name: 'Got it' })).toBeVisible();
    const documentScroll = () =>
      page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(await documentScroll()).toBe(0);

    // The list scrolls inside itself, and its last row ends on screen, above the bottom bar on a phone.
    const scroller = page.locator('[data-slot="sender-list-scroller"]');
    const bar = page.locator('[data-slot="bottom-nav-bar"]');
    const limit = (await bar.isVisible())
      ? await bar.evaluate((element) => element.getBoundingClientRect().top)
      : await page.evaluate(() => window.innerHeight);
    await expect(async () => {
      await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await expect(rows.last()).toBeInViewport({ ratio: 1, timeout: 1_000 });
      const lastBottom = await rows.last().evaluate((element) => element.getBoundingClientRect().bottom);
      expect(lastBottom).toBeLessThanOrEqual(limit);
    }).toPass({ timeout: 10_000 });

    // A short screen (a phone held sideways): the list keeps room for rows, the document scrolls to them.
    // (The rows are drawn again for the new size: each check reads them afresh until it holds.)
    await page.setViewportSize({ width: 667, height: 375 });
    await scroller.evaluate((element) => element.scrollTo(0, 0));
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(rows.first()).toBeInViewport({ timeout: 1_000 });
      const height = await rows.first().evaluate((element) => element.getBoundingClientRect().height);
      expect(height).toBeGreaterThan(40);
    }).toPass({ timeout: 10_000 });
  });

  test('on a 375 × 667 phone with the agreements banner, the page scrolls until the last row, actions included, is above the bottom bar, and a click on them decides', async ({
    page,
    request,
  }) => {
    const token = await demoToken(request, 'listshort');
    await waitForScan(request, token);
    await page.setViewportSize({ width: 375, height: 667 });
    await openNewsletters(page, token, { page: 'list' });
    const rows = page.locator('[data-slot="sender-row"]');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Got it' })).toBeVisible();
    const scroller = page.locator('[data-slot="sender-list-scroller"]');
    const last = () =>
      page.evaluate(() => {
        const all = [...document.querySelectorAll<HTMLElement>('[data-slot="sender-row"]')];
        const row = all.reduce((a, b) =>
          b.getBoundingClientRect().bottom > a.getBoundingClientRect().bottom ? b : a,
        );
        return {
          name: row.querySelector('[data-slot="sender-name"]')?.textContent ?? '',
          bottom: row.getBoundingClientRect().bottom,
          bar: document.querySelector('[data-slot="bottom-nav-bar"]')?.getBoundingClientRect().top ?? 0,
        };
      });
    // Both scrolled to their end: the list, then the document.
    await expect(async () => {
      await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const room = await last();
      expect(room.bar).toBeGreaterThan(0);
      expect(room.bottom).toBeLessThanOrEqual(room.bar);
    }).toPass({ timeout: 10_000 });
    // The last row's Later button takes the click (not the bar over it): the sender leaves the list.
    const { name } = await last();
    await rows.filter({ hasText: name }).getByRole('button', { name: 'Later', exact: true }).click();
    await expect(rows.filter({ hasText: name })).toHaveCount(0);
  });

  test('each row is as tall as what it shows: on a phone no empty band under the actions and nothing spilling over the next row, in English and in French (labels on two lines)', async ({
    page,
    request,
  }, testInfo) => {
    await openList(page, request, 'rowfit');
    for (const [locale, list] of [
      ['en-gb', 'List'],
      ['fr-fr', 'Liste'],
    ] as const) {
      await page.goto(`/${locale}/newsletters`);
      // The stored display is restored once: a phone opens the next visit in cards.
      await page.getByRole('radio', { name: list, exact: true }).click();
      const rows = page.locator('[data-slot="sender-row"]');
      await expect(rows.first()).toBeVisible();
      // Per row: its height, the room its content needs, and the room left under its last line
      // (the row's own padding and border on a phone). Read again until the list has measured its rows.
      await expect(async () => {
        const fits = await rows.evaluateAll((elements) =>
          elements.slice(0, 6).map((row) => {
            const box = row.getBoundingClientRect();
            const inner = row.firstElementChild as HTMLElement;
            const last = inner.lastElementChild?.getBoundingClientRect().bottom ?? box.bottom;
            return {
              layout: row.dataset.layout,
              spills: row.scrollHeight - row.clientHeight,
              below: Math.round(box.bottom - last),
            };
          }),
        );
        expect(fits.length).toBeGreaterThan(1);
        for (const row of fits) {
          expect(row.spills).toBeLessThanOrEqual(0);
          // A phone's row ends 12 px (its padding) and its 1 px border under its actions.
          if (testInfo.project.name === 'mobile') {
            expect(row.layout).toBe('compact');
            expect(row.below).toBeLessThanOrEqual(14);
          }
        }
      }).toPass({ timeout: 10_000 });
    }
  });
});

test.describe('/newsletters list mode: rows in every width', () => {
  test('the name has room (whole on a phone) and the spam mark stays in sight in every window width: phones, and windows of 600 to 1,000 px beside the side menu', async ({
    page,
    request,
  }, testInfo) => {
    await openList(page, request, 'rowwidth');
    const widths = testInfo.project.name === 'mobile' ? [320, 375, 540] : [600, 700, 800, 900, 1000, 1280];
    const rows = page.locator('[data-slot="sender-row"]');
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      for (const tab of ['All', 'Spam']) {
        await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
        await expect(rows.first()).toBeVisible();
        // Per row: the name's width (or all of it when it is shorter), anything wider than the row, and
        // for a spam row whether its mark is in sight: inside the row's visible name line on a desktop
        // row, inside the row on a phone's (its mailbox line, under the name).
        await expect(async () => {
          const shown = await rows.evaluateAll((elements) =>
            elements.map((row) => {
              const name = row.querySelector<HTMLElement>('[data-slot="sender-name"]');
              const badge = row.querySelector<HTMLElement>('[data-tone="spam"]');
              const line = (
                row.dataset.layout === 'compact' ? row : badge?.parentElement
              )?.getBoundingClientRect();
              const mark = badge?.getBoundingClientRect();
              // At least 80 px for the name (about ten letters a line), or its width on one line when shorter
              // (measured on a copy beside it, not wrapped).
              let oneLine = 0;
              if (name?.parentElement) {
                const copy = name.cloneNode(true) as HTMLElement;
                copy.style.cssText =
                  'position:absolute;visibility:hidden;display:inline-block;width:max-content;white-space:nowrap;-webkit-line-clamp:none';
                name.parentElement.append(copy);
                oneLine = copy.getBoundingClientRect().width;
                copy.remove();
              }
              return {
                layout: row.dataset.layout,
                name: name ? name.getBoundingClientRect().width : 0,
                nameNeeds: Math.min(Math.floor(oneLine), 80),
                overflow: row.scrollWidth - row.clientWidth,
                // A phone's row gives the name two lines: it shows whole (the demo's names are at most
                // 22 letters), not cut by the line clamp.
                nameWhole: !name || name.scrollHeight <= name.clientHeight + 1,
                spam: row.dataset.spam === 'true',
                markSeen:
                  !!mark &&
                  !!line &&
                  mark.width > 8 &&
                  mark.top >= line.top - 1 &&
                  mark.bottom <= line.bottom + 1,
              };
            }),
          );
          expect(shown.length).toBeGreaterThan(1);
          for (const row of shown) {
            expect(row.name, `name width at ${width} px (${row.layout})`).toBeGreaterThanOrEqual(
              row.nameNeeds,
            );
            expect(row.overflow).toBeLessThanOrEqual(0);
            if (row.layout === 'compact') expect(row.nameWhole, `name whole at ${width} px`).toBe(true);
            if (row.spam) expect(row.markSeen, `spam mark at ${width} px (${row.layout})`).toBe(true);
          }
          if (tab === 'Spam') expect(shown.every((row) => row.spam)).toBe(true);
        }).toPass({ timeout: 10_000 });
      }
    }
  });
});

test.describe('/newsletters cards mode: the room it has', () => {
  test('the card, its four buttons and their labels are on screen without scrolling, on a small phone and a short laptop window as on the usual sizes; the card shows all it has', async ({
    page,
    request,
  }, testInfo) => {
    const token = await demoToken(request, 'deckroom');
    await waitForScan(request, token);
    await openNewsletters(page, token, { page: 'cards' });
    await expect(page.locator('[data-slot="swipe-deck-card"][data-top="true"] h2')).toBeVisible();
    // The agreements banner of a new account is read and closed first (it pushes the page down once).
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect(page.getByRole('button', { name: 'Got it' })).toHaveCount(0);
    const sizes =
      testInfo.project.name === 'mobile'
        ? [
            { width: 375, height: 812 },
            { width: 375, height: 667 },
          ]
        : [
            { width: 1280, height: 800 },
            { width: 1366, height: 657 },
          ];
    for (const size of sizes) {
      await page.setViewportSize(size);
      await expect(async () => {
        const room = await page.evaluate(() => {
          const bar = document.querySelector('[data-slot="bottom-nav-bar"]');
          const limit =
            bar && bar.getBoundingClientRect().height > 0
              ? bar.getBoundingClientRect().top
              : window.innerHeight;
          const buttons = [...document.querySelectorAll('[data-slot="deck-action-bar"] button')];
          const card = document.querySelector<HTMLElement>(
            '[data-slot="swipe-deck-card"][data-top="true"] [data-slot="sender-card"]',
          );
          return {
            documentScroll: document.documentElement.scrollHeight - window.innerHeight,
            buttons: buttons.length,
            lowestButton: Math.max(...buttons.map((button) => button.getBoundingClientRect().bottom)),
            limit,
            cardTop: card?.getBoundingClientRect().top ?? -1,
            cardSpills: card ? card.scrollHeight - card.clientHeight : -1,
          };
        });
        expect(room.documentScroll, `document scroll at ${size.width}×${size.height}`).toBe(0);
        expect(room.buttons).toBe(4);
        // Each button, label included, ends above the bottom bar (phone) or the window's edge.
        expect(room.lowestButton, `buttons at ${size.width}×${size.height}`).toBeLessThanOrEqual(room.limit);
        expect(room.cardTop).toBeGreaterThan(0);
        // The card gave up room (a smaller avatar, or none) rather than cut its content.
        expect(room.cardSpills, `card content at ${size.width}×${size.height}`).toBeLessThanOrEqual(0);
      }).toPass({ timeout: 10_000 });
    }
    // The keys still decide from there.
    const first = await page.locator('[data-slot="swipe-deck-card"][data-top="true"] h2').textContent();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('[data-slot="swipe-deck-card"][data-top="true"] h2')).not.toHaveText(
      first ?? '',
    );
  });
});

test.describe('/newsletters cards mode: a screen too small for the deck', () => {
  test('on a 320 × 568 phone with the agreements banner, the four buttons fit the width, the page scrolls until they are above the bottom bar, and a click on one decides', async ({
    page,
    request,
  }) => {
    const token = await demoToken(request, 'deckscroll');
    await waitForScan(request, token);
    await page.setViewportSize({ width: 320, height: 568 });
    await openNewsletters(page, token, { page: 'cards' });
    const top = page.locator('[data-slot="swipe-deck-card"][data-top="true"] h2');
    await expect(top).toBeVisible();
    await expect(page.getByRole('button', { name: 'Got it' })).toBeVisible();
    const buttons = page.locator('[data-slot="deck-action-bar"] button');
    await expect(buttons).toHaveCount(4);
    for (const box of await buttons.evaluateAll((all) =>
      all.map((button) => {
        const rect = button.getBoundingClientRect();
        return { left: rect.left, right: rect.right, text: button.textContent };
      }),
    )) {
      expect(box.left, `${box.text}: left edge`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${box.text}: right edge`).toBeLessThanOrEqual(320);
    }
    // Scrolled to the end, the buttons are above the bottom bar (it covers the last 76 px).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(async () => {
      const room = await page.evaluate(() => ({
        bar: document.querySelector('[data-slot="bottom-nav-bar"]')?.getBoundingClientRect().top ?? 0,
        lowest: Math.max(
          ...[...document.querySelectorAll('[data-slot="deck-action-bar"] button')].map(
            (button) => button.getBoundingClientRect().bottom,
          ),
        ),
      }));
      expect(room.bar).toBeGreaterThan(0);
      expect(room.lowest).toBeLessThanOrEqual(room.bar);
    }).toPass({ timeout: 10_000 });
    // A click lands on the button, not on the bar over it.
    const first = await top.textContent();
    await page.getByRole('button', { name: 'Keep', exact: true }).click();
    await expect(top).not.toHaveText(first ?? '');
  });
});

test.describe('/newsletters right to left', () => {
  test('ar-sa mirrors the layout (cards and list), but ← still unsubscribes (physical directions)', async ({
    page,
    request,
  }) => {
    const token = await demoToken(request, 'rtl');
    await waitForScan(request, token);
    const calls = recordActionCalls(page);
    await openNewsletters(page, token, { page: 'cards', locale: 'ar-sa' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('[data-slot="swipe-deck-stage"]')).toBeFocused();
    const first = await topSender(page);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => topSender(page)).not.toBe(first);
    // A drag to the physical left unsubscribes too (the swipe directions are not mirrored).
    const second = await topSender(page);
    const box = await page.locator('[data-slot="swipe-deck-card"][data-top="true"]').boundingBox();
    if (!box) throw new Error('no top card');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + box.width / 2 - step * 30, y);
    await page.mouse.up();
    await expect.poll(() => topSender(page)).not.toBe(second);
    await expect.poll(() => calls.flatMap((call) => call.senders).length, { timeout: 10_000 }).toBe(2);
    expect(calls.every((call) => call.kind === 'block')).toBe(true);
    expect(calls.flatMap((call) => call.senders)).toEqual([first, second]);
    // Mirrored: the display toggle starts the toolbar on the right.
    const width = page.viewportSize()?.width ?? 0;
    const toggle = await page.getByRole('radiogroup').first().boundingBox();
    expect((toggle?.x ?? 0) + (toggle?.width ?? 0) / 2).toBeGreaterThan(width / 2);
    // In the list, each (Latin) name sits beside its avatar, on the avatar's left: the page's start side,
    // not its own.
    await page.locator('[data-slot="display-mode-toggle"] [role="radio"]').nth(1).click();
    const rows = page.locator('[data-slot="sender-row"]');
    await expect(rows.first()).toBeVisible();
    const gaps = await rows.evaluateAll((elements) =>
      elements.slice(0, 4).map((row) => {
        const avatar = row.querySelector('[data-slot="sender-avatar"]')?.getBoundingClientRect();
        // The text itself, not its box (a block box spans the column whatever the text's alignment).
        const text = row.querySelector('[data-slot="sender-name"]')?.firstChild;
        const range = document.createRange();
        if (text) range.selectNodeContents(text);
        const name = text ? range.getBoundingClientRect() : undefined;
        return avatar && name ? avatar.left - name.right : Number.NaN;
      }),
    );
    expect(gaps.length).toBeGreaterThan(1);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(20);
    }
  });
});
