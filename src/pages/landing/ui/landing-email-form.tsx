import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';

export interface LandingEmailFormProps {
  value: string;
  onValueChange: (value: string) => void;
  onSubmit: () => void;
  /** The lookup runs: the button shows its spinner. */
  pending?: boolean;
  /** The address was refused: the field shows why. */
  invalid?: boolean;
  /** `banner`: the bottom banner's second field, on the inverse surface. */
  tone?: 'hero' | 'banner';
  className?: string;
}

/** The landing's e-mail field and call to action (onboarding §2 landing); Enter submits. */
export function LandingEmailForm({
  value,
  onValueChange,
  onSubmit,
  pending = false,
  invalid = false,
  tone = 'hero',
  className,
}: LandingEmailFormProps) {
  const { t } = useTranslation('landing');
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      data-slot="landing-email-form"
      data-tone={tone}
      className={cn('flex w-full flex-col gap-3 sm:flex-row sm:items-start', className)}
    >
      <TextField
        id={`${id}-email`}
        mode="email"
        name="email"
        label={t('email_label')}
        hideLabel
        placeholder={t('email_placeholder')}
        leadingIcon="mail"
        value={value}
        onValueChange={onValueChange}
        error={invalid ? t('email_invalid') : undefined}
        className="sm:flex-1"
      />
      <Button type="submit" size="lg" loading={pending} iconEnd="arrow-right" className="sm:h-13">
        {t('cta')}
      </Button>
    </form>
  );
}
