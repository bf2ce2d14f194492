import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { type ReactNode, StrictMode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/shared/i18n/i18n';

/**
 * What the browser renders and what the build prerenders (src/app/prerender.tsx) around the router: the
 * same tree on both sides, so the client hydrates the prerendered HTML instead of painting it again.
 */
export function AppTree({ scope, children }: { scope: Scope; children: ReactNode }) {
  return (
    <StrictMode>
      <Provider value={scope}>
        <I18nextProvider i18n={i18n}>
          {/* Translation namespaces load on demand: a reader of one not yet in suspends here at worst. */}
          <Suspense fallback={null}>{children}</Suspense>
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}
