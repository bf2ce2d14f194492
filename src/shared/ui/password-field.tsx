import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { Icon } from './icon';
import { TextField, type TextFieldProps } from './text-field';

export interface PasswordVisibilityProps {
  /** Controlled visibility of the characters. */
  visible?: boolean;
  /** Initial visibility when uncontrolled (hidden by default). */
  defaultVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
}

export interface PasswordFieldProps
  extends Omit<TextFieldProps, 'mode' | 'type' | 'endAdornment'>,
    PasswordVisibilityProps {}

/** Visibility state, controlled or not. */
function usePasswordVisibility({
  visible,
  defaultVisible = false,
  onVisibleChange,
}: PasswordVisibilityProps) {
  const [own, setOwn] = useState(defaultVisible);
  const shown = visible ?? own;
  const toggle = () => {
    if (visible === undefined) setOwn(!shown);
    onVisibleChange?.(!shown);
  };
  return [shown, toggle] as const;
}

interface VisibilityToggleProps {
  shown: boolean;
  onToggle: () => void;
  controls: string;
  disabled?: boolean;
}

/** The eye button: one fixed label ("Show password"), its pressed state tells whether it is shown. */
function PasswordVisibilityToggle({ shown, onToggle, controls, disabled }: VisibilityToggleProps) {
  const { t } = useTranslation('ui');
  return (
    <button
      type="button"
      data-slot="password-toggle"
      aria-label={t('password_show')}
      title={t('password_show')}
      aria-pressed={shown}
      aria-controls={controls}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-md text-text-muted',
        'transition-colors duration-fast hover:bg-surface-sunken hover:text-text',
        'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-border-focus',
        'disabled:pointer-events-none aria-pressed:text-brand-strong',
      )}
    >
      <Icon name={shown ? 'eye-off' : 'eye'} />
    </button>
  );
}

/** A password input with a show/hide button; otherwise a TextField (label, helper, error…). */
export function PasswordField({
  visible,
  defaultVisible,
  onVisibleChange,
  id,
  autoComplete = 'current-password',
  disabled,
  ...props
}: PasswordFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [shown, toggle] = usePasswordVisibility({ visible, defaultVisible, onVisibleChange });
  return (
    <TextField
      id={inputId}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      disabled={disabled}
      data-visible={shown}
      endAdornment={
        <PasswordVisibilityToggle shown={shown} onToggle={toggle} controls={inputId} disabled={disabled} />
      }
      {...props}
    />
  );
}
