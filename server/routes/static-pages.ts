import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_LOCALE,
  LOCALE_LINK_ALIASES,
  LOCALE_SHORT_FALLBACKS,
  LOCALES,
  type Locale,
  RTL_LOCALES,
} from '../../src/shared/config/constants';
import { STATIC_PAGES, type StaticPage } from '../../src/shared/lib/router/routes';
import { borderRadius, semanticColors } from '../../tailwind.config';

/**
 * The static pages of onboarding §2 (/privacy, /terms, /cookies-policy, /impressum, ...), which the app
 * opens in a new tab at /static/{locale}/{page}.html: plain server-rendered HTML (no script), in the
 * locale of the link (texts from the `legal` namespace, en-gb for a missing key; a short code such as
 * `de` or a locale not linked to, such as `de-at`, answers with its locale's page), styled with the
 * design tokens of tailwind.config.ts.
 */

type Texts = Record<string, string>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function readTexts(root: string, locale: Locale): Texts {
  try {
    return JSON.parse(
      readFileSync(join(root, 'src/shared/i18n/locales', locale, 'legal.json'), 'utf8'),
    ) as Texts;
  } catch {
    return {};
  }
}

/** The served locale of a requested code: itself, its short-code fallback, or its link alias. */
export function staticPageLocale(requested: string): Locale | null {
  const lower = requested.toLowerCase();
  const locale = (LOCALES as readonly string[]).includes(lower)
    ? (lower as Locale)
    : LOCALE_SHORT_FALLBACKS[lower];
  if (!locale) return null;
  return LOCALE_LINK_ALIASES[locale] ?? locale;
}

const c = semanticColors;
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{background:${c.surface.muted};color:${c.text.DEFAULT};font-family:"Inter Variable",Inter,"Noto Sans Arabic","Noto Sans JP","Noto Sans KR","Noto Sans Devanagari",system-ui,sans-serif;font-size:100%;line-height:1.5;-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column}
a{color:${c.text.link};text-underline-offset:2px}
a:focus-visible{outline:2px solid ${c.border.focus};outline-offset:2px;border-radius:${borderRadius.sm}}
.skip{position:absolute;inset-inline-start:1rem;top:-4rem;background:${c.surface.DEFAULT};padding:.5rem 1rem;border-radius:${borderRadius.DEFAULT};z-index:10}
.skip:focus{top:1rem}
header{background:${c.surface.DEFAULT};border-bottom:1px solid ${c.border.DEFAULT}}
.bar{max-width:48rem;margin:0 auto;padding:1rem 1.25rem;display:flex;align-items:center;justify-content:space-between;gap:1rem;flex-wrap:wrap}
.brand{display:inline-flex;align-items:center;gap:.5rem;color:${c.text.DEFAULT};font-weight:700;font-size:1.125rem;text-decoration:none}
.brand span{display:inline-grid;place-items:center;width:2rem;height:2rem;border-radius:${borderRadius.pill};background:${c.brand.DEFAULT};color:${c.brand.foreground};font-size:.875rem}
.home{font-size:.875rem;font-weight:600}
main{flex:1;width:100%;max-width:48rem;margin:0 auto;padding:2rem 1.25rem 3rem}
h1{font-size:1.875rem;line-height:2.25rem;margin:0 0 .25rem}
.updated{color:${c.text.subtle};font-size:.875rem;margin:0 0 1.5rem}
section{background:${c.surface.DEFAULT};border:1px solid ${c.border.DEFAULT};border-radius:${borderRadius.lg};padding:1.25rem 1.5rem;margin:0 0 1rem}
h2{font-size:1.125rem;line-height:1.75rem;margin:0 0 .5rem}
section p{margin:0;color:${c.text.muted};overflow-wrap:anywhere}
footer{background:${c.surface.inverse};color:${c.text.inverse}}
footer .bar{flex-direction:column;align-items:flex-start}
footer ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem 1.25rem}
footer a{color:${c.text.inverse};font-size:.875rem}
footer a[aria-current="page"]{font-weight:700;text-decoration:none}
footer a:focus-visible{outline-color:${c.surface.DEFAULT}}
footer p{margin:0;font-size:.75rem;opacity:.85}
`.replace(/\n/g, '');

/** Section numbers of a page, found by probing `{page}_s1_title`, `{page}_s2_title`, ... (en-gb). */
function sectionsOf(reference: Texts, page: StaticPage): number[] {
  const numbers: number[] = [];
  for (let n = 1; reference[`${page}_s${n}_title`] !== undefined; n += 1) numbers.push(n);
  return numbers;
}

export function renderStaticPage(
  page: StaticPage,
  locale: Locale,
  texts: Texts,
  reference: Texts,
  contact: string,
  year: number,
): string {
  const t = (key: string) =>
    escapeHtml(texts[key] ?? reference[key] ?? key).replace(
      /\{\{contact\}\}/g,
      `<a href="mailto:${escapeHtml(contact)}">${escapeHtml(contact)}</a>`,
    );
  const plain = (key: string) =>
    escapeHtml((texts[key] ?? reference[key] ?? key).replace(/\{\{contact\}\}/g, contact));
  const [language, region = ''] = locale.split('-');
  const lang = `${language}-${region.toUpperCase()}`;
  const dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
  const sections = sectionsOf(reference, page)
    .map(
      (n) =>
        `<section aria-labelledby="s${n}"><h2 id="s${n}">${t(`${page}_s${n}_title`)}</h2><p>${t(`${page}_s${n}_text`)}</p></section>`,
    )
    .join('');
  const links = STATIC_PAGES.map(
    (other) =>
      `<li><a href="/static/${locale}/${other}.html"${other === page ? ' aria-current="page"' : ''}>${t(`${other}_title`)}</a></li>`,
  ).join('');
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${plain(`${page}_title`)} · Tidy Fox</title><meta name="description" content="${plain(`${page}_s1_text`)}"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head><body data-page="${page}"><a class="skip" href="#content">${t('skip_to_content')}</a><header><div class="bar"><a class="brand" href="/${locale}/"><span aria-hidden="true">TF</span>Tidy Fox</a><a class="home" href="/${locale}/">${t('back_home')}</a></div></header><main id="content" tabindex="-1"><h1>${t(`${page}_title`)}</h1><p class="updated">${t('updated')}</p>${sections}</main><footer><div class="bar"><nav aria-label="${plain('pages_nav')}"><ul>${links}</ul></nav><p>${plain('contact_line')} · © ${year} Tidy Fox</p></div></footer></body></html>`;
}

