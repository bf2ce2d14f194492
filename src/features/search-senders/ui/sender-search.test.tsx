// @vitest-environment jsdom
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
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
) {
  show(
    <I18nextProvider i18n={i18n}>
      <SenderSearch
        value={value}
        mode={mode}
        suggestions={suggestions}
        limit={3}
        prepared={prepared}
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

  it('once a search was shown, closing keeps its rows (the prepared senders are not drawn again)', () => {
    showSearch('Sender 2', 'searching', [makeSender(2)], [makeSender(1)]);
    showSearch('', 'unactive', [], [makeSender(1)]);
    expect(options()).toHaveLength(0);
    expect(rows()[0]?.textContent).toContain('Sender 2');
  });
});
