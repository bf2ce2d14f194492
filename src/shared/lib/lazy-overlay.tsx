import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * An overlay (modal, toast stack) whose code loads the first time it is shown, and which stays mounted
 * from then on (so that closing keeps its exit and focus return). Until then it renders nothing: a
 * page's first load does not carry Radix Dialog / Toast for a modal nobody opened (issue 12 budget).
 *
 *   const ProviderErrorModal = lazyOverlay(
 *     () => import('@/features/provider-lookup/ui/provider-error-modal').then((m) => m.ProviderErrorModal),
 *     (props) => props.open,
 *   );
 */
export function lazyOverlay<P extends object>(
  load: () => Promise<ComponentType<P>>,
  shown: (props: P) => boolean,
): ComponentType<P> {
  const Overlay = lazy(async () => ({ default: await load() }));
  function LazyOverlay(props: P) {
    const visible = shown(props);
    const [mounted, setMounted] = useState(visible);
    if (visible && !mounted) setMounted(true);
    if (!mounted && !visible) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  }
  return LazyOverlay;
}
