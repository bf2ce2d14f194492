// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, setupI18n } from '@/shared/i18n/i18n';
import { SearchField } from './search-field';

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

function render(value: string, onClear: () => void) {
  act(() => {
    root ??= createRoot(container);
    root.render(
      <I18nextProvider i18n={i18n}>
        <SearchField value={value} mode="searching" onValueChange={() => undefined} onClear={onClear} />
      </I18nextProvider>,
    );
  });
}

const clearButton = () => container.querySelector<HTMLButtonElement>('button[data-slot="icon-button"]');

describe('SearchField', () => {
  it('keeps its clear button from one text to the next, and the button calls the latest onClear', () => {
    const first = vi.fn();
    const latest = vi.fn();
    render('', first);
    expect(clearButton()?.hidden).toBe(true);
    render('Gre', first);
    const button = clearButton();
    expect(button?.hidden).toBe(false);
    render('Green', latest);
    expect(clearButton()).toBe(button);
    act(() => clearButton()?.click());
    expect(latest).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
  });
});
