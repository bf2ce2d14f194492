import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * For a test file whose tests render as the browser does, outside act(): React's work then runs in its
 * own tasks, as on a page (a render loop yields to the test instead of spinning under act(), a hidden
 * part renders after the rest). `show` renders into a fresh container; after each test the root is
 * unmounted, its container removed and the act environment restored.
 */
export function renderOutsideAct() {
  let root: Root | null = null;
  let container: HTMLElement | null = null;
  afterEach(() => {
    root?.unmount();
    container?.remove();
    root = null;
    container = null;
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = undefined;
  });
  return {
    show(element: ReactElement) {
      (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = false;
      container = document.body.appendChild(document.createElement('div'));
      root = createRoot(container);
      root.render(element);
    },
  };
}
