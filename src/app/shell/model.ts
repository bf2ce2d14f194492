import { createEvent, sample } from 'effector';
import { endOfFetchAcknowledged } from '@/features/fetch-subscriptions/model';
import { shareDialogOpened } from '@/features/share-stats/model';
import { historyBackFx, navigateFx } from '@/shared/lib/router/model';
import { ROUTES } from '@/shared/lib/router/routes';
import type { NavSection } from '@/widgets/navigation/config';
import { NAV_ITEMS } from '@/widgets/navigation/config';

/**
 * The signed-in shell's own wiring (onboarding §2 navigation shell, product §2): its entries, the
 * header's buttons and the add-mailbox button lead somewhere; the banners acknowledge.
 */
export const shellSectionChosen = createEvent<NavSection>();
export const addMailboxClicked = createEvent();
export const headerBackClicked = createEvent<string | null>();
export const headerCloseClicked = createEvent();
export const headerShareClicked = createEvent();
export const headerMyActionsClicked = createEvent();
export const multiScanBannerClosed = createEvent();

sample({ clock: shellSectionChosen, fn: (section) => NAV_ITEMS[section].href, target: navigateFx });
sample({ clock: addMailboxClicked, fn: () => ROUTES.addInbox.replace('/:email?', ''), target: navigateFx });
sample({ clock: headerMyActionsClicked, fn: () => ROUTES.myActions, target: navigateFx });
sample({ clock: headerShareClicked, fn: () => undefined, target: shareDialogOpened });
// Back goes to the page's parent when it has one, else one step back in the history.
sample({
  clock: headerBackClicked,
  filter: (to): to is string => to !== null,
  fn: (to) => to as string,
  target: navigateFx,
});
sample({ clock: headerBackClicked, filter: (to) => to === null, fn: () => undefined, target: historyBackFx });
sample({ clock: headerCloseClicked, fn: () => undefined, target: historyBackFx });
sample({ clock: multiScanBannerClosed, target: endOfFetchAcknowledged });
