import './styles/index.css';
import { allSettled, fork } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { StrictMode, Suspense, startTransition, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '@/shared/config/constants';
import { i18n, loadLocale, prefetchNamespaces } from '@/shared/i18n/i18n';
import { resolveLocale, splitLocalePrefix } from '@/shared/i18n/locale';
import { $locale } from '@/shared/i18n/model';
import { resolveLocation } from '@/shared/lib/router/routes';
import { STORAGE_KEYS } from '@/shared/lib/storage/keys';
import { appPrepared, appStarted } from './model';
import '@/features/navigation/model';
import { AppRoutes, firstPageNeeds } from './router';

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.lang);
  } catch {
    return null;
  }
}

/** Puts the locale in the URL's language prefix (the router's base path). */
function applyLocalePrefix(locale: Locale) {
  const { locale: current, rest } = splitLocalePrefix(window.location.pathname);
  if (current === locale) return;
  window.history.replaceState(
    window.history.state,
    '',
    `/${locale}${rest === '/' ? '/' : rest}${window.location.search}${window.location.hash}`,
  );
}

/**
 * One router per language: a language change (e.g. a prefixed legacy link) moves the base path. The
 * declarative router (no data APIs: the guards live in Effector) keeps about 10 KB of react-router
 * out of the first load.
 */
function AppRouter() {
  const locale = useUnit($locale);
  useMemo(() => applyLocalePrefix(locale), [locale]);
  return (
    <BrowserRouter key={locale} basename={`/${locale}`}>
      <AppRoutes />
    </BrowserRouter>
  );
}

async function boot() {
  const { locale } = splitLocalePrefix(window.location.pathname);
  const active =
    locale ?? resolveLocale(storedLanguage()) ?? resolveLocale(navigator.language) ?? DEFAULT_LOCALE;
  applyLocalePrefix(active);
  // The page the visitor opened: its chunk and namespaces download while the app prepares.
  const first = resolveLocation(splitLocalePrefix(window.location.pathname).rest, window.location.search);
  const needs = first.kind === 'page' ? firstPageNeeds(first.name) : null;
  if (needs) prefetchNamespaces(active, needs.namespaces);
  const page = needs?.preload().catch(() => undefined);
  const scope = fork();
  await allSettled(appPrepared, { scope, params: { locale: active } });
  if (needs)
    await Promise.all([
      page,
      loadLocale(active, i18n, needs.namespaces),
      loadLocale(DEFAULT_LOCALE, i18n, needs.namespaces),
    ]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const reactRoot = createRoot(root);
  // A transition: the first render yields to the browser every few milliseconds instead of one long
  // task (total blocking time, issue 12 budget).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <Provider value={scope}>
          <I18nextProvider i18n={i18n}>
            {/* Translation namespaces load on demand: a reader of one not yet in suspends here at worst. */}
            <Suspense fallback={null}>
              <AppRouter />
            </Suspense>
          </I18nextProvider>
        </Provider>
      </StrictMode>,
    ),
  );
  void allSettled(appStarted, { scope });
}

void boot();
