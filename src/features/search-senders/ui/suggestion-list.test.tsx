// @vitest-environment jsdom
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Subscription } from '@/entities/subscription/types';
import { i18n, setupI18n } from '@/shared/i18n/i18n';
import { makeSender } from '@/shared/test/fixtures';
import { renderInPlace } from '@/shared/test/render-in-place';
import { SuggestionList } from './suggestion-list';

const { show, container } = renderInPlace();

beforeAll(async () => {
  await setupI18n('en-gb');
});

function showList(suggestions: Subscription[], query: string, hidden = false) {
  show(
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
}

/** The options assistive technology sees. */
const options = () => [
  ...container().querySelectorAll<HTMLElement>('[role="option"]:not([aria-hidden="true"])'),
];
const rows = () => [...container().querySelectorAll<HTMLElement>('[id^="list-option-"]')];
const listbox = () => container().querySelector<HTMLElement>('[data-slot="suggestion-list"]');

describe('SuggestionList', () => {
  it('keeps a row no longer needed, empty and out of the accessibility tree, and fills it in place later', () => {
    showList([makeSender(1), makeSender(2), makeSender(3)], 'Sender');
    const before = rows();
    expect(options()).toHaveLength(3);

    // Fewer matches: one option; the two other rows stay, empty (no height, hidden from assistive
    // technology) with what they showed.
    showList([makeSender(12)], 'Sender 12');
    expect(options()).toHaveLength(1);
    expect(options()[0]?.textContent).toContain('Sender 12');
    expect(rows()).toHaveLength(3);
    for (const row of rows().slice(1)) {
      expect(row.getAttribute('aria-hidden')).toBe('true');
      expect(row.dataset.empty).toBe('true');
      expect(row.style.height).toBe('0px');
    }

    // More matches again: the same elements show them (before, two rows were mounted anew).
    showList([makeSender(4), makeSender(5), makeSender(6)], 'Sender');
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
    showList([makeSender(1), makeSender(2)], 'Sender', true);
    expect(listbox()?.getAttribute('aria-hidden')).toBe('true');
    // No `visibility: hidden` on the listbox, which every row would inherit (opening it restyled them all).
    expect(listbox()?.className).not.toMatch(/(^|\s)(data-hidden:)?invisible(\s|$)/);
    showList([makeSender(1), makeSender(2)], 'Sender');
    expect(listbox()?.hasAttribute('aria-hidden')).toBe(false);
    expect(options()).toHaveLength(2);
  });
});
