import type { EventCallable } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';

/**
 * Fires a page's "opened" event when the page mounts and whenever `key` changes (a lazily loaded page
 * model is not loaded yet when the router allows the route, so the page opens its own model).
 */
export function usePageOpened<Payload>(event: EventCallable<Payload>, payload: Payload, key: string): void {
  const opened = useUnit(event);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the payload
  useEffect(() => {
    opened(payload);
  }, [key, opened]);
}
