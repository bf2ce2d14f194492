import type { EventCallable } from 'effector';
import type { Gate } from 'effector-react';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) =>
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * A page's gate: open while the page is mounted, its state following `props` (shallowly compared).
 *
 * Unlike effector-react's `useGate`, which opens and closes the gate in layout effects, this uses passive
 * effects. React cleans up a tree's layout effects — not its passive ones — when that tree, already on
 * screen, suspends again (a lazily loaded component or translation namespace below it) and is hidden
 * behind the Suspense fallback. With `useGate` that hiding closes the page's gate, which resets the page's
 * state, which can unmount what suspended, which shows the page again and reopens the gate: a loop of
 * requests that never lets the awaited chunk arrive (it happened on /settings). A page gate stays open
 * until the page really unmounts.
 */
export function usePageGate<Props>(gate: Gate<Props>, props: Props = {} as Props): void {
  // `set` exists at run time (effector-react's own useGate calls it) but is missing from its typings.
  const { set: setState } = gate as Gate<Props> & { set: EventCallable<Props> };
  const { open, close, set } = useUnit({ open: gate.open, close: gate.close, set: setState });
  const latest = useRef<{ props: Props; version: number }>({ props, version: 0 });
  if (!shallowEqual(latest.current.props, props)) {
    latest.current = { props, version: latest.current.version + 1 };
  }
  useEffect(() => {
    open(latest.current.props);
    return () => {
      close(latest.current.props);
    };
  }, [open, close]);
  const { version } = latest.current;
  useEffect(() => {
    if (version > 0) set(latest.current.props);
  }, [version, set]);
}
