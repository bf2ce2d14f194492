import { useUnit } from 'effector-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { $mailboxes } from '@/entities/mailbox/model';
import {
  $confirmationOpen,
  $doNotAskAgain,
  $pendingAction,
  confirmationCancelled,
  confirmClicked,
  doNotAskAgainToggled,
} from '@/features/action-confirmation/model';
import { ConfirmActionModal } from '@/features/action-confirmation/ui/confirm-action-modal';
import { $ratingOpen, $reviewCountry, ratingClosed } from '@/features/rating-prompt/model';
import { RatingModal } from '@/features/rating-prompt/ui/rating-modal';
import {
  $mailboxSheetOpen,
  $selectedEmails,
  mailboxSelectionApplied,
  mailboxSheetClosed,
} from '@/features/select-mailboxes/model';
import { MailboxSelectSheet } from '@/features/select-mailboxes/ui/mailbox-select-sheet';
import { consequenceOfMany } from '@/features/sender-actions/lib/consequence';
import {
  $canGoBack,
  $tutorialOpen,
  $tutorialStep,
  $tutorialVariant,
  TUTORIAL_STEPS,
  tutorialBackClicked,
  tutorialKeyPressed,
  tutorialNextClicked,
  tutorialSkipped,
  tutorialSwiped,
} from '@/features/tutorial/model';
import { TutorialOverlay } from '@/features/tutorial/ui/tutorial-overlay';
import { KeyboardShortcutsSheet } from '@/widgets/cleaning-screen/ui/keyboard-shortcuts-sheet';
import { $shortcutsOpen, shortcutsClosed } from '../model';

/**
 * The cleaning screen's overlays wired to the model: the tutorial, the confirmation (list mode), the
 * rating prompt, the mailbox selection and the shortcuts sheet. They read their own stores and take no
 * props, so the page re-rendering (cards ↔ list, the toolbar) does not render them again.
 */
export const NewslettersOverlays = memo(function NewslettersOverlays() {
  const { t } = useTranslation(['cleaning', 'list']);
  const u = useUnit({
    mailboxes: $mailboxes,
    selectedEmails: $selectedEmails,
    mailboxSheetOpen: $mailboxSheetOpen,
    confirmOpen: $confirmationOpen,
    pending: $pendingAction,
    doNotAsk: $doNotAskAgain,
    ratingOpen: $ratingOpen,
    reviewCountry: $reviewCountry,
    tutorialOpen: $tutorialOpen,
    tutorialStep: $tutorialStep,
    tutorialVariant: $tutorialVariant,
    canGoBack: $canGoBack,
    shortcutsOpen: $shortcutsOpen,
    onSheetClose: mailboxSheetClosed,
    onApplyMailboxes: mailboxSelectionApplied,
    onConfirm: confirmClicked,
    onCancel: confirmationCancelled,
    onDoNotAsk: doNotAskAgainToggled,
    onRatingClose: ratingClosed,
    onTutorialSwiped: tutorialSwiped,
    onTutorialKey: tutorialKeyPressed,
    onTutorialNext: tutorialNextClicked,
    onTutorialBack: tutorialBackClicked,
    onTutorialSkip: tutorialSkipped,
    onShortcutsClose: shortcutsClosed,
  });
  const pending = u.pending;
  const confirmLines = pending
    ? consequenceOfMany(pending.items, pending.action).map((line) => t(line.key, line.values))
    : [];
  return (
    <>
      <TutorialOverlay
        open={u.tutorialOpen}
        step={u.tutorialStep}
        steps={TUTORIAL_STEPS[u.tutorialVariant]}
        canGoBack={u.canGoBack}
        onSwiped={(action) => u.onTutorialSwiped(action)}
        onKeyPressed={(keyCode) => u.onTutorialKey(keyCode)}
        onNext={() => u.onTutorialNext()}
        onBack={() => u.onTutorialBack()}
        onSkip={() => u.onTutorialSkip()}
      />
      {pending && pending.action !== 'later' && (
        <ConfirmActionModal
          open={u.confirmOpen}
          action={pending.action}
          count={pending.items.length}
          senderName={
            pending.items.length === 1 ? pending.items[0]?.name || pending.items[0]?.sender : undefined
          }
          doNotAskAgain={u.doNotAsk}
          onDoNotAskAgainChange={(value) => u.onDoNotAsk(value)}
          consequence={confirmLines}
          onConfirm={() => u.onConfirm()}
          onCancel={() => u.onCancel()}
        />
      )}
      <RatingModal
        open={u.ratingOpen}
        reviewUrl={`https://${u.reviewCountry}.trustpilot.com/evaluate/tidyfox.example`}
        onClose={() => u.onRatingClose()}
        onReview={() => u.onRatingClose()}
      />
      <MailboxSelectSheet
        open={u.mailboxSheetOpen}
        onOpenChange={(open) => {
          if (!open) u.onSheetClose();
        }}
        mailboxes={u.mailboxes}
        selectedEmails={u.selectedEmails}
        onApply={(emails) => {
          u.onApplyMailboxes(emails);
          u.onSheetClose();
        }}
      />
      <KeyboardShortcutsSheet
        open={u.shortcutsOpen}
        onOpenChange={(open) => {
          if (!open) u.onShortcutsClose();
        }}
      />
    </>
  );
});
