import { cva, type VariantProps } from 'class-variance-authority';
import { memo, useState } from 'react';
import { cn } from '@/shared/lib/cn';

const avatarVariants = cva(
  // No `overflow-hidden`: the picture rounds itself (an initial needs no clip), so an avatar adds no clip
  // to what the compositor sorts on each frame (a list shows dozens of them).
  'relative inline-flex shrink-0 select-none items-center justify-center rounded-pill font-bold uppercase',
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
  // Printable ASCII followed by printable ASCII (or nothing) is a whole grapheme: no segmenter needed
  // (most names; segmenting costs tens of microseconds per avatar in the browser).
  const lead = trimmed.charCodeAt(0);
  const next = trimmed.length > 1 ? trimmed.charCodeAt(1) : 0x20;
  if (lead >= 0x20 && lead < 0x7f && next >= 0x20 && next < 0x7f) return trimmed.charAt(0);
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const segmenter = graphemes;
  const first = segmenter.segment(trimmed)[Symbol.iterator]().next().value;
  return first?.segment ?? trimmed[0] ?? '?';
}

type AvatarSize = VariantProps<typeof avatarVariants>['size'];

/** The classes per size and tint, merged once (not per avatar and render). */
const avatarClasses = new Map<string, string>();
function avatarClass(size: AvatarSize, tint: Tint, className: string | undefined): string {
  if (className) return cn(avatarVariants({ size, tint }), className);
  const key = `${size}:${tint}`;
  let merged = avatarClasses.get(key);
  if (merged === undefined) {
    merged = cn(avatarVariants({ size, tint }));
    avatarClasses.set(key, merged);
  }
  return merged;
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
      className={avatarClass(size, avatarTint(address), className)}
    >
      {showImage ? (
        <img
          src={imageUrl}
          alt=""
          className="size-full rounded-[inherit] object-cover"
          onError={() => setFailed(true)}
        />
      ) : (
        initialOf(name)
      )}
    </span>
  );
});
