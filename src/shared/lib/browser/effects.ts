import { createEffect } from 'effector';
import { POPUP_HEIGHT, POPUP_WIDTH } from '@/shared/config/constants';

/**
 * Browser side effects behind effects, so models never touch the DOM and tests replace them with
 * `fork({ handlers })`.
 */

/** The page origin (`https://host`), for links the app shares. */
export const readOriginFx = createEffect((): string =>
  typeof window === 'undefined' ? '' : window.location.origin,
);

/**
 * Copies text to the clipboard. Each feature copies through its own `attach({ effect: copyTextFx })`
 * so one page's copied flag never reacts to another page's copy.
 */
export const copyTextFx = createEffect(async (text: string) => {
  await navigator.clipboard.writeText(text);
});

/** Window features of a share popup: 800 × 600, centred on the screen (spec §4 Sharing, §9). */
export function popupFeatures(screenWidth: number, screenHeight: number): string {
  const left = Math.max(0, Math.round((screenWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round((screenHeight - POPUP_HEIGHT) / 2));
  return `noopener,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

/** Opens a share popup window of 800 × 600. */
export const openPopupFx = createEffect((url: string) => {
  window.open(url, '_blank', popupFeatures(window.screen.width, window.screen.height));
});

/** Follows a mailto: / sms: link. */
export const openLinkFx = createEffect((url: string) => {
  window.location.href = url;
});

/** Whether the browser can share files (Web Share API level 2). */
export const canShareFilesFx = createEffect((): boolean => {
  try {
    const probe = new File([''], 'probe.png', { type: 'image/png' });
    return typeof navigator.canShare === 'function' && navigator.canShare({ files: [probe] });
  } catch {
    return false;
  }
});

/** Shares a file through the system share sheet. */
export const shareFileFx = createEffect(async ({ file, text }: { file: File; text: string }) => {
  await navigator.share({ files: [file], text });
});

/** Downloads a file. */
export const downloadFileFx = createEffect((file: File) => {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
});
