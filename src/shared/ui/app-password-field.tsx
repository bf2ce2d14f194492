import { type ChangeEvent, useState } from 'react';
import type { Provider } from '@/shared/config/constants';
import { cn } from '@/shared/lib/cn';
import {
  type AppPasswordFormat,
  appPasswordCaret,
  appPasswordFormat,
  formatAppPassword,
} from '@/shared/lib/format-app-password';
import { PasswordField, type PasswordFieldProps } from './password-field';

export interface AppPasswordFieldProps
  extends Omit<PasswordFieldProps, 'value' | 'defaultValue' | 'onValueChange' | 'onChange' | 'maxLength'> {
  /** Sets the mask: 16 characters (12 for naver; icloud: 16 joined by dashes, 19 stored). */
  provider?: Provider;
  /** The stored value (no spaces; icloud keeps its dashes). */
  value?: string;
  defaultValue?: string;
  /** Called with the stored value and whether it has the provider's exact length. */
  onValueChange?: (value: string, complete: boolean) => void;
}

function patternOf(format: AppPasswordFormat): string {
  const groups = Math.ceil(format.characters / format.groupSize);
  return Array.from({ length: groups }, () => 'x'.repeat(format.groupSize)).join(format.separator);
}

/** One bar per group, filling as its characters are typed (decorative: the value itself is read out). */
function GroupMeter({ filled, format }: { filled: number; format: AppPasswordFormat }) {
  const groups = Math.ceil(format.characters / format.groupSize);
  return (
    <div data-slot="app-password-meter" aria-hidden="true" className="mt-2 flex gap-1.5">
      {Array.from({ length: groups }, (_, index) => {
        const inGroup = Math.min(format.groupSize, Math.max(0, filled - index * format.groupSize));
        return (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the groups are positions, never reordered
            key={index}
            data-filled={inGroup === format.groupSize}
            className="relative h-1.5 flex-1 overflow-hidden rounded-pill bg-border"
          >
            <span
              className="absolute inset-y-0 start-0 rounded-pill bg-brand transition-[width] duration-base"
              style={{ width: `${(inGroup / format.groupSize) * 100}%` }}
            />
          </span>
        );
      })}
    </div>
  );
}

/**
 * The application-password input of the login flows: typed as `abcd efgh ijkl mnop` (groups of four),
 * stored without the spaces; 12 characters for naver; icloud in its own `abcd-efgh-ijkl-mnop` form,
 * dashes included in the stored value (see `format-app-password.ts`). Show/hide like PasswordField.
 */
export function AppPasswordField({
  provider = 'google',
  value,
  defaultValue,
  onValueChange,
  placeholder,
  inputClassName,
  ...props
}: AppPasswordFieldProps) {
  const format = appPasswordFormat(provider);
  const [own, setOwn] = useState(() => formatAppPassword(defaultValue ?? '', provider).value);
  const current = formatAppPassword(value ?? own, provider);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const typed = input.value;
    const caretAt = input.selectionStart ?? typed.length;
    const before = typed.slice(0, caretAt).replace(/[\s-]/g, '').length;
    const next = formatAppPassword(typed, provider);
    // Write the formatted text and caret now, so React finds nothing to change and the caret stays put.
    input.value = next.display;
    const caret = appPasswordCaret(next.display, before);
    input.setSelectionRange(caret, caret);
    if (value === undefined) setOwn(next.value);
    onValueChange?.(next.value, next.complete);
  }

  return (
    <PasswordField
      autoComplete="off"
      dir="ltr"
      data-provider={provider}
      data-complete={current.complete}
      placeholder={placeholder ?? patternOf(format)}
      value={current.display}
      onChange={handleChange}
      inputClassName={cn('font-mono tracking-[0.08em] rtl:text-end', inputClassName)}
      below={<GroupMeter filled={current.filled} format={format} />}
      {...props}
    />
  );
}
