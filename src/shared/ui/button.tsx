import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps, createContext, type ReactNode, use } from 'react';
import { cn } from '@/shared/lib/cn';
import { Icon } from './icon';
import type { IconName } from './icon-glyphs';
import { Loader } from './loader';

const buttonCva = cva(
  [
    'relative inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-pill font-semibold',
    'transition-[background-color,color,box-shadow,transform] duration-fast select-none',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus',
    'active:scale-[0.98] disabled:pointer-events-none disabled:opacity-45 data-[loading=true]:opacity-100',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-brand text-brand-foreground shadow-sm hover:bg-brand-hover',
        secondary: 'bg-brand-soft text-brand-strong hover:bg-surface-sunken',
        outline: 'border border-border-strong bg-surface text-text hover:bg-surface-muted',
        ghost: 'text-text hover:bg-surface-sunken',
        danger: 'bg-danger text-action-foreground shadow-sm hover:opacity-90',
        unsubscribe: 'bg-action-unsubscribe text-action-foreground shadow-sm hover:opacity-90',
        delete: 'bg-action-delete text-action-foreground shadow-sm hover:opacity-90',
        keep: 'bg-action-keep text-action-foreground shadow-sm hover:opacity-90',
        later: 'bg-action-later text-action-foreground shadow-sm hover:opacity-90',
        // A link is text: a long label (a long language, a narrow phone) wraps as text does (and in a
        // row it may shrink to do so), instead of widening what holds it past the screen.
        link: 'h-auto shrink rounded-sm px-0 text-start whitespace-normal text-text-link underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-5 text-base',
        lg: 'h-13 px-7 text-lg',
      },
      fullWidth: { true: 'w-full' },
      /**
       * A label longer than the room the button has (a long language on a narrow phone) takes more
       * lines instead of running past the button's edges; one line keeps the size's height. In a row
       * it may shrink (down to its longest word).
       */
      multiline: { true: 'h-auto shrink whitespace-normal text-center' },
    },
    compoundVariants: [
      { variant: 'link', className: 'h-auto px-0' },
      // One line of the size's text, its padding and an outline's border stay under the size's height.
      { multiline: true, size: 'sm', className: 'min-h-9 py-1.5' },
      { multiline: true, size: 'md', className: 'min-h-11 py-2' },
      { multiline: true, size: 'lg', className: 'min-h-13 py-2.5' },
    ],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonCva>;

/**
 * The button's classes, merged: a variant that overrides the base (a link's or a multiline button's
 * `shrink` over `shrink-0`) wins, for a link styled as a button (`<Link className={buttonVariants(…)}>`)
 * as for `Button`.
 */
export function buttonVariants(props?: ButtonVariantProps): string {
  return cn(buttonCva(props));
}

/**
 * Defaults for the buttons inside: a dialog's footer makes its buttons `multiline`, since a dialog is
 * narrow on a phone and its labels are sentences in some languages ("Entscheidung rückgängig machen").
 * A button's own prop wins.
 */
export const ButtonDefaults = createContext<Pick<ButtonVariantProps, 'multiline'>>({});

/** The defaults of a dialog's or a sheet's footer: its buttons wrap a label longer than their room. */
export const FOOTER_BUTTON_DEFAULTS = { multiline: true } as const;

export interface ButtonProps extends ComponentProps<'button'>, ButtonVariantProps {
  /** Shows a spinner, keeps the width, marks the button busy and ignores presses. */
  loading?: boolean;
  /** Icon before the label (after it in RTL, following the reading order). */
  icon?: IconName;
  /** Icon after the label. */
  iconEnd?: IconName;
  /** Render the single child (a link) with the button's look (Radix Slot). */
  asChild?: boolean;
  children?: ReactNode;
}

export function Button({
  variant,
  size,
  fullWidth,
  multiline,
  loading = false,
  icon,
  iconEnd,
  asChild = false,
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  const defaults = use(ButtonDefaults);
  const iconSize = size === 'sm' ? 'sm' : 'md';
  const classes = cn(
    buttonCva({ variant, size, fullWidth, multiline: multiline ?? defaults.multiline }),
    className,
  );
  if (asChild) {
    return (
      <Slot data-slot="button" className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type="button"
      data-slot="button"
      data-loading={loading}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      className={classes}
      {...props}
    >
      <span className={cn('inline-flex items-center gap-2', loading && 'opacity-0')}>
        {icon && <Icon name={icon} size={iconSize} />}
        {children}
        {iconEnd && <Icon name={iconEnd} size={iconSize} />}
      </span>
      {loading && (
        <span className="absolute inset-0 flex items-center justify-center">
          <Loader decorative size="sm" tone="current" />
        </span>
      )}
    </button>
  );
}
