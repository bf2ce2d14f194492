import type { RouteName } from '@/shared/lib/router/routes';

/**
 * The namespaces every page reads before its first paint (`CORE_NAMESPACES` of shared/i18n: the ones
 * the app loads at start).
 */
export const CORE_NAMESPACE_NAMES = ['common', 'ui', 'platform', 'product'] as const;

/**
 * Namespaces a page reads as soon as it renders, beyond the core ones (the cookie banner's `overlays`
 * with the signed-out pages a first visit lands on): boot fetches them with the page's chunk, in
 * parallel with the start-up (router.tsx `firstPageNeeds`), and index.html preloads them for a
 * URL with its language prefix (scripts/vite-first-page-preload.ts), so the first paint does not wait
 * for a chain chunk → render → namespace.
 */
export const FIRST_PAINT_NAMESPACES: Partial<Record<RouteName, readonly string[]>> = {
  landing: ['landing', 'marketing', 'overlays'],
  start: ['landing', 'marketing', 'overlays'],
  loginEmail: ['login', 'navigation', 'overlays'],
  addInbox: ['login', 'navigation', 'overlays'],
};

/**
 * Pages the build prerenders to HTML for every locale (src/app/prerender.tsx, scripts/vite-prerender.ts)
 * and their paths under the language prefix: the server sends that HTML for them, the client hydrates it.
 */
export const PRERENDERED_PAGES = {
  landing: '/',
  start: '/start',
  loginEmail: '/login/email',
} as const;
export type PrerenderedPage = keyof typeof PRERENDERED_PAGES;

/**
 * Ends the first-paint hold (`<html data-first-paint="hold">`, set by the prerendered page's head script
 * for a signed-in visitor on the landing, scripts/first-paint-script.ts): the app's first render is
 * committed, so what the visitor gets is on screen instead of the hidden prerendered page.
 */
export function releaseFirstPaintHold() {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (root.getAttribute('data-first-paint') === 'hold') root.removeAttribute('data-first-paint');
}
