import './styles/index.css';
import { allSettled, fork } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '@/shared/config/constants';
import { i18n } from '@/shared/i18n/i18n';
import { resolveLocale, splitLocalePrefix } from '@/shared/i18n/locale';
import { $locale } from '@/shared/i18n/model';
import { STORAGE_KEYS } from '@/shared/lib/storage/keys';
import { appPrepared, appStarted } from './model';
import '@/features/navigation/model';
import { createAppRouter } from './router';

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

/** One router per language: a language change (e.g. a prefixed legacy link) moves the base path. */
function AppRouter() {
  const locale = useUnit($locale);
  const router = useMemo(() => {
    applyLocalePrefix(locale);
    return createAppRouter(`/${locale}`);
  }, [locale]);
  return <RouterProvider router={router} />;
}

async function boot() {
  const { locale } = splitLocalePrefix(window.location.pathname);
  const active =
    locale ?? resolveLocale(storedLanguage()) ?? resolveLocale(navigator.language) ?? DEFAULT_LOCALE;
  applyLocalePrefix(active);
  const scope = fork();
  await allSettled(appPrepared, { scope, params: { locale: active } });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <Provider value={scope}>
        <I18nextProvider i18n={i18n}>
          <AppRouter />
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
  void allSettled(appStarted, { scope });
}

void boot();
