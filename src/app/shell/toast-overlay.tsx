import { useUnit } from 'effector-react';
import { $toast, toastActionClicked, toastClosed } from '@/shared/lib/toast/model';
import { LazyToaster } from '@/shared/ui/lazy-toaster';

/**
 * The toast stack (LazyToaster: its code loads with the first toast, issue 12 budget) on its own: a toast comes with every decision on /newsletters, and only the toaster has to
 * re-render for it (not the cookie modal and banners beside it).
 */
export function ToastOverlay() {
  const units = useUnit({ toast: $toast, onClose: toastClosed, onAction: toastActionClicked });
  const { toast } = units;
  return (
    <LazyToaster
      toasts={toast ? [toast] : []}
      onClose={(id) => units.onClose(id)}
      onAction={() => {
        if (toast) units.onAction(toast);
      }}
    />
  );
}
