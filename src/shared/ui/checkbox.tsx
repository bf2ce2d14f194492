import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/shared/lib/cn';
import { Icon } from './icon';

export interface CheckboxProps extends Omit<ComponentProps<typeof CheckboxPrimitive.Root>, 'children'> {
  /** Visible label, clickable; without it pass `aria-label`. */
  label?: ReactNode;
  /** Secondary line under the label. */
  description?: ReactNode;
}

/** A checkbox (Radix) with an optional label and description; checked state styles via data-state. */
export function Checkbox({ label, description, id, className, disabled, ...props }: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  const descriptionId = description ? `${boxId}-description` : undefined;
  const box = (
    <CheckboxPrimitive.Root
      id={boxId}
      data-slot="checkbox"
      disabled={disabled}
      aria-describedby={descriptionId}
      className={cn(
        'peer inline-flex size-5 shrink-0 items-center justify-center rounded-sm border-2 border-border-strong bg-surface',
        'transition-colors duration-fast hover:border-brand',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus',
        'data-[state=checked]:border-brand data-[state=checked]:bg-brand data-[state=checked]:text-brand-foreground',
        'data-[state=indeterminate]:border-brand data-[state=indeterminate]:bg-brand data-[state=indeterminate]:text-brand-foreground',
        'disabled:cursor-not-allowed disabled:opacity-45',
        !label && className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="flex items-center justify-center">
        <Icon name={props.checked === 'indeterminate' ? 'minus' : 'check'} size="xs" className="stroke-[3]" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (!label) return box;
  return (
    <div className={cn('flex items-start gap-3', className)} data-disabled={disabled || undefined}>
      <span className="pt-0.5">{box}</span>
      <span className="flex flex-col gap-0.5">
        <label
          htmlFor={boxId}
          className="cursor-pointer text-base text-text peer-disabled:cursor-not-allowed in-data-disabled:opacity-45"
        >
          {label}
        </label>
        {description && (
          <span id={descriptionId} className="text-sm text-text-subtle">
            {description}
          </span>
        )}
      </span>
    </div>
  );
}
