// @vitest-environment jsdom
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@/entities/subscription/types';
import { i18n, setupI18n } from '@/shared/i18n/i18n';
import { makeSender } from '@/shared/test/fixtures';
import { renderInPlace } from '@/shared/test/render-in-place';
import type { SearchFieldMode } from './search-field';
import { SenderSearch } from './sender-search';

const { show, container } = renderInPlace();

beforeAll(async () => {
  await setupI18n('en-gb');
});

function showSearch(
  value: string,
  mode: SearchFieldMode,
  suggestions: Subscription[],
  prepared?: Subscription[],
  onPrepare?: () => void,
) {
  show(
    <I18nextProvider i18n={i18n}>
      <SenderSearch
        value={value}
        mode={mode}
        suggestions={suggestions}
        limit={3}
        prepared={prepared}
        onPrepare={onPrepare}
        onValueChange={() => undefined}
        onSubmit={() => undefined}
        onClear={() => undefined}
        onPick={() => undefined}
      />
    </I18nextProvider>,
  );
}

const listbox = () => container().querySelector<HTMLElement>('[data-slot="suggestion-list"]');
const rows = () => [...container().querySelectorAll<HTMLElement>('[data-slot="suggestion-list"] > *')];
/** The options assistive technology sees. */
const options = () => [
  ...container().querySelectorAll<HTMLElement>(
    '[data-slot="suggestion-list"]:not([aria-hidden="true"]) [role="option"]:not([aria-hidden="true"])',
  ),
];

describe('SenderSearch with prepared senders', () => {
  it('draws its rows with them, hidden, before the first search; that search fills the same rows', () => {
    showSearch('', 'unactive', [], [makeSender(1), makeSender(2), makeSender(3), makeSender(4)]);
    expect(listbox()?.getAttribute('aria-hidden')).toBe('true');
    expect(listbox()?.dataset.hidden).toBe('true');
    expect(options()).toHaveLength(0);
    const drawn = rows();
    // At most the limit, drawn as rows (not empty slots), unseen in the hidden listbox.
    expect(drawn.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Sender 1'),
      expect.stringContaining('Sender 2'),
      expect.stringContaining('Sender 3'),
    ]);
    expect(drawn.every((row) => row.dataset.empty === undefined)).toBe(true);
    expect(container().querySelector('[role="status"]')?.textContent).toBe('');

    showSearch(
      'Sender 4',
      'searching',
      [makeSender(4)],
      [makeSender(1), makeSender(2), makeSender(3), makeSender(4)],
    );
    expect(listbox()?.getAttribute('aria-hidden')).toBeNull();
    expect(options().map((option) => option.textContent)).toEqual([expect.stringContaining('Sender 4')]);
    // The rows drawn ahead are the ones used: the first shows the match, the others are empty slots.
    expect(rows()).toHaveLength(3);
    rows().forEach((row, index) => {
      expect(row).toBe(drawn[index]);
    });
  });

  it('once a search was shown, closing keeps its rows (the same prepared senders are not drawn again)', () => {
    const prepared = [makeSender(1)];
    showSearch('', 'unactive', [], prepared);
    showSearch('Sender 2', 'searching', [makeSender(2)], prepared);
    showSearch('', 'unactive', [], prepared);
    expect(options()).toHaveLength(0);
    expect(rows()[0]?.textContent).toContain('Sender 2');
  });

  it('closed, a new prepared list takes the hidden rows; the next search emphasises its senders in place', () => {
    const first = makeSender(1);
    const second = makeSender(2);
    const prepared = [first, second];
    showSearch('', 'unactive', [], prepared);
    showSearch('Sender 3', 'searching', [makeSender(3)], prepared);
    showSearch('', 'unactive', [], prepared);
    expect(rows()[0]?.textContent).toContain('Sender 3');

    // Prepared again once closed (the model's $preparedSuggestions, a new list).
    const again = [first, second];
    showSearch('', 'unactive', [], again);
    expect(options()).toHaveLength(0);
    expect(listbox()?.getAttribute('aria-hidden')).toBe('true');
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Sender 1'),
      expect.stringContaining('Sender 2'),
    ]);
    expect(rows()[0]?.querySelector('mark')).toBeNull();
    const avatars = rows().map((row) => row.querySelector('[data-slot="sender-avatar"]'));

    // The first key finds those senders: the same rows and avatars, the text now emphasised.
    showSearch('S', 'searching', [first, second], again);
    expect(options().map((option) => option.textContent)).toEqual([
      expect.stringContaining('Sender 1'),
      expect.stringContaining('Sender 2'),
    ]);
    expect(rows().map((row) => row.querySelector('[data-slot="sender-avatar"]'))).toEqual(avatars);
    expect(rows()[0]?.querySelector('mark')?.textContent).toBe('S');
  });

  describe('asks for the next search to be prepared when idle, while closed', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('once shown closed, not while the suggestions are open, and again once they closed', () => {
      vi.useFakeTimers(); // jsdom has no idle callback: the fallback timer stands for it
      const asked: string[] = [];
      const onPrepare = () => asked.push('prepare');
      showSearch('', 'unactive', [], undefined, onPrepare);
      expect(asked).toEqual([]);
      vi.runAllTimers();
      expect(asked).toEqual(['prepare']);

      showSearch('S', 'searching', [makeSender(1)], undefined, onPrepare);
      vi.runAllTimers();
      showSearch('Se', 'searching', [makeSender(1)], undefined, onPrepare);
      vi.runAllTimers();
      expect(asked).toEqual(['prepare']);

      // Closed (no match): asked again, once.
      showSearch('Sx', 'searching', [], undefined, onPrepare);
      showSearch('Sxy', 'searching', [], undefined, onPrepare);
      vi.runAllTimers();
      expect(asked).toEqual(['prepare', 'prepare']);
    });
  });
});
