import { cva } from 'class-variance-authority';
import {
  type ChangeEvent,
  type ComponentProps,
  type ReactNode,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import { BIRTH_YEAR_MAX_LENGTH, INPUT_MAX_LENGTH_DEFAULT, PAGE_SHOWN_EVENT } from '@/shared/config/constants';
import { cn } from '@/shared/lib/cn';
import { truncateBirthYear } from '@/shared/lib/validation/rules';
import { Icon } from './icon';
import type { IconName } from './icon-glyphs';

/**
 * - `text`: any text, cut at `maxLength` (default 100, onboarding §5).
 * - `email`: an e-mail address (type email, e-mail keyboard and autocomplete, no autocorrect).
 * - `year`: a year (numeric keyboard, digits only, cut at 4 characters, onboarding §5). A text input with
 *   `inputMode="numeric"` rather than `type="number"`: a number input ignores maxLength, has no selection
 *   and turns "1984e" or "-" into an empty value.
 */
export type TextFieldMode = 'text' | 'email' | 'year';

const textFieldControlVariants = cva(
  [
    'relative flex min-h-13 items-center rounded-lg border bg-surface shadow-sm',
    'transition-[border-color,box-shadow,background-color] duration-fast',
    'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-border-focus',
  ],
  {
    variants: {
      invalid: {
        false: 'border-border-strong hover:border-text-subtle has-[input:focus-visible]:border-brand',
        true: 'border-danger bg-danger-soft/40 has-[input:focus-visible]:border-danger',
      },
      disabled: {
        true: 'cursor-not-allowed border-border bg-surface-sunken opacity-60 shadow-none hover:border-border',
      },
    },
    defaultVariants: { invalid: false },
  },
);

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'size' | 'type'> {
  /** Visible label (required: every field is labelled). */
  label: ReactNode;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
  /** A hint under the field (replaced by the error while there is one). */
  helper?: ReactNode;
  /** The error message: marks the field invalid and describes it; announced when it appears. */
  error?: ReactNode;
  mode?: TextFieldMode;
  /** Input type in `text` mode (PasswordField switches it between password and text). */
  type?: 'text' | 'password' | 'search' | 'tel' | 'url';
  /** Icon at the start of the field. */
  leadingIcon?: IconName;
  /** A control at the end of the field (a show/hide button). */
  endAdornment?: ReactNode;
  /** Shows "optional" after the label. */
  optional?: boolean;
  /** Called with the cleaned value (cut to the maximum length, digits only in year mode). */
  onValueChange?: (value: string) => void;
  /** Extra content under the field, above the helper (AppPasswordField's group meter). */
  below?: ReactNode;
  inputClassName?: string;
}

function clean(value: string, mode: TextFieldMode, maxLength: number): string {
  if (mode === 'year') return truncateBirthYear(value.replace(/\D/g, ''));
  return value.slice(0, maxLength);
}

const MODE_ATTRIBUTES: Record<TextFieldMode, ComponentProps<'input'>> = {
  text: {},
  email: {
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    autoCapitalize: 'none',
    autoCorrect: 'off',
    spellCheck: false,
    dir: 'ltr',
  },
  year: {
    type: 'text',
    inputMode: 'numeric',
    pattern: '[0-9]*',
    autoComplete: 'bday-year',
    dir: 'ltr',
  },
};

/** A labelled text input with helper text, an error message, a leading icon and an end slot. */
export function TextField({
  label,
  hideLabel = false,
  helper,
  error,
  mode = 'text',
  type = 'text',
  leadingIcon,
  endAdornment,
  optional = false,
  onValueChange,
  onChange,
  below,
  maxLength,
  id,
  disabled,
  className,
  inputClassName,
  'aria-describedby': describedBy,
  ref,
  ...props
}: TextFieldProps) {
  const { t } = useTranslation('ui');
  const autoId = useId();
  const inputId = id ?? autoId;
  const helperId = `${inputId}-helper`;
  const errorId = `${inputId}-error`;
  const invalid = Boolean(error);
  const limit = mode === 'year' ? BIRTH_YEAR_MAX_LENGTH : (maxLength ?? INPUT_MAX_LENGTH_DEFAULT);
  const description =
    [describedBy, invalid ? errorId : helper ? helperId : undefined].filter(Boolean).join(' ') || undefined;

  const inputRef = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
    },
    [ref],
  );
  const controlled = props.value !== undefined;
  const report = useRef(onValueChange);
  useLayoutEffect(() => {
    report.current = onValueChange;
  });
  /*
   * A prerendered page's field can hold text before the page is live: what the visitor typed while the
   * scripts loaded, or what the browser autofilled. Hydration keeps that text on the screen but not in
   * the state, so the next render would put the state's value back and wipe it (the rest of the address
   * then lands in an empty field). So a controlled field reports such text as its value when it mounts,
   * and again once the page is shown (PAGE_SHOWN_EVENT: the page's "opened" effects, which run after
   * this, may have reset the state to a first visit's). A field rendered on the client shows its value
   * already (React writes it before this runs): nothing happens.
   */
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the field mounts (later renders are React's)
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || !controlled) return;
    const shown = () => clean(input.value, mode, limit);
    if (shown() === '' || shown() === String(props.value)) return;
    report.current?.(shown());
    const again = () => report.current?.(shown());
    document.addEventListener(PAGE_SHOWN_EVENT, again, { once: true });
    return () => document.removeEventListener(PAGE_SHOWN_EVENT, again);
  }, []);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const value = clean(input.value, mode, limit);
    if (value !== input.value) input.value = value;
    onChange?.(event);
    onValueChange?.(value);
  }

  return (
    <div
      data-slot="text-field"
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      className={cn('flex w-full flex-col', className)}
    >
      <label
        htmlFor={inputId}
        className={cn(
          'mb-2 text-sm font-semibold text-text',
          hideLabel && 'sr-only',
          disabled && 'opacity-60',
        )}
      >
        {label}
        {optional && <span className="ms-1.5 font-normal text-text-subtle">({t('optional')})</span>}
      </label>
      <div
        data-slot="text-field-control"
        // The paddings belong to the frame (so they follow the page direction even when the input itself is
        // left-to-right, as an e-mail is); a press on them still lands in the input.
        onPointerDown={(event) => {
          if (event.target !== event.currentTarget || disabled) return;
          event.preventDefault();
          event.currentTarget.querySelector('input')?.focus();
        }}
        className={cn(
          textFieldControlVariants({ invalid, disabled: disabled || undefined }),
          'gap-3 ps-4',
          endAdornment ? 'pe-1' : 'pe-4',
        )}
      >
        {leadingIcon && (
          <Icon
            name={leadingIcon}
            className={cn('pointer-events-none text-text-subtle', invalid && 'text-danger')}
          />
        )}
        <input
          ref={setInput}
          id={inputId}
          data-slot="text-field-input"
          type={type}
          {...MODE_ATTRIBUTES[mode]}
          maxLength={limit}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={description}
          onChange={handleChange}
          className={cn(
            'h-13 w-full min-w-0 flex-1 bg-transparent p-0 text-base text-text outline-none',
            'placeholder:text-text-subtle disabled:cursor-not-allowed',
            mode !== 'text' && 'rtl:text-end',
            inputClassName,
          )}
          {...props}
        />
        {endAdornment && <div className="flex shrink-0 items-center">{endAdornment}</div>}
      </div>
      {below}
      {/* Always present so that an error appearing is announced (polite live region). */}
      <div aria-live="polite">
        {invalid && (
          <p
            id={errorId}
            data-slot="text-field-error"
            className="mt-2 flex items-start gap-1.5 text-sm text-danger"
          >
            <Icon name="error" size="sm" className="mt-0.5" />
            <span>{error}</span>
          </p>
        )}
      </div>
      {!invalid && helper && (
        <p id={helperId} data-slot="text-field-helper" className="mt-2 text-sm text-text-subtle">
          {helper}
        </p>
      )}
    </div>
  );
}
