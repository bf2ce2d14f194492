import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $agreementsBannerVisible,
  acceptAgreementsFx,
  agreementsAccepted,
} from '@/entities/agreements/model';
import { AgreementsBanner } from '@/entities/agreements/ui/agreements-banner';
import { $mailboxes } from '@/entities/mailbox/model';
import { $isConnected, $user } from '@/entities/session/model';
import {
  $endOfFetch,
  $fetchDoneBannerVisible,
  $waitingList,
  waitingListApplied,
} from '@/features/fetch-subscriptions/model';
import { FetchDoneBanner } from '@/features/fetch-subscriptions/ui/fetch-done-banner';
import { MultiScanCompletedBanner } from '@/features/fetch-subscriptions/ui/multi-scan-completed-banner';
import {
  $selectOneEmailVisible,
  $updatingEmails,
  mailboxActiveToggled,
  reconnectRequested,
} from '@/features/mailbox-settings/model';
import { $locale } from '@/shared/i18n/model';
import { staticPageUrl } from '@/shared/lib/router/model';
import type { RouteName } from '@/shared/lib/router/routes';
import { AppShell } from '@/widgets/app-shell/ui/app-shell';
import { NAV_ITEMS, NAV_SECTIONS, type NavHrefs } from '@/widgets/navigation/config';
import { navSectionOf } from '@/widgets/navigation/lib';
import { FILLS_SCREEN_ROUTES, OWN_SHARE_DIALOG, SHELL_HEADERS } from './header-config';
import {
  addMailboxClicked,
  headerBackClicked,
  headerCloseClicked,
  headerMyActionsClicked,
  headerShareClicked,
  multiScanBannerClosed,
  shellSectionChosen,
} from './model';
import { ShareModal } from './share-modal';

export interface SignedInShellProps {
  route: RouteName;
  children: ReactNode;
}

/**
 * The signed-in layout applied by the router to every shell route (newsletters, my-actions, stats,
 * sponsorship, settings, help): bottom bar below 569 px, side menu with the mailbox list from 569 px,
 * the page's header bar, and the banners that belong to a signed-in user (agreements update, fetch
 * done, every mailbox scanned). Pages render only their content inside it.
 */
export function SignedInShell({ route, children }: SignedInShellProps) {
  // The shell's own copy, and the namespaces the signed-in pages' shared parts read by prefix (loaded
  // once for every shell route rather than each time a deeper component asks).
  const { t } = useTranslation(['navigation', 'shell', 'cleaning', 'list', 'cards', 'overlays']);
  const units = useUnit({
    locale: $locale,
    mailboxes: $mailboxes,
    connected: $isConnected,
    user: $user,
    updating: $updatingEmails,
    selectOne: $selectOneEmailVisible,
    agreements: $agreementsBannerVisible,
    accepting: acceptAgreementsFx.pending,
    fetchDone: $fetchDoneBannerVisible,
    waiting: $waitingList,
    endOfFetch: $endOfFetch,
    onSection: shellSectionChosen,
    onToggle: mailboxActiveToggled,
    onReconnect: reconnectRequested,
    onAdd: addMailboxClicked,
    onBack: headerBackClicked,
    onClose: headerCloseClicked,
    onShare: headerShareClicked,
    onMyActions: headerMyActionsClicked,
    onAccept: agreementsAccepted,
    onShowNew: waitingListApplied,
    onMultiScanClose: multiScanBannerClosed,
  });
  const header = SHELL_HEADERS[route];
  const hrefs = Object.fromEntries(
    NAV_SECTIONS.map((section) => [section, `/${units.locale}${NAV_ITEMS[section].href}`]),
  ) as NavHrefs;
  return (
    <AppShell
      current={navSectionOf(route)}
      onNavigate={(section) => units.onSection(section)}
      hrefs={hrefs}
      fillsScreen={FILLS_SCREEN_ROUTES.has(route)}
      // A visitor who is not signed in (the help page is open to all) has no mailboxes to list.
      mailboxList={
        units.connected
          ? {
              mailboxes: units.mailboxes,
              loading: units.user === null && units.mailboxes.length === 0,
              updatingEmails: units.updating,
              selectOneEmailVisible: units.selectOne,
              onToggle: (email) => units.onToggle(email),
              onReconnect: (mailbox) => units.onReconnect(mailbox),
              onAddMailbox: () => units.onAdd(),
            }
          : undefined
      }
      header={
        header && {
          title: header.titleKey ? t(header.titleKey) : undefined,
          onBack: header.back !== undefined ? () => units.onBack(header.back ?? null) : undefined,
          onClose: header.close ? () => units.onClose() : undefined,
          onShare: header.share ? () => units.onShare() : undefined,
          onMyActions: header.myActions ? () => units.onMyActions() : undefined,
        }
      }
    >
      <div data-slot="shell-banners" className="flex flex-col gap-2 empty:hidden px-3 pt-3 sm:px-6">
        {units.agreements && (
          <AgreementsBanner
            onAccept={() => units.onAccept()}
            accepting={units.accepting}
            termsHref={staticPageUrl('terms', units.locale)}
            privacyHref={staticPageUrl('privacy', units.locale)}
          />
        )}
        {units.fetchDone && <FetchDoneBanner count={units.waiting.length} onShow={() => units.onShowNew()} />}
        {units.endOfFetch && route === 'newsletters' && (
          <MultiScanCompletedBanner onDismiss={() => units.onMultiScanClose()} />
        )}
      </div>
      {children}
      {!OWN_SHARE_DIALOG.has(route) && <ShareModal />}
    </AppShell>
  );
}