/** GET /static/{locale}/{page}.html (and /static/{page}.html in the default locale). */
export function registerStaticPages(app: FastifyInstance, options: { contact: string; root?: string }): void {
  const root = options.root ?? join(import.meta.dirname, '..', '..');
  const reference = readTexts(root, DEFAULT_LOCALE);
  const cache = new Map<string, string>();
  const pageOf = (file: string) => {
    const name = file.replace(/\.html$/, '');
    const page = name === 'privacy_policy' ? 'privacy' : name;
    return file.endsWith('.html') && (STATIC_PAGES as readonly string[]).includes(page)
      ? (page as StaticPage)
      : null;
  };
  const answer = (locale: Locale, page: StaticPage) => {
    const year = new Date().getFullYear();
    const key = `${locale}/${page}/${year}`;
    let html = cache.get(key);
    if (html === undefined) {
      html = renderStaticPage(page, locale, readTexts(root, locale), reference, options.contact, year);
      cache.set(key, html);
    }
    return html;
  };
  const notFound = 'Not found';
  app.get<{ Params: { locale: string; file: string } }>('/static/:locale/:file', async (request, reply) => {
    const locale = staticPageLocale(request.params.locale);
    const page = pageOf(request.params.file);
    if (!locale || !page) return reply.status(404).type('text/plain; charset=utf-8').send(notFound);
    return reply
      .header('cache-control', 'public, max-age=3600')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'")
      .type('text/html; charset=utf-8')
      .send(answer(locale, page));
  });
  app.get<{ Params: { file: string } }>('/static/:file', async (request, reply) => {
    const page = pageOf(request.params.file);
    if (!page) return reply.status(404).type('text/plain; charset=utf-8').send(notFound);
    return reply.redirect(`/static/${DEFAULT_LOCALE}/${page}.html`);
  });
}
