import { lazyOverlay } from '@/shared/lib/lazy-overlay';

/**
 * The toast stack's code (Radix Toast), loaded on demand (issue 12 budget). A page that will toast soon
 * may call it ahead (/newsletters, once idle); LazyToaster then finds it loaded.
 */
export const loadToaster = () => import('./toaster').then((ui) => ui.Toaster);

/** The Toaster, whose code loads with the first toast it shows (and stays mounted from then on). */
export const LazyToaster = lazyOverlay(loadToaster, (props) => props.toasts.length > 0);
