// @vitest-environment jsdom
import { fork, type Scope } from 'effector';
import { createGate, Provider, useGate } from 'effector-react';
import { act, Suspense, use } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePageGate } from './use-page-gate';

let root: Root | null = null;
let container: HTMLElement;

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

/** A child that, once `pending` is given, suspends on it (a lazy chunk or namespace arriving late). */
function Child({ pending }: { pending: Promise<void> | null }) {
  if (pending) use(pending);
  return <p>content</p>;
}

type TabGate = ReturnType<typeof createGate<{ tab: string }>>;
type GateHook = (gate: TabGate, props: { tab: string }) => void;

function makePage(useTabGate: GateHook, gate: TabGate) {
  return function Page({ tab, pending }: { tab: string; pending: Promise<void> | null }) {
    useTabGate(gate, { tab });
    return <Child pending={pending} />;
  };
}

function mount(scope: Scope, Page: ReturnType<typeof makePage>, tab: string, pending: Promise<void> | null) {
  act(() => {
    root ??= createRoot(container);
    root.render(
      <Provider value={scope}>
        <Suspense fallback={<p>loading</p>}>
          <Page tab={tab} pending={pending} />
        </Suspense>
      </Provider>,
    );
  });
}

describe('usePageGate', () => {
  it('opens with the props, follows their changes and closes when the page unmounts', () => {
    const gate = createGate<{ tab: string }>({ defaultState: { tab: '' } });
    const scope = fork();
    const Page = makePage(usePageGate, gate);
    mount(scope, Page, 'list', null);
    expect(scope.getState(gate.status)).toBe(true);
    expect(scope.getState(gate.state)).toEqual({ tab: 'list' });
    mount(scope, Page, 'notifications', null);
    expect(scope.getState(gate.state)).toEqual({ tab: 'notifications' });
    act(() => root?.render(null));
    expect(scope.getState(gate.status)).toBe(false);
    expect(scope.getState(gate.state)).toEqual({ tab: '' });
  });

  it.each<{ name: string; hook: GateHook; open: boolean }>([
    // effector-react's gate lives in layout effects, which React cleans up while the page is hidden:
    // the gate closes (and its state resets) although the page is still mounted — the /settings loop.
    { name: 'useGate', hook: useGate, open: false },
    // The page gate lives in passive effects, which stay while the page is hidden.
    { name: 'usePageGate', hook: usePageGate, open: true },
  ])(
    'with $name, a page that suspends again after it was shown keeps its gate open: $open',
    async ({ hook, open }) => {
      const gate = createGate<{ tab: string }>({ defaultState: { tab: '' } });
      const scope = fork();
      const Page = makePage(hook, gate);
      mount(scope, Page, 'notifications', null);
      expect(container.textContent).toBe('content');
      let arrive: () => void = () => undefined;
      const pending = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      mount(scope, Page, 'notifications', pending);
      expect(container.textContent).toContain('loading');
      expect(scope.getState(gate.status)).toBe(open);
      await act(async () => {
        arrive();
        await pending;
      });
      // what was awaited is in: the page renders again
      mount(scope, Page, 'notifications', null);
      expect(container.textContent).toBe('content');
      expect(scope.getState(gate.status)).toBe(true);
      expect(scope.getState(gate.state)).toEqual({ tab: 'notifications' });
    },
  );
});
