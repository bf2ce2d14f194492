import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $deck, $laterList } from '@/entities/subscription/model';
import type { Subscription } from '@/entities/subscription/types';
import {
  $firstRefreshDone,
  newslettersForceRefreshed,
  waitingListApplied,
} from '@/features/fetch-subscriptions/model';
import { consequenceOf } from '@/features/sender-actions/lib/consequence';
import { actionsRequested } from '@/features/sender-actions/model';
import { shareDialogOpened } from '@/features/share-stats/model';
import { $tutorialOpen } from '@/features/tutorial/model';
import type { SenderAction } from '@/shared/config/constants';
import { CleaningEmptyState } from '@/widgets/cleaning-screen/ui/cleaning-empty-state';
import { SwipeDeck } from '@/widgets/swipe-deck/ui/swipe-deck';
import { decisionsAfterPaint } from '../lib/after-paint';
import { $emptyStateVariant, $loadFailed, deckCardSwiped } from '../model';

const DIRECTION_OF_ACTION: Readonly<Record<SenderAction, 'left' | 'up' | 'right' | 'down'>> = {
  unsubscribes: 'left',
  delete: 'up',
  keep: 'right',
  later: 'down',
};

/**
 * The cards mode of /newsletters wired to the model. It reads the deck stores itself, so a decision
 * re-renders the deck, not the whole page (toolbar, sheets, modals). The deck shows the next card by
 * itself; the decision reaches the model once that frame is painted (decisionsAfterPaint), so the
 * model's consequences (lists, toast, counts) are not in the key's frame.
 */
export function NewslettersDeck() {
  const { t } = useTranslation(['cleaning']);
  const u = useUnit({
    deck: $deck,
    later: $laterList,
    loaded: $firstRefreshDone,
    loadFailed: $loadFailed,
    tutorialOpen: $tutorialOpen,
    emptyVariant: $emptyStateVariant,
    onSwiped: deckCardSwiped,
    onActions: actionsRequested,
    onShare: shareDialogOpened,
    onShowNew: waitingListApplied,
    onRetry: newslettersForceRefreshed,
  });
  // Leaving the cards (list mode, another page): the decisions still waiting go first.
  useEffect(
    () => () => {
      decisionsAfterPaint.flush();
    },
    [],
  );
  const consequence = (item: Subscription, action: SenderAction) => {
    const text = consequenceOf(item, action);
    return t(text.key, text.values);
  };
  const empty =
    u.loadFailed && u.deck.length === 0 ? (
      <CleaningEmptyState variant="error" onRetry={() => u.onRetry()} />
    ) : (
      <CleaningEmptyState variant={u.emptyVariant ?? 'allDone'} onShowNew={() => u.onShowNew()} />
    );
  return (
    <SwipeDeck
      items={u.deck}
      loading={!u.loaded && !u.loadFailed}
      disabled={u.tutorialOpen}
      laterCount={u.later.length}
      onDecision={(item, action) =>
        decisionsAfterPaint.push(() => u.onSwiped({ item, direction: DIRECTION_OF_ACTION[action] }))
      }
      onDismiss={(item) => decisionsAfterPaint.push(() => u.onActions({ items: [item], action: 'keep' }))}
      onShare={() => u.onShare()}
      consequenceOf={consequence}
      empty={empty}
      autoFocus
      fill
      className="pt-1"
    />
  );
}
