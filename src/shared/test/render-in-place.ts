import { cleanup, type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';

/**
 * For a test file whose tests render one element and then render it again with other props: `show`
 * renders it, or renders it again in place (the same root, so kept elements are the same nodes) after
 * the first call; `container` is what it rendered into. Each test starts on a fresh root.
 */
export function renderInPlace() {
  let view: RenderResult | null = null;
  afterEach(() => {
    cleanup();
    view = null;
  });
  return {
    show(element: ReactElement) {
      if (view) view.rerender(element);
      else view = render(element);
    },
    container: (): HTMLElement => view?.container ?? document.body,
  };
}
