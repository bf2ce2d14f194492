import { useTranslation } from 'react-i18next';
import { Toast, ToastProvider, type ToastTone, ToastViewport } from './toast';

/** A toast as the toast model holds it: an i18next key with its namespace (`product:…`) and values. */
export interface ToastItem {
  id: number | string;
  kind: ToastTone;
  messageKey: string;
  values?: Readonly<Record<string, string | number>>;
  /** An action button: its label and alternative text as i18next keys with their namespace. */
  action?: { labelKey: string; altTextKey: string };
}

export interface ToasterProps {
  /** The toasts on screen, oldest first; the newest is drawn at the bottom of the stack. */
  toasts: readonly ToastItem[];
  /** A toast closed (timer, close button, Escape or swipe). */
  onClose: (id: ToastItem['id']) => void;
  /** A toast's action button was pressed. */
  onAction?: (id: ToastItem['id']) => void;
  /** Time before each toast closes by itself (ms); defaults to TOAST_DURATION_MS. */
  duration?: number;
}

/** The app's toast stack: a provider, one Toast per item and the viewport they render in. */
export function Toaster({ toasts, onClose, onAction, duration }: ToasterProps) {
  const { t } = useTranslation();
  return (
    <ToastProvider duration={duration}>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          tone={toast.kind}
          open
          action={
            toast.action
              ? {
                  label: t(toast.action.labelKey),
                  altText: t(toast.action.altTextKey),
                  onClick: () => onAction?.(toast.id),
                }
              : undefined
          }
          onOpenChange={(open) => {
            if (!open) onClose(toast.id);
          }}
        >
          {t(toast.messageKey, toast.values ?? {})}
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
