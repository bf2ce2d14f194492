import { allSettled, fork } from 'effector';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { landingOpened } from '@/features/landing-variant/model';
import { $currentRoute } from '@/features/navigation/model';
import { DEFAULT_LOCALE, type Locale } from '@/shared/config/constants';
import { setupI18n } from '@/shared/i18n/i18n';
import { textDirection } from '@/shared/i18n/locale';
import { $locale } from '@/shared/i18n/model';
import { $location } from '@/shared/lib/router/model';
import { resolveLocation } from '@/shared/lib/router/routes';
import { AppTree } from './app-tree';
import {
  CORE_NAMESPACE_NAMES,
  FIRST_PAINT_NAMESPACES,
  PRERENDERED_PAGES,
  type PrerenderedPage,
} from './first-paint';
import { $cookieBannerPrerendered } from './model';
import { AppRoutes } from './router';

/**
 * Build-time rendering of the pages a first visit lands on (issue 12 budget): the page as a visitor
 * without stored state sees it before any script ran — no session, no stored variant (so the landing's
 * A, /start's B), no maintenance, no query, the cookie banner. `scripts/vite-prerender.ts` bundles this file for Node after
 * the client build and writes one HTML file per page and locale; the server sends it for those routes
 * and main.tsx hydrates it when the visitor's state gives the same page (otherwise it renders afresh).
 */
export async function prerenderPage(
  page: PrerenderedPage,
  locale: Locale,
): Promise<{ html: string; lang: string; dir: 'ltr' | 'rtl' }> {
  const path = PRERENDERED_PAGES[page];
  const resolved = resolveLocation(path);
  if (resolved.kind !== 'page') throw new Error(`${path} is not a page`);
  const namespaces = [...CORE_NAMESPACE_NAMES, ...(FIRST_PAINT_NAMESPACES[resolved.name] ?? [])];
  await setupI18n(DEFAULT_LOCALE, namespaces);
  await setupI18n(locale, namespaces);
  const scope = fork({
    values: [
      [$locale, locale],
      [$location, { pathname: path, search: '' }],
      [$currentRoute, resolved],
      [$cookieBannerPrerendered, true],
    ],
  });
  if (resolved.name === 'start') await allSettled(landingOpened, { scope, params: { forced: true } });
  const { prelude } = await prerenderToNodeStream(
    <AppTree scope={scope}>
      <StaticRouter basename={`/${locale}`} location={`/${locale}${path === '/' ? '/' : path}`}>
        <AppRoutes />
      </StaticRouter>
    </AppTree>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, lang: locale, dir: textDirection(locale) };
}
