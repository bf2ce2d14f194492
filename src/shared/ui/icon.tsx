import { cva, type VariantProps } from 'class-variance-authority';
import type { SVGProps } from 'react';
import { cn } from '@/shared/lib/cn';
import { ICON_GLYPHS, type IconName } from './icon-glyphs';

/** Glyphs that point along the reading direction and so flip in right-to-left layouts. */
const DIRECTIONAL: ReadonlySet<IconName> = new Set([
  'arrow-left',
  'arrow-right',
  'chevron-left',
  'chevron-right',
  'logout',
  'undo',
]);

const iconVariants = cva('inline-block shrink-0', {
  variants: {
    size: {
      xs: 'size-3.5',
      sm: 'size-4',
      md: 'size-5',
      lg: 'size-6',
      xl: 'size-8',
    },
  },
  defaultVariants: { size: 'md' },
});

export interface IconProps
  extends Omit<SVGProps<SVGSVGElement>, 'name' | 'ref'>,
    VariantProps<typeof iconVariants> {
  name: IconName;
  /** Accessible name; without it the icon is decorative (hidden from assistive technology). */
  label?: string;
  /**
   * Flip in RTL layouts. Defaults to true for arrows and chevrons; pass false where the direction
   * is physical (a swipe to the left stays to the left).
   */
  mirrorInRtl?: boolean;
}

export function Icon({ name, label, size, mirrorInRtl, className, ...props }: IconProps) {
  const mirror = mirrorInRtl ?? DIRECTIONAL.has(name);
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-slot="icon"
      data-icon={name}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      className={cn(iconVariants({ size }), mirror && 'rtl:-scale-x-100', className)}
      {...props}
    >
      {ICON_GLYPHS[name]}
    </svg>
  );
}
