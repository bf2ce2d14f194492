import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_LIFETIME_MS } from '../src/shared/config/constants';
import {
  APP_FIRST_PAINT_CONFIG,
  firstPaintScript,
  HOLD_LIMIT_MS,
  PRERENDERED_PAGE_ATTRIBUTE,
  scriptHashSource,
} from './first-paint-script';

const script = firstPaintScript(APP_FIRST_PAINT_CONFIG);

interface Visit {
  /** The prerendered page (`<html data-prerendered-page>`) and its locale (`<html lang>`). */
  page: 'landing' | 'start' | 'loginEmail';
  lang?: string;
  pathname?: string;
  search?: string;
  hash?: string;
  stored?: Record<string, string>;
  /** Local storage throws on access (disabled). */
  storageDisabled?: boolean;
}

/** Runs the script as the browser would in the page's head, against a stand-in document and storage. */
function runWithTimers(visit: Visit) {
  const attributes = new Map<string, string>([
    [PRERENDERED_PAGE_ATTRIBUTE, visit.page],
    ['lang', visit.lang ?? 'en-gb'],
  ]);
  const replaced: string[] = [];
  const document = {
    documentElement: {
      get lang() {
        return attributes.get('lang') ?? '';
      },
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
    },
  };
  const timers: Array<{ run: () => void; ms: number }> = [];
  const setTimeout = (run: () => void, ms: number) => timers.push({ run, ms });
  const location = {
    pathname: visit.pathname ?? '/',
    search: visit.search ?? '',
    hash: visit.hash ?? '',
    replace: (url: string) => replaced.push(url),
  };
  const stored = visit.stored ?? {};
  const storage = { getItem: (key: string) => stored[key] ?? null };
  // `localStorage` is the script's global (reading it throws where storage is disabled).
  const previous = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      if (visit.storageDisabled) throw new Error('SecurityError');
      return storage;
    },
  });
  try {
    new Function('document', 'location', 'setTimeout', script)(document, location, setTimeout);
  } finally {
    if (previous) Object.defineProperty(globalThis, 'localStorage', previous);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  }
  const marksNow = () => {
    const rest = new Map(attributes);
    rest.delete(PRERENDERED_PAGE_ATTRIBUTE);
    rest.delete('lang');
    return Object.fromEntries(rest);
  };
  return {
    marks: marksNow(),
    replaced,
    /** The delays of the timers the script set. */
    timers: timers.map((timer) => timer.ms),
    /** Time passes: the timers the script set run; then the marks. */
    runTimers: () => {
      for (const timer of timers) timer.run();
      return marksNow();
    },
  };
}

/** What the script did at once: the marks on `<html>` and the page replacements. */
function run(visit: Visit) {
  const { marks, replaced } = runWithTimers(visit);
  return { marks, replaced };
}

const choice = (ageMs: number) => JSON.stringify({ since: Date.now() - ageMs, choices: {} });

