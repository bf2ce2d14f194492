import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/shared/lib/cn';
import { Loader } from './loader';

const trackVariants = cva(
  [
    'group relative inline-flex shrink-0 cursor-pointer items-center rounded-pill border-2 border-transparent',
    'bg-border-strong transition-colors duration-base data-[state=checked]:bg-brand',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus',
    'disabled:cursor-not-allowed disabled:opacity-45 data-[busy=true]:cursor-progress',
  ],
  {
    variants: {
      size: { sm: 'h-5 w-9', md: 'h-7 w-12' },
    },
    defaultVariants: { size: 'md' },
  },
);

const thumbVariants = cva(
  'pointer-events-none flex items-center justify-center rounded-pill bg-surface shadow transition-transform duration-base',
  {
    variants: {
      size: {
        sm: 'size-4 data-[state=checked]:translate-x-4 rtl:data-[state=checked]:-translate-x-4',
        md: 'size-6 data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface SwitchProps
  extends Omit<ComponentProps<typeof SwitchPrimitive.Root>, 'children'>,
    VariantProps<typeof trackVariants> {
  /** Visible label; without it pass `aria-label`. */
  label?: ReactNode;
  description?: ReactNode;
  /** A change is being saved: shows a spinner in the thumb and ignores presses. */
  busy?: boolean;
  /** Put the label after the switch instead of before it. */
  labelPosition?: 'start' | 'end';
}

/** An on/off switch (Radix) with an optional label; checked and busy states style via data-*. */
export function Switch({
  label,
  description,
  busy = false,
  size,
  labelPosition = 'start',
  id,
  className,
  disabled,
  ...props
}: SwitchProps) {
  const autoId = useId();
  const switchId = id ?? autoId;
  const descriptionId = description ? `${switchId}-description` : undefined;
  const control = (
    <SwitchPrimitive.Root
      id={switchId}
      data-slot="switch"
      data-busy={busy}
      aria-busy={busy || undefined}
      aria-describedby={descriptionId}
      disabled={disabled}
      className={cn(trackVariants({ size }), !label && className)}
      {...props}
      onCheckedChange={busy ? undefined : props.onCheckedChange}
    >
      <SwitchPrimitive.Thumb className={thumbVariants({ size })}>
        {busy && <Loader decorative size="sm" className="size-3" />}
      </SwitchPrimitive.Thumb>
    </SwitchPrimitive.Root>
  );
  if (!label) return control;
  return (
    <div
      className={cn(
        'flex items-center justify-between gap-4',
        labelPosition === 'end' && 'flex-row-reverse justify-end',
        className,
      )}
      data-disabled={disabled || undefined}
    >
      {/* A word longer than the room beside the switch (German "Reichweitenmessung" on a 320 px phone)
          breaks instead of running under the switch. */}
      <span className="flex min-w-0 flex-col gap-0.5 break-words hyphens-auto">
        <label htmlFor={switchId} className="cursor-pointer text-base text-text in-data-disabled:opacity-45">
          {label}
        </label>
        {description && (
          <span id={descriptionId} className="text-sm text-text-subtle">
            {description}
          </span>
        )}
      </span>
      {control}
    </div>
  );
}
