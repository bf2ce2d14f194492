import { createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { TOAST_DURATION_MS } from '@/shared/config/constants';

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

/** The toast on screen (one at a time; a new one replaces it). Closes by itself after 3 s. */
export const $toast = createStore<Toast | null>(null);
export const toastShown = createEvent<ToastInput>();
export const toastClosed = createEvent();
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
$toast.on(opened, (_, toast) => toast).reset(toastClosed);

const expired = delay({ source: opened.map((toast) => toast.id), timeout: TOAST_DURATION_MS });
sample({
  clock: expired,
  source: $toast,
  filter: (toast, id) => toast?.id === id,
  fn: () => null,
  target: $toast,
});

/** The generic error toast most failures of the product §8 catalogue show (cleaning_list_technical_error). */
export const GENERIC_ERROR_KEY = 'product:cleaning_list_technical_error';
/** The generic error toast of the onboarding screens (landing lookup errors, §8). */
export const PLATFORM_ERROR_KEY = 'platform:toast_generic_error';
