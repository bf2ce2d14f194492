import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/shared/lib/cn';

const phoneVariants = cva('inline-block shrink-0', {
  variants: { size: { md: 'h-32', lg: 'h-44' } },
  defaultVariants: { size: 'lg' },
});

export interface PhonePictureProps extends VariantProps<typeof phoneVariants> {
  /** Accessible name; without it the picture is decorative. */
  label?: string;
  className?: string;
}

/**
 * A phone showing the Tidy Fox app (the naver mobile popup of onboarding §2, when the window is taller
 * than NAVER_PHONE_IMAGE_MIN_HEIGHT): drawn in the design tokens, so it needs no image file.
 */
export function PhonePicture({ label, size, className }: PhonePictureProps) {
  return (
    <svg
      viewBox="0 0 80 140"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-slot="phone-picture"
      className={cn(phoneVariants({ size }), className)}
    >
      <rect x="4" y="2" width="72" height="136" rx="12" className="fill-text" />
      <rect x="8" y="12" width="64" height="112" rx="4" className="fill-surface-muted" />
      <rect x="30" y="6" width="20" height="3" rx="1.5" className="fill-text-subtle" />
      <rect x="14" y="20" width="52" height="10" rx="5" className="fill-brand" />
      <rect
        x="14"
        y="38"
        width="52"
        height="18"
        rx="4"
        className="fill-surface stroke-border"
        strokeWidth="1"
      />
      <circle cx="22" cy="47" r="4" className="fill-provider-naver" />
      <rect x="30" y="44" width="28" height="3" rx="1.5" className="fill-text-muted" />
      <rect x="30" y="49" width="18" height="3" rx="1.5" className="fill-border-strong" />
      <rect
        x="14"
        y="60"
        width="52"
        height="18"
        rx="4"
        className="fill-surface stroke-border"
        strokeWidth="1"
      />
      <circle cx="22" cy="69" r="4" className="fill-action-unsubscribe" />
      <rect x="30" y="66" width="28" height="3" rx="1.5" className="fill-text-muted" />
      <rect x="30" y="71" width="18" height="3" rx="1.5" className="fill-border-strong" />
      <rect
        x="14"
        y="82"
        width="52"
        height="18"
        rx="4"
        className="fill-surface stroke-border"
        strokeWidth="1"
      />
      <circle cx="22" cy="91" r="4" className="fill-action-keep" />
      <rect x="30" y="88" width="28" height="3" rx="1.5" className="fill-text-muted" />
      <rect x="30" y="93" width="18" height="3" rx="1.5" className="fill-border-strong" />
      <circle cx="40" cy="131" r="3" className="fill-text-subtle" />
    </svg>
  );
}
