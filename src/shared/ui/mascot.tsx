import { cva, type VariantProps } from 'class-variance-authority';
import { useReducedMotionConfig } from 'framer-motion';
import type { AnimationItem } from 'lottie-web';
import lottie from 'lottie-web/build/player/lottie_light';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/shared/lib/cn';

/** The fox animation, a static file of public/ (spec product §2 /fetch). */
export const MASCOT_ANIMATION_URL = `${import.meta.env.BASE_URL}animations/fox-mascot.json`;

const mascotVariants = cva('relative inline-block shrink-0 aspect-square [&_svg]:block', {
  variants: {
    size: { sm: 'w-24', md: 'w-40', lg: 'w-56' },
  },
  defaultVariants: { size: 'md' },
});

type MascotState = 'loading' | 'playing' | 'paused' | 'static' | 'error';

export interface MascotProps extends VariantProps<typeof mascotVariants> {
  /** Play the loop (the fetch model stops it after FETCH_ANIMATION_PAUSE_AFTER_MS). */
  playing?: boolean;
  /** Accessible name; without it the mascot is decorative. */
  label?: string;
  /** Animation file (Lottie JSON); defaults to the fox. */
  src?: string;
  className?: string;
}

/**
 * The fox mascot: a Lottie animation (lottie-web, SVG renderer) loaded from a local file. It idles
 * (bob, tail wag, blink) while `playing`; paused it holds its frame. Under reduced motion (and so in
 * screenshots) it shows its first frame and never moves.
 */
export function Mascot({ playing = true, label, src = MASCOT_ANIMATION_URL, size, className }: MascotProps) {
  const container = useRef<HTMLDivElement>(null);
  const animation = useRef<AnimationItem | null>(null);
  const reduced = useReducedMotionConfig() ?? false;
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    if (!container.current) return;
    setStatus('loading');
    const item = lottie.loadAnimation({
      container: container.current,
      renderer: 'svg',
      loop: true,
      autoplay: false,
      path: src,
      rendererSettings: { preserveAspectRatio: 'xMidYMid meet', progressiveLoad: false },
    });
    animation.current = item;
    const offLoaded = item.addEventListener('DOMLoaded', () => setStatus('ready'));
    const offFailed = item.addEventListener('data_failed', () => setStatus('error'));
    return () => {
      offLoaded();
      offFailed();
      item.destroy();
      animation.current = null;
    };
  }, [src]);

  useEffect(() => {
    const item = animation.current;
    if (!item || status !== 'ready') return;
    if (reduced) item.goToAndStop(0, true);
    else if (playing) item.play();
    else item.pause();
  }, [status, playing, reduced]);

  const state: MascotState =
    status === 'ready' ? (reduced ? 'static' : playing ? 'playing' : 'paused') : status;
  const common = {
    ref: container,
    'data-slot': 'mascot',
    'data-state': state,
    className: cn(mascotVariants({ size }), className),
  };
  return label ? <div role="img" aria-label={label} {...common} /> : <div aria-hidden="true" {...common} />;
}
