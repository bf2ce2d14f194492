import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@/shared/config/constants';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's width in CSS px, updated on resize (the spec's breakpoints are window widths). */
export function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => BREAKPOINTS.listHeader,
  );
}

/** Spec §9: mobile is a window narrower than 569 px. */
export function isMobileWidth(width: number): boolean {
  return width < BREAKPOINTS.mobileMaxExclusive;
}

/** The window's height in CSS px, updated on resize. */
export function useViewportHeight(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerHeight,
    () => 0,
  );
}
