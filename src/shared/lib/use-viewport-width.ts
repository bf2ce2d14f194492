import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@/shared/config/constants';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The window's width in CSS px, updated on resize (the spec's breakpoints are window widths). A
 * prerendered page (src/app/prerender.tsx) is laid out for the narrowest window: its hydration starts
 * from 0 too, then re-renders with the real width (so a phone never loads desktop-only blocks).
 */
export function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => 0,
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
