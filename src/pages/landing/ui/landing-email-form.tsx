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
      // Field and button side by side when both fit (the field at least 14rem), else the button under
      // the field, as wide as it: a long label (Greek in an 800 px window's hero) never runs off the form.
      className={cn('flex w-full flex-wrap items-start gap-3', className)}
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
        className="min-w-0 grow-[1000000] basis-56"
      />
      {/* Alone on its line it takes the line; beside the field it keeps its own width (the field's
          grow factor leaves it less than a layout unit of the free room). A label longer than the
          line (Greek at 320 px) takes two lines. */}
      <Button type="submit" size="lg" multiline loading={pending} iconEnd="arrow-right" className="grow">
        {t('cta')}
      </Button>
    </form>
  );
}
