import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { $locale } from '@/shared/i18n/model';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import { TextField } from '@/shared/ui/text-field';
import { OnboardingFrame } from '@/widgets/onboarding-frame/ui/onboarding-frame';
import {
  $deleteEmail,
  $deleteEmailValid,
  $deleteError,
  $deletePending,
  backPressed,
  deleteEmailChanged,
  deleteSubmitted,
} from './model';

/** /direct-delete-account: the address of the account to delete, then sign-in to confirm. */
export function DirectDeleteAccountView() {
  const { t } = useTranslation(['onboarding', 'platform']);
  const model = useUnit({
    email: $deleteEmail,
    valid: $deleteEmailValid,
    error: $deleteError,
    pending: $deletePending,
    locale: $locale,
    onBack: backPressed,
    onEmail: deleteEmailChanged,
    onSubmit: deleteSubmitted,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.onSubmit();
  };
  return (
    <OnboardingFrame homeHref={`/${model.locale}/`} onBack={model.onBack}>
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-16 items-center justify-center rounded-pill bg-danger-soft text-danger">
          <Icon name="delete" size="lg" />
        </span>
        <h1 className="text-2xl font-bold text-balance text-text sm:text-3xl">{t('delete_title')}</h1>
        <p className="text-balance text-text-muted">{t('delete_text')}</p>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <TextField
          label={t('delete_email_label')}
          mode="email"
          name="email"
          leadingIcon="mail"
          value={model.email}
          onValueChange={model.onEmail}
          error={model.error ? t(model.error) : undefined}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={model.pending}
          disabled={!model.valid}
          iconEnd="arrow-right"
        >
          {t('delete_submit')}
        </Button>
      </form>
    </OnboardingFrame>
  );
}
