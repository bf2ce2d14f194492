// @vitest-environment jsdom
import { act, cleanup, type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, setupI18n } from '@/shared/i18n/i18n';
import { SearchField } from './search-field';

let view: RenderResult | null = null;

beforeAll(async () => {
  await setupI18n('en-gb');
});

afterEach(() => {
  cleanup();
  view = null;
});

/** Renders the element, or renders it again in place (the same root) after the first call. */
function show(element: ReactElement) {
  if (view) view.rerender(element);
  else view = render(element);
}

function showField(value: string, onClear: () => void) {
  show(
    <I18nextProvider i18n={i18n}>
      <SearchField value={value} mode="searching" onValueChange={() => undefined} onClear={onClear} />
    </I18nextProvider>,
  );
}

const clearButton = () =>
  view?.container.querySelector<HTMLButtonElement>('button[data-slot="icon-button"]') ?? null;

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
