/**
 * Remote config values the signed-in product uses (spec product §7, §9), from the platform's remote
 * config model: the batching delay (3000 ms default, or action_delay_seconds × 1000) and the sharing
 * card positions ([20, 60] default, or sharing_cards_positions).
 */
export {
  $actionDelayMs,
  $sharingCardsPositions as $sharingCardPositions,
} from '@/shared/lib/remote-config/model';
