import { useUnit } from 'effector-react';
import { lazyOverlay } from '@/shared/lib/lazy-overlay';
import { $toast, toastActionClicked, toastClosed } from '@/shared/lib/toast/model';

/** The toast stack (Radix Toast) loads with the first toast (issue 12 budget). */
const Toaster = lazyOverlay(
  () => import('@/shared/ui/toaster').then((ui) => ui.Toaster),
  (props) => props.toasts.length > 0,
);

/**
 * The toast on its own: a toast comes with every decision on /newsletters, and only the toaster has to
 * re-render for it (not the cookie modal and banners beside it).
 */
export function ToastOverlay() {
  const units = useUnit({ toast: $toast, onClose: toastClosed, onAction: toastActionClicked });
  const { toast } = units;
  return (
    <Toaster
      toasts={toast ? [toast] : []}
      onClose={() => units.onClose()}
      onAction={() => {
        if (toast) units.onAction(toast);
      }}
    />
  );
}
