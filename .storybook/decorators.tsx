import type { Decorator } from '@storybook/react-vite';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MotionConfig } from 'framer-motion';
import { useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '@/shared/config/constants';
import { applyDocumentLocale, i18n } from '@/shared/i18n/i18n';
import { isLocale, textDirection } from '@/shared/i18n/locale';

/** Story-level inputs of the workbench decorator. */
export interface WorkbenchParameters {
  /** Initial store values of this story's own Effector scope: `[[ $store, value ], ...]`. */
  scopeValues?: Parameters<typeof fork>[0] extends infer C
    ? C extends { values?: infer V }
      ? V
      : never
    : never;
  /** Initial entries of the memory router. */
  route?: string;
}

export function storyLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Screenshots and users asking for it get no motion. */
export function prefersNoMotion(globalValue: unknown): boolean {
  return globalValue === 'reduce' || (typeof navigator !== 'undefined' && navigator.webdriver === true);
}

/**
 * Gives every story its own Effector scope (`fork`), the i18n instance in the chosen locale with
 * the right direction, a memory router and the motion preference.
 */
export const withWorkbench: Decorator = (Story, context) => {
  const locale = storyLocale(context.globals.locale);
  const reduced = prefersNoMotion(context.globals.reducedMotion);
  const workbench = (context.parameters.workbench ?? {}) as WorkbenchParameters;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one scope per story render
  const scope = useMemo(() => fork({ values: workbench.scopeValues ?? [] }), [context.id]);
  useEffect(() => {
    applyDocumentLocale(locale);
    document.documentElement.dataset.reducedMotion = String(reduced);
  }, [locale, reduced]);
  return (
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[workbench.route ?? '/']}>
          <MotionConfig reducedMotion={reduced ? 'always' : 'never'}>
            <div dir={textDirection(locale)} lang={locale} className="font-sans text-text">
              <Story />
            </div>
          </MotionConfig>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>
  );
};
