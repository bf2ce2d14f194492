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

/**
 * The width inside a page of the shell: the room `shellContentWidth` leaves, at most the page's
 * `maxWidth`, less its side padding on each side (`padding[0]` on a phone, `padding[1]` from 569 px).
 * What a list on that page lays out by (spec §2's widths are the list's own, not the window's).
 */
export function shellPageInnerWidth(
  viewportWidth: number,
  maxWidth: number,
  padding: readonly [phone: number, desktop: number],
): number {
  const side = viewportWidth >= BREAKPOINTS.mobileMaxExclusive ? padding[1] : padding[0];
  return Math.min(maxWidth, shellContentWidth(viewportWidth)) - 2 * side;
}
