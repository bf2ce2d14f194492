import * as AccordionPrimitive from '@radix-ui/react-accordion';
import type { ComponentProps } from 'react';
import { cn } from '@/shared/lib/cn';
import { Icon } from './icon';

/**
 * Radix Accordion (a FAQ): `type="single"` (one open at a time, `collapsible` to close it again) or
 * `type="multiple"`. Keyboard from Radix: Enter/Space toggle, ArrowDown/ArrowUp move between questions,
 * Home/End jump to the first/last.
 */
export function Accordion({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Root>) {
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      className={cn('flex w-full flex-col gap-3', className)}
      {...props}
    />
  );
}

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn(
        'rounded-lg border border-border bg-surface shadow-sm transition-shadow duration-base',
        'data-[state=open]:border-border-strong data-[state=open]:shadow',
        'data-disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}

export interface AccordionTriggerProps extends ComponentProps<typeof AccordionPrimitive.Trigger> {
  /** Level of the heading that wraps the question (h3 by default). */
  headingLevel?: 2 | 3 | 4;
}

export function AccordionTrigger({ className, children, headingLevel = 3, ...props }: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'group flex min-h-14 flex-1 items-center justify-between gap-4 rounded-lg px-5 py-4 text-start',
            'text-base font-semibold text-text transition-colors duration-fast hover:bg-surface-muted',
            'data-[state=open]:rounded-b-none',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus',
            'disabled:cursor-not-allowed',
            className,
          )}
          {...props}
        >
          <span className="min-w-0 break-words">{children}</span>
          <span
            aria-hidden="true"
            className={cn(
              'flex size-8 shrink-0 items-center justify-center rounded-pill bg-surface-sunken text-text-muted',
              'transition-[transform,background-color,color] duration-base',
              'group-data-[state=open]:rotate-180 group-data-[state=open]:bg-brand-soft group-data-[state=open]:text-brand-strong',
            )}
          >
            <Icon name="chevron-down" size="sm" />
          </span>
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="overflow-hidden data-[state=open]:animate-fade-in"
      {...props}
    >
      <div className={cn('px-5 pb-5 text-base leading-relaxed text-text-muted', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
