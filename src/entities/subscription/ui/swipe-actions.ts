import { ACTION_BY_KEY_CODE, KEY_CODES, type SenderAction } from '@/shared/config/constants';
import type { SwipeDirection } from '@/shared/lib/swipe';
import type { IconName } from '@/shared/ui/icon-glyphs';

/** The directions in their physical order on screen: left, up, down, right (never flipped in RTL). */
export const SWIPE_DIRECTIONS: readonly SwipeDirection[] = ['left', 'up', 'down', 'right'];

/** Spec product §2: left unsubscribes, up deletes, right keeps, down sorts later (same as the keys). */
export function actionOfDirection(direction: SwipeDirection): SenderAction {
  return ACTION_BY_KEY_CODE[KEY_CODES[direction]] as SenderAction;
}

export function directionOfAction(action: SenderAction): SwipeDirection {
  return SWIPE_DIRECTIONS.find((direction) => actionOfDirection(direction) === action) ?? 'right';
}

export const ACTION_ICONS: Readonly<Record<SenderAction, IconName>> = {
  unsubscribes: 'unsubscribe',
  delete: 'delete',
  keep: 'keep',
  later: 'later',
};

export const ARROW_ICONS: Readonly<Record<SwipeDirection, IconName>> = {
  left: 'arrow-left',
  up: 'arrow-up',
  right: 'arrow-right',
  down: 'arrow-down',
};

/** `aria-keyshortcuts` names of the arrow keys. */
export const ARROW_KEY_NAMES: Readonly<Record<SwipeDirection, string>> = {
  left: 'ArrowLeft',
  up: 'ArrowUp',
  right: 'ArrowRight',
  down: 'ArrowDown',
};
