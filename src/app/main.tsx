import './styles/index.css';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { DEFAULT_LOCALE } from '@/shared/config/constants';
import { i18n } from '@/shared/i18n/i18n';
import { splitLocalePrefix } from '@/shared/i18n/locale';
import { appStarted } from './model';
import { createAppRouter } from './router';

async function boot() {
  const { locale, rest } = splitLocalePrefix(window.location.pathname);
  const active = locale ?? DEFAULT_LOCALE;
  if (!locale) {
    window.history.replaceState(null, '', `/${active}${rest === '/' ? '/' : rest}${window.location.search}`);
  }
  const scope = fork();
  await allSettled(appStarted, { scope, params: { locale: active } });
  const router = createAppRouter(`/${active}`);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <Provider value={scope}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
}

void boot();
