import { BREAKPOINTS } from '@/shared/config/constants';

/**
 * The width the shell leaves its page in a window `viewportWidth` px wide: the whole window on a phone
 * (the bottom bar is under the page), else the window less the side menu (SideMenu's w-64 / md:w-72 /
 * lg:w-80). A page lays out by this room rather than by the window.
 */
export function shellContentWidth(viewportWidth: number): number {
  if (viewportWidth >= BREAKPOINTS.lg) return viewportWidth - 320;
  if (viewportWidth >= BREAKPOINTS.md) return viewportWidth - 288;
  if (viewportWidth >= BREAKPOINTS.mobileMaxExclusive) return viewportWidth - 256;
  return viewportWidth;
}
