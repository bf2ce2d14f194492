// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Subscription } from '@/entities/subscription/types';
import { i18n, setupI18n } from '@/shared/i18n/i18n';
import { SuggestionList } from './suggestion-list';

const sender = (index: number): Subscription =>
  ({
    name: `Sender ${index}`,
    sender: `news${index}@sender${index}.example`,
    email: 'me@example.com',
    count: 1 + index,
    openRate: 10,
    notSeen: false,
    spoumConfidence: 0.05,
    type: 'subscriptions',
    unsubscribeMethod: 'one-click',
  }) as Subscription;

let root: Root | null = null;
let container: HTMLElement;

beforeAll(async () => {
  await setupI18n('en-gb');
});

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = undefined;
});

function render(suggestions: Subscription[], query: string, hidden = false) {
  act(() => {
    root ??= createRoot(container);
    root.render(
      <I18nextProvider i18n={i18n}>
        <SuggestionList
          id="list"
          suggestions={suggestions}
          limit={5}
          activeIndex={-1}
          query={query}
          hidden={hidden}
          onPick={() => undefined}
        />
      </I18nextProvider>,
    );
  });
}

/** The options assistive technology sees. */
const options = () => [
  ...container.querySelectorAll<HTMLElement>('[role="option"]:not([aria-hidden="true"])'),
];
const rows = () => [...container.querySelectorAll<HTMLElement>('[id^="list-option-"]')];
const listbox = () => container.querySelector<HTMLElement>('[data-slot="suggestion-list"]');

describe('SuggestionList', () => {
  it('keeps a row no longer needed, empty and out of the accessibility tree, and fills it in place later', () => {
    render([sender(1), sender(2), sender(3)], 'Sender');
    const before = rows();
    expect(options()).toHaveLength(3);

    // Fewer matches: one option; the two other rows stay, empty (no height, hidden from assistive
    // technology) with what they showed.
    render([sender(12)], 'Sender 12');
    expect(options()).toHaveLength(1);
    expect(options()[0]?.textContent).toContain('Sender 12');
    expect(rows()).toHaveLength(3);
    for (const row of rows().slice(1)) {
      expect(row.getAttribute('aria-hidden')).toBe('true');
      expect(row.dataset.empty).toBe('true');
      expect(row.style.height).toBe('0px');
    }

    // More matches again: the same elements show them (before, two rows were mounted anew).
    render([sender(4), sender(5), sender(6)], 'Sender');
    expect(options()).toHaveLength(3);
    expect(rows()).toEqual(before);
    expect(options().map((option) => option.textContent)).toEqual([
      expect.stringContaining('Sender 4'),
      expect.stringContaining('Sender 5'),
      expect.stringContaining('Sender 6'),
    ]);
    for (const option of options()) {
      expect(option.hasAttribute('aria-hidden')).toBe(false);
      expect(option.style.height).toBe('52px');
    }
  });

  it('is hidden from assistive technology while closed without making its rows invisible one by one', () => {
    render([sender(1), sender(2)], 'Sender', true);
    expect(listbox()?.getAttribute('aria-hidden')).toBe('true');
    // No `visibility: hidden` on the listbox, which every row would inherit (opening it restyled them all).
    expect(listbox()?.className).not.toMatch(/(^|\s)(data-hidden:)?invisible(\s|$)/);
    render([sender(1), sender(2)], 'Sender');
    expect(listbox()?.hasAttribute('aria-hidden')).toBe(false);
    expect(options()).toHaveLength(2);
  });
});
