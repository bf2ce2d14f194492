import { cva, type VariantProps } from 'class-variance-authority';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';

/**
 * The shimmer: a light band sweeping over the placeholder. CSS animation, so reduced motion (the OS
 * setting or the app's own switch) stops it (global rule in index.css; `motion-reduce` here too).
 */
const shimmer = cva(
  [
    'block bg-border bg-linear-to-r from-border via-surface-muted to-border bg-[length:200%_100%] animate-shimmer',
    // Reduced motion: no sweep and no frozen half-gradient, just the flat placeholder colour.
    'motion-reduce:animate-none motion-reduce:bg-none in-data-[reduced-motion=true]:bg-none',
  ],
  {
    variants: {
      shape: {
        line: 'h-3.5 rounded-pill',
        circle: 'rounded-pill',
        block: 'rounded-lg',
      },
    },
    defaultVariants: { shape: 'line' },
  },
);

const avatarSize = cva('', {
  variants: { size: { sm: 'size-8', md: 'size-11', lg: 'size-14', xl: 'size-20' } },
  defaultVariants: { size: 'md' },
});

export interface SkeletonProps extends VariantProps<typeof avatarSize> {
  /**
   * - `text`: `lines` lines of text, the last one shorter.
   * - `avatar`: a round picture (`size`).
   * - `card`: a sender card: avatar, name and address, then two stat pills.
   * - `block`: a plain rounded rectangle sized by `className`.
   */
  shape?: 'text' | 'avatar' | 'card' | 'block';
  /** Number of lines of the `text` shape. */
  lines?: number;
  /** Announced text (defaults to "Loading…"). */
  label?: string;
  /** Inside a region that already says it is loading: no announcement of its own. */
  decorative?: boolean;
  className?: string;
}

/** Widths of successive text lines (the last one of a paragraph is shorter). */
const LINE_WIDTHS = ['w-full', 'w-11/12', 'w-4/5', 'w-full', 'w-5/6'] as const;

function TextLines({ lines }: { lines: number }) {
  return (
    <span className="flex w-full flex-col gap-2.5">
      {Array.from({ length: lines }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity
          key={index}
          data-slot="skeleton-line"
          className={cn(
            shimmer({ shape: 'line' }),
            index === lines - 1 && lines > 1 ? 'w-3/5' : LINE_WIDTHS[index % LINE_WIDTHS.length],
          )}
        />
      ))}
    </span>
  );
}

function Card() {
  return (
    <span className="flex w-full flex-col gap-5 rounded-card border border-border bg-surface p-5 shadow-sm">
      <span className="flex items-center gap-4">
        <span className={cn(shimmer({ shape: 'circle' }), avatarSize({ size: 'lg' }))} />
        <span className="flex flex-1 flex-col gap-2.5">
          <span className={cn(shimmer({ shape: 'line' }), 'h-4 w-1/2')} />
          <span className={cn(shimmer({ shape: 'line' }), 'w-3/4')} />
        </span>
      </span>
      <TextLines lines={2} />
      <span className="flex gap-2">
        <span className={cn(shimmer({ shape: 'line' }), 'h-7 w-24')} />
        <span className={cn(shimmer({ shape: 'line' }), 'h-7 w-20')} />
      </span>
    </span>
  );
}

/** A loading placeholder in the shape of what is coming; announced once as "Loading…". */
export function Skeleton({
  shape = 'text',
  lines = 3,
  size,
  label,
  decorative = false,
  className,
}: SkeletonProps) {
  const { t } = useTranslation('ui');
  const body =
    shape === 'text' ? (
      <TextLines lines={Math.max(1, lines)} />
    ) : shape === 'avatar' ? (
      <span className={cn(shimmer({ shape: 'circle' }), avatarSize({ size }))} />
    ) : shape === 'card' ? (
      <Card />
    ) : (
      <span className={cn(shimmer({ shape: 'block' }), 'size-full')} />
    );
  return (
    <span
      data-slot="skeleton"
      data-shape={shape}
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative || undefined}
      className={cn(
        'flex',
        shape === 'avatar' ? 'shrink-0' : 'w-full',
        shape === 'block' && 'h-24',
        className,
      )}
    >
      {!decorative && <span className="sr-only">{label ?? t('loading')}</span>}
      <span aria-hidden="true" className="contents">
        {body}
      </span>
    </span>
  );
}
