import { cva, type VariantProps } from 'class-variance-authority';
import { memo, useState } from 'react';
import { cn } from '@/shared/lib/cn';

const avatarVariants = cva(
  'relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-pill font-bold uppercase',
  {
    variants: {
      size: {
        sm: 'size-8 text-sm',
        md: 'size-10 text-base',
        lg: 'size-14 text-xl',
        xl: 'size-20 text-3xl',
      },
      tint: {
        0: 'bg-brand-soft text-brand-strong',
        1: 'bg-info-soft text-info',
        2: 'bg-action-delete-soft text-action-delete',
        3: 'bg-action-unsubscribe-soft text-action-unsubscribe',
        4: 'bg-action-later-soft text-action-later',
        5: 'bg-spam-soft text-spam',
      },
    },
    defaultVariants: { size: 'md', tint: 0 },
  },
);

type Tint = 0 | 1 | 2 | 3 | 4 | 5;

/** A stable tint per sender address, so a sender keeps its colour everywhere. */
export function avatarTint(key: string): Tint {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return (hash % 6) as Tint;
}

/** One grapheme segmenter for every avatar (creating one costs more than the segmentation itself). */
let graphemes: Intl.Segmenter | undefined;

/** The first letter (or symbol) of a name, by grapheme so accents and scripts stay whole. */
export function initialOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const segmenter = graphemes;
  const first = segmenter.segment(trimmed)[Symbol.iterator]().next().value;
  return first?.segment ?? trimmed[0] ?? '?';
}

export interface SenderAvatarProps extends Omit<VariantProps<typeof avatarVariants>, 'tint'> {
  /** Sender display name (initial shown when there is no picture). */
  name: string;
  /** Sender address: picks the tint. */
  address: string;
  /** A logo picture; falls back to the initial if it fails to load. */
  imageUrl?: string;
  className?: string;
}

/**
 * A sender's picture or initial on a stable tint. Decorative: the name is always written beside it.
 * Memoised: a row or card re-rendered for something else (a highlight, a typed text) keeps its avatar.
 */
export const SenderAvatar = memo(function SenderAvatar({
  name,
  address,
  imageUrl,
  size,
  className,
}: SenderAvatarProps) {
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(imageUrl) && !failed;
  return (
    <span
      data-slot="sender-avatar"
      aria-hidden="true"
      className={cn(avatarVariants({ size, tint: avatarTint(address) }), className)}
    >
      {showImage ? (
        <img src={imageUrl} alt="" className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        initialOf(name)
      )}
    </span>
  );
});
