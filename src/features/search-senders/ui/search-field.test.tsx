// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, setupI18n } from '@/shared/i18n/i18n';
import { renderInPlace } from '@/shared/test/render-in-place';
import { SearchField } from './search-field';

const { show, container } = renderInPlace();

beforeAll(async () => {
  await setupI18n('en-gb');
});

function showField(value: string, onClear: () => void) {
  show(
    <I18nextProvider i18n={i18n}>
      <SearchField value={value} mode="searching" onValueChange={() => undefined} onClear={onClear} />
    </I18nextProvider>,
  );
}

const clearButton = () => container().querySelector<HTMLButtonElement>('button[data-slot="icon-button"]');

describe('SearchField', () => {
  it('keeps its clear button from one text to the next, and the button calls the latest onClear', () => {
    const first = vi.fn();
    const latest = vi.fn();
    showField('', first);
    expect(clearButton()?.hidden).toBe(true);
    showField('Gre', first);
    const button = clearButton();
    expect(button?.hidden).toBe(false);
    showField('Green', latest);
    expect(clearButton()).toBe(button);
    act(() => clearButton()?.click());
    expect(latest).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
  });
});