describe('first-paint script of the prerendered pages (issue 12: a returning visitor before the scripts run)', () => {
  it('leaves a first visit (nothing stored) as the build rendered it', () => {
    for (const page of ['landing', 'start', 'loginEmail'] as const) {
      const visit = runWithTimers({ page, pathname: '/' });
      expect([visit.marks, visit.replaced, visit.timers]).toEqual([{}, [], []]);
    }
  });

  it('marks a stored cookie choice that has not expired (the app drops an expired one and shows the banner)', () => {
    expect(run({ page: 'loginEmail', stored: { cookiePreferences: choice(1_000) } }).marks).toEqual({
      'data-cookie-choice': '',
    });
    expect(
      run({ page: 'landing', stored: { cookiePreferences: choice(COOKIE_CONSENT_LIFETIME_MS + 1) } }).marks,
    ).toEqual({});
    for (const broken of ['{oops', '{"since":"yesterday","choices":{}}', '{"since":1}', 'null', '42'])
      expect(run({ page: 'landing', stored: { cookiePreferences: broken } }).marks, broken).toEqual({});
  });

  it('holds the landing and /start for a visitor with a token (the guards send them on), not the e-mail step', () => {
    expect(run({ page: 'landing', stored: { token: 't' } }).marks).toEqual({ 'data-first-paint': 'hold' });
    expect(run({ page: 'start', stored: { token: 't' } }).marks).toEqual({ 'data-first-paint': 'hold' });
    expect(run({ page: 'loginEmail', stored: { token: 't' } }).marks).toEqual({});
    expect(run({ page: 'landing', stored: { token: '' } }).marks).toEqual({});
  });

  it('lifts the hold itself after HOLD_LIMIT_MS when the app never renders (its scripts failed to load)', () => {
    const held = runWithTimers({ page: 'landing', stored: { token: 't' } });
    expect(held.timers).toEqual([HOLD_LIMIT_MS]);
    expect(held.runTimers()).toEqual({});
    // With a stored cookie choice too, only the hold goes.
    const both = runWithTimers({ page: 'start', stored: { token: 't', cookiePreferences: choice(1_000) } });
    expect(both.marks).toEqual({ 'data-first-paint': 'hold', 'data-cookie-choice': '' });
    expect(both.runTimers()).toEqual({ 'data-cookie-choice': '' });
  });

  it('marks a stored variant B on the landing only (/start is B already; A is what the landing was built as)', () => {
    expect(run({ page: 'landing', stored: { landingVariant: 'B' } }).marks).toEqual({
      'data-landing-variant': 'B',
    });
    expect(run({ page: 'start', stored: { landingVariant: 'B' } }).marks).toEqual({});
    expect(run({ page: 'landing', stored: { landingVariant: 'A' } }).marks).toEqual({});
  });

  it('replaces an unprefixed page by the stored language’s page, keeping path, query and hash', () => {
    expect(
      run({
        page: 'loginEmail',
        lang: 'en-gb',
        pathname: '/login/email',
        search: '?email=a%40b.co',
        hash: '#x',
        stored: { lang: 'fr-fr', token: 't', cookiePreferences: choice(0) },
      }),
    ).toEqual({
      marks: { 'data-first-paint': 'leaving' },
      replaced: ['/fr-fr/login/email?email=a%40b.co#x'],
    });
    // Resolved as the app resolves it (short codes, case, underscores).
    expect(run({ page: 'landing', stored: { lang: 'de' } }).replaced).toEqual(['/de-de/']);
    expect(run({ page: 'landing', stored: { lang: 'AR_SA' } }).replaced).toEqual(['/ar-sa/']);
    expect(run({ page: 'landing', stored: { lang: 'pt' } }).replaced).toEqual(['/pt-pt/']);
  });

  it('keeps the page when the stored language is the page’s, unknown, or the URL has a language prefix', () => {
    expect(run({ page: 'landing', lang: 'fr-fr', stored: { lang: 'fr-fr' } })).toEqual({
      marks: {},
      replaced: [],
    });
    expect(run({ page: 'landing', stored: { lang: 'xx-yy' } }).replaced).toEqual([]);
    expect(run({ page: 'start', pathname: '/en-gb/start', stored: { lang: 'fr-fr' } }).replaced).toEqual([]);
    expect(run({ page: 'landing', pathname: '/EN-GB/', stored: { lang: 'fr-fr' } }).replaced).toEqual([]);
  });

  it('does nothing when storage is disabled', () => {
    {
      const visit = runWithTimers({ page: 'landing', storageDisabled: true });
      expect([visit.marks, visit.replaced, visit.timers]).toEqual([{}, [], []]);
    }
  });

  it('gives the CSP source of exactly this script', () => {
    expect(scriptHashSource(script)).toBe(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(scriptHashSource(`${script} `)).not.toBe(scriptHashSource(script));
  });
});
