import { useRef } from 'react';

/**
 * Focus goes back where it was when an overlay opened, also for overlays opened without a Radix
 * Trigger (Radix returns focus to its Trigger only). Spread the handlers on a Radix Dialog Content.
 */
export function useReturnFocus<E extends Event>(
  handlers: { onOpenAutoFocus?: (event: E) => void; onCloseAutoFocus?: (event: E) => void } = {},
) {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: E) => {
      const active = document.activeElement;
      previous.current = active instanceof HTMLElement && active !== document.body ? active : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: E) => {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = previous.current;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
