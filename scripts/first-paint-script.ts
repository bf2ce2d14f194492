import { createHash } from 'node:crypto';
import { COOKIE_CONSENT_LIFETIME_MS, LOCALE_SHORT_FALLBACKS, LOCALES } from '../src/shared/config/constants';
import { STORAGE_KEYS } from '../src/shared/lib/storage/keys';

/**
 * What a prerendered page's first paint needs to know about a **returning** visitor (issue 12): the
 * build renders a first visit's page, but a visitor who already chose cookies, a language, signed in or
 * drew landing variant B would see that first visit's page until the app's scripts ran and replaced it.
 * This small script runs in the page's `<head>` before anything is painted (inline, no network: one
 * request more would cost every first visit a round trip) and reads the same stored values the app reads
 * at start:
 * - **language**: on a URL without a language prefix the server picked the page by Accept-Language; when
 *   the stored language (key `lang`, the one the app would use) is another locale, the page is replaced
 *   at once by the prefixed URL of that language (`location.replace`; `<html data-first-paint="leaving">`
 *   keeps it blank and the boot script does not start the app's scripts);
 * - **signed in** (a stored token) on the landing or /start: the guards send the visitor to /newsletters,
 *   so the landing is not shown (`data-first-paint="hold"`: `#root` stays invisible, the page background
 *   only, until the app's first render; src/app/shell/app-frame.tsx removes the mark; if the app's scripts
 *   never arrive, the script itself lifts the hold after HOLD_LIMIT_MS, so the visitor is not left with
 *   a blank page);
 * - **cookie choice** stored and not expired: `data-cookie-choice` hides the prerendered banner (it stays
 *   in the DOM so that the page hydrates; the app removes it once started);
 * - **landing variant B** stored on the landing (prerendered as a first visit's variant A):
 *   `data-landing-variant="B"` hides the app block that variant B does not have.
 * The rules for these marks are in src/app/styles/index.css. A first visit (nothing stored) is untouched.
 * The server's CSP allows it by its hash (`'sha256-…'`, written by the build next to the pages,
 * server/web/prerendered.ts).
 */
export interface FirstPaintConfig {
  /** Supported locales (lower case). */
  locales: readonly string[];
  /** Short code → locale (`en` → `en-gb`). */
  shortFallbacks: Readonly<Record<string, string>>;
  /** Local storage keys. */
  keys: { lang: string; token: string; cookiePreferences: string; landingVariant: string };
  /** How long a stored cookie choice holds (ms). */
  cookieLifetimeMs: number;
}

/** The app's own values: its locales, storage keys and cookie-choice lifetime (what it reads at start). */
export const APP_FIRST_PAINT_CONFIG: FirstPaintConfig = {
  locales: LOCALES,
  shortFallbacks: LOCALE_SHORT_FALLBACKS,
  keys: {
    lang: STORAGE_KEYS.lang,
    token: STORAGE_KEYS.token,
    cookiePreferences: STORAGE_KEYS.cookiePreferences,
    landingVariant: STORAGE_KEYS.landingVariant,
  },
  cookieLifetimeMs: COOKIE_CONSENT_LIFETIME_MS,
};

/** How long a signed-in visitor's landing stays held at most, when the app's scripts do not render. */
export const HOLD_LIMIT_MS = 8000;

/** The `<html>` attribute naming the prerendered page (`landing`, `start`, `loginEmail`). */
export const PRERENDERED_PAGE_ATTRIBUTE = 'data-prerendered-page';

/**
 * The script's source (an IIFE; reads `document`, `location` and `localStorage`). The language is resolved
 * as src/shared/i18n/locale.ts `resolveLocale` does, the cookie choice checked as
 * src/entities/cookie-consent/model.ts does (shape, then expiry).
 */
export function firstPaintScript(config: FirstPaintConfig): string {
  const data = JSON.stringify({
    l: config.locales,
    f: config.shortFallbacks,
    k: config.keys,
    t: config.cookieLifetimeMs,
    a: PRERENDERED_PAGE_ATTRIBUTE,
    h: HOLD_LIMIT_MS,
  });
  return `(function(c){var d=document.documentElement,p=d.getAttribute(c.a),s;function g(k){try{return s.getItem(k)}catch(e){return null}}function r(v){if(!v)return null;v=v.toLowerCase().replace('_','-');if(c.l.indexOf(v)>=0)return v;var h=v.split('-')[0];if(c.f[h])return c.f[h];for(var i=0;i<c.l.length;i++)if(c.l[i].indexOf(h+'-')===0)return c.l[i];return null}try{s=localStorage}catch(e){return}var u=location.pathname,m=/^\\/([a-z]{2}-[a-z]{2})(?=\\/|$)/i.exec(u);if(!(m&&c.l.indexOf(m[1].toLowerCase())>=0)){var w=r(g(c.k.lang));if(w&&w!==d.lang){d.setAttribute('data-first-paint','leaving');location.replace('/'+w+(u==='/'?'/':u)+location.search+location.hash);return}}try{var j=JSON.parse(g(c.k.cookiePreferences)||'null');if(j&&typeof j==='object'&&typeof j.since==='number'&&typeof j.choices==='object'&&Date.now()-j.since<c.t)d.setAttribute('data-cookie-choice','')}catch(e){}if((p==='landing'||p==='start')&&g(c.k.token)){d.setAttribute('data-first-paint','hold');setTimeout(function(){if(d.getAttribute('data-first-paint')==='hold')d.removeAttribute('data-first-paint')},c.h)}if(p==='landing'&&g(c.k.landingVariant)==='B')d.setAttribute('data-landing-variant','B')})(${data})`;
}

/** The CSP source that allows exactly this inline script (`'sha256-<base64>'`). */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}
