import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { $locale } from '@/shared/i18n/model';
import { Banner } from '@/shared/ui/banner';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { OnboardingFrame } from '@/widgets/onboarding-frame/ui/onboarding-frame';
import {
  $birthYear,
  $canSubmitUserForm,
  $firstName,
  $referralCode,
  $userFormMessages,
  $userFormRequesting,
  birthYearChanged,
  type FormMessage,
  firstNameChanged,
  referralCodeChanged,
  userFormSubmitted,
} from './model';

/** /user-form: first name, year of birth and the optional referral code; Enter submits. */
export function UserFormView() {
  const { t } = useTranslation(['onboarding', 'platform', 'common']);
  const model = useUnit({
    firstName: $firstName,
    birthYear: $birthYear,
    code: $referralCode,
    messages: $userFormMessages,
    canSubmit: $canSubmitUserForm,
    requesting: $userFormRequesting,
    locale: $locale,
    onFirstName: firstNameChanged,
    onBirthYear: birthYearChanged,
    onCode: referralCodeChanged,
    onSubmit: userFormSubmitted,
  });
  const text = (message?: FormMessage) => (message ? t(message.key, message.values) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.onSubmit();
  };
  return (
    <OnboardingFrame homeHref={`/${model.locale}/`}>
      <div className="flex flex-col gap-2 text-center">
        <h1 className="text-2xl font-bold text-balance text-text sm:text-3xl">{t('user_form_title')}</h1>
        <p className="text-balance text-text-muted">{t('user_form_text')}</p>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-busy={model.requesting}>
        <TextField
          label={t('user_form_firstname')}
          name="firstname"
          autoComplete="given-name"
          value={model.firstName}
          onValueChange={model.onFirstName}
          error={text(model.messages.firstname)}
          required
        />
        <TextField
          label={t('user_form_birthyear')}
          name="birthYear"
          mode="year"
          value={model.birthYear}
          onValueChange={model.onBirthYear}
          helper={t('user_form_birthyear_helper')}
          error={text(model.messages.birthYear)}
          required
        />
        <TextField
          label={t('user_form_code')}
          name="partnerCode"
          optional
          autoComplete="off"
          autoCapitalize="characters"
          value={model.code}
          onValueChange={model.onCode}
          helper={t('user_form_code_helper')}
          error={text(model.messages.partnerCode)}
        />
        {model.messages.general && (
          <Banner tone="danger" icon="error" live="assertive">
            {text(model.messages.general)}
          </Banner>
        )}
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={model.requesting}
          disabled={!model.canSubmit}
          iconEnd="arrow-right"
        >
          {t('user_form_submit')}
        </Button>
      </form>
    </OnboardingFrame>
  );
}
