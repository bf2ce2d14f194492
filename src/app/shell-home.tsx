import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $locale } from '@/shared/i18n/model';

/** Placeholder home of the app shell until the landing page lands (pages arrive in later issues). */
export function ShellHome() {
  const { t } = useTranslation();
  const locale = useUnit($locale);
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">{t('app_name')}</p>
      <h1 className="text-4xl font-bold text-text" data-testid="shell-title">
        {t('shell_welcome_title')}
      </h1>
      <p className="text-lg text-text-muted">{t('shell_welcome_text')}</p>
      <p className="text-sm text-text-subtle" data-testid="shell-locale">
        {t('language_label')}: {t('language_name')} ({locale})
      </p>
    </main>
  );
}
