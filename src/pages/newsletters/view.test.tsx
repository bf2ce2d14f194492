// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { allSettled, fork, type Scope, scopeBind } from 'effector';
import { Provider } from 'effector-react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $mailboxes } from '@/entities/mailbox/model';
import { $discoveryMode, listsReplaced } from '@/entities/subscription/model';
import type { Subscription } from '@/entities/subscription/types';
import { getSubscriptionsFx } from '@/features/fetch-subscriptions/api';
import { $fetchStatus, $firstRefreshDone } from '@/features/fetch-subscriptions/model';
import { i18n, setupI18n } from '@/shared/i18n/i18n';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { makeMailbox } from '@/shared/test/fixtures';
import { stubClientHeight } from '@/shared/test/layout';
import { renderOutsideAct } from '@/shared/test/render-outside-act';
import { displayModeChanged } from './page-state';
import { NewslettersPage } from './view';

const EMAIL = 'me@example.com';
const senders: Subscription[] = Array.from({ length: 5 }, (_, index) => ({
  name: `Sender ${index}`,
  sender: `news${index}@sender${index}.example`,
  email: EMAIL,
  count: 10 + index,
  openRate: 20,
  notSeen: false,
  spoumConfidence: 0.05,
  type: 'subscriptions',
  unsubscribeMethod: 'one-click',
})) as Subscription[];

/** Polls until `check` passes (the page renders as in the browser, outside act()). */
async function until(check: () => void, timeout = 10_000) {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeout) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

let restoreClientHeight = () => {};

beforeEach(() => {
  // The list's scroller is given a height, so that the shown list keeps its rows.
  restoreClientHeight = stubClientHeight(400);
});

afterEach(() => {
  restoreClientHeight();
  document.body.innerHTML = '';
});

const page = renderOutsideAct();

/** Renders the page as the browser does, outside act(). */
function renderPage(scope: Scope) {
  page.show(
    <I18nextProvider i18n={i18n}>
      <Provider value={scope}>
        <MemoryRouter initialEntries={['/en-gb/newsletters']}>
          <Suspense fallback={<p>loading</p>}>
            <NewslettersPage />
          </Suspense>
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
}

/** A scanned account in cards mode, tutorial seen; its refresh call never answers (the lists are set by the test). */
async function cardsScope() {
  await setupI18n('en-gb');
  const memory = createMemoryStorage({ local: { newslettersPage: 'cards', tutorialSeen: 'true' } });
  return fork({
    values: [
      [$mailboxes, [makeMailbox({ email: EMAIL })]],
      [$fetchStatus, 'done'],
      [$firstRefreshDone, true],
      [$discoveryMode, false],
    ],
    handlers: [...memory.handlers, [getSubscriptionsFx, () => new Promise(() => {})]],
  });
}

const deckStage = () => document.querySelector<HTMLElement>('[data-slot="swipe-deck-stage"]');
const listFrame = () => document.querySelector<HTMLElement>('[data-slot="sender-list"]');
const rows = () => [...document.querySelectorAll<HTMLElement>('[data-slot="sender-row"]')];

describe('/newsletters in cards mode', () => {
  it('prepares the list behind the cards, hidden and frozen, and shows that same list, brought up to date, when switched to it', {
    timeout: 30_000,
  }, async () => {
    const scope = await cardsScope();
    await allSettled(listsReplaced, { scope, params: { newsletters: senders, later: [] } });
    // Rendered as the browser does, outside act(): the hidden list is rendered at the lowest priority,
    // after the cards, in a task of its own.
    renderPage(scope);
    await until(() => expect(deckStage()).not.toBeNull());
    // The list's frame is there ahead of the switch (prepared behind the cards once the page is idle)…
    await until(() => expect(listFrame()).not.toBeNull());
    const frame = listFrame() as HTMLElement;
    // …set aside behind the cards (in the deck's box, its contents skipped: the page's styles, which the
    // browser tests check), with its rows.
    const stage = frame.closest<HTMLElement>('[data-hidden]');
    expect(stage?.className).toContain('data-hidden:[content-visibility:hidden]');
    await until(() => expect(rows()).toHaveLength(senders.length));
    const secondRow = rows()[1];

    // Frozen while hidden: the first sender decided on the cards (here: gone from the lists) leaves the
    // hidden list as it was…
    scopeBind(listsReplaced, { scope })({ newsletters: senders.slice(1), later: [] });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rows()).toHaveLength(senders.length);
    expect(rows()[0]?.textContent).toContain('Sender 0');

    // (not allSettled: the page's refresh call never answers here)
    scopeBind(displayModeChanged, { scope })('list');
    await until(() => expect(document.querySelector('[data-slot="swipe-deck-stage"]')).toBeNull());
    // …and the switch shows the same list, now with the change: the deck is gone.
    expect(listFrame()).toBe(frame);
    expect(stage?.hasAttribute('data-hidden')).toBe(false);
    expect(screen.getByRole('combobox')).toBeVisible();
    await until(() => expect(rows()).toHaveLength(senders.length - 1));
    expect(rows()[0]?.textContent).toContain('Sender 1');
    // The rows rendered ahead are the ones shown (the same elements, not built again).
    expect(rows()[0]).toBe(secondRow);
  });

  it('takes the focus on its own when it has a card; an empty deck is no Tab stop and waits for its cards', {
    timeout: 30_000,
  }, async () => {
    const scope = await cardsScope();
    await allSettled(listsReplaced, { scope, params: { newsletters: [], later: [] } });
    renderPage(scope);
    // Nothing to sort: the empty state shows, and the stage around it is neither focused nor a Tab stop.
    await until(() => expect(deckStage()?.dataset.empty).toBe('true'));
    expect(deckStage()?.tabIndex).toBe(-1);
    expect(deckStage()?.hasAttribute('aria-keyshortcuts')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement).toBe(document.body);

    // The cards arrive: the deck is a Tab stop again and takes the focus, without a click.
    scopeBind(listsReplaced, { scope })({ newsletters: senders, later: [] });
    await until(() => expect(document.activeElement).toBe(deckStage()));
    expect(deckStage()?.tabIndex).toBe(0);
    expect(deckStage()?.hasAttribute('data-empty')).toBe(false);
    expect(deckStage()?.getAttribute('aria-keyshortcuts')).toBe('ArrowLeft ArrowUp ArrowRight ArrowDown');
  });
});
