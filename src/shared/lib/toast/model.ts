import { createEvent, createStore, sample } from 'effector';

export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** i18next key with its namespace, e.g. `product:cleaning_list_technical_error`. */
  messageKey: string;
  values?: Readonly<Record<string, string | number>>;
  /** One action button (e.g. Undo): i18next keys of its label and of the way to reach it otherwise. */
  action?: { labelKey: string; altTextKey: string };
}
export type ToastInput = Omit<Toast, 'id'>;

/**
 * The toast on screen (one at a time; a new one replaces it). It stays until the toaster closes it:
 * the toaster's timer (TOAST_DURATION_MS, 3 s on screen) waits while the pointer or the keyboard focus
 * is on the toasts, or the window is in the background, so that an Undo does not vanish under the
 * pointer on its way to it.
 */
export const $toast = createStore<Toast | null>(null);
export const toastShown = createEvent<ToastInput>();
/** A toast closed (its timer, its close button, Escape, a swipe): that one when its id is given. */
export const toastClosed = createEvent<Toast['id'] | string | undefined>();
/** The action button of this toast was pressed (the toast closes). */
export const toastActionClicked = createEvent<Toast>();
$toast.reset(toastActionClicked);

const $lastId = createStore(0);
const opened = sample({
  clock: toastShown,
  source: $lastId,
  fn: (id, toast): Toast => ({ ...toast, id: id + 1 }),
});
$lastId.on(opened, (_, toast) => toast.id);
$toast.on(opened, (_, toast) => toast);
// An older toast's close (its timer firing as a newer one replaces it) leaves the newer one.
sample({
  clock: toastClosed,
  source: $toast,
  filter: (toast, id) => id === undefined || toast?.id === id,
  fn: () => null,
  target: $toast,
});

/** The generic error toast most failures of the product §8 catalogue show (cleaning_list_technical_error). */
export const GENERIC_ERROR_KEY = 'product:cleaning_list_technical_error';
/** The generic error toast of the onboarding screens (landing lookup errors, §8). */
export const PLATFORM_ERROR_KEY = 'platform:toast_generic_error';
