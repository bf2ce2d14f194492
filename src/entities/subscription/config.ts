import { createEvent, createStore, sample } from 'effector';
import { ACTION_BATCH_DELAY_MS, SHARING_CARD_DEFAULT_POSITIONS } from '@/shared/config/constants';

/**
 * Remote config values the signed-in product uses (spec product §7): action_delay_seconds and
 * sharing_cards_positions. The app feeds them from the remote config model with `remoteValuesApplied`;
 * until then the §9 defaults apply.
 */
export const remoteValuesApplied = createEvent<{
  action_delay_seconds?: number | null;
  sharing_cards_positions?: readonly number[] | null;
}>();

const $actionDelaySeconds = createStore<number | null>(null);
sample({
  clock: remoteValuesApplied,
  filter: (values) => 'action_delay_seconds' in values,
  fn: ({ action_delay_seconds }) =>
    typeof action_delay_seconds === 'number' &&
    Number.isFinite(action_delay_seconds) &&
    action_delay_seconds >= 0
      ? action_delay_seconds
      : null,
  target: $actionDelaySeconds,
});

/** Spec §9: batching delay 3000 ms by default, or action_delay_seconds × 1000. */
export const $actionDelayMs = $actionDelaySeconds.map((seconds) =>
  seconds === null ? ACTION_BATCH_DELAY_MS : seconds * 1000,
);

/** Spec §9: sharing card positions [20, 60] or from remote config. */
export const $sharingCardPositions = createStore<readonly number[]>(SHARING_CARD_DEFAULT_POSITIONS);
sample({
  clock: remoteValuesApplied,
  filter: ({ sharing_cards_positions }) =>
    Array.isArray(sharing_cards_positions) &&
    sharing_cards_positions.every((position) => Number.isInteger(position) && position >= 0),
  fn: ({ sharing_cards_positions }) => sharing_cards_positions as readonly number[],
  target: $sharingCardPositions,
});
