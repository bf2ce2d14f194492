import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import {
  $allOptionalActive,
  $cookieBannerVisible,
  $cookieItems,
  $cookiePreferencesOpen,
  allOptionalToggled,
  cookieBannerAccepted,
  cookieBannerRefused,
  cookieItemToggled,
  cookiePreferencesClosed,
  cookiePreferencesOpened,
  cookiePreferencesSaved,
  type OptionalCookieItem,
} from '@/entities/cookie-consent/model';
import { CookieBanner } from '@/entities/cookie-consent/ui/cookie-banner';
import { $locale } from '@/shared/i18n/model';
import { lazyOverlay } from '@/shared/lib/lazy-overlay';
import { $connectionBanner, connectionBannerClosed } from '@/shared/lib/network/model';
import { $nativeEmbed, staticPageUrl } from '@/shared/lib/router/model';
import { ConnectionBanner } from '@/shared/ui/connection-banner';
import { $appStarted, $cookieBannerPrerendered } from '../model';
import { ToastOverlay } from './toast-overlay';

/**
 * The cookie preferences modal (Radix Dialog, switches) loads the first time it shows (the toast stack
 * likewise, in ToastOverlay): no page's first load carries them (issue 12 budget).
 */
const CookiePreferencesModal = lazyOverlay(
  () =>
    import('@/entities/cookie-consent/ui/cookie-preferences-modal').then((ui) => ui.CookiePreferencesModal),
  (props) => props.open,
);

/**
 * While the cookie banner floats over the bottom of the page, the page keeps that much room below its
 * content (`--cookie-banner-space` on the root, read by the body's bottom padding), so that a button at
 * the end of a page can still be scrolled above the banner and pressed.
 */
function useReservedBannerSpace(visible: boolean) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = document.documentElement;
    const banner = holder.current?.firstElementChild;
    if (!visible || !banner) return;
    const measure = () => {
      // Not rendered (a prerendered banner hidden by a stored choice, src/app/styles/index.css): no room.
      const covered =
        banner.getClientRects().length === 0
          ? 0
          : Math.max(0, Math.ceil(window.innerHeight - banner.getBoundingClientRect().top));
      root.style.setProperty('--cookie-banner-space', `${covered}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(banner);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--cookie-banner-space');
    };
  }, [visible]);
  return holder;
}

/**
 * What every page of the app shares (onboarding §2 other shell pieces, §8): the toast (3 s), the
 * offline / back-online strip, and the cookie banner with its preferences modal (never in the native
 * embed).
 */
export function GlobalOverlays() {
  const units = useUnit({
    connection: $connectionBanner,
    onConnectionClose: connectionBannerClosed,
    native: $nativeEmbed,
    started: $appStarted,
    prerenderedBanner: $cookieBannerPrerendered,
    locale: $locale,
    cookieBanner: $cookieBannerVisible,
    cookieOpen: $cookiePreferencesOpen,
    cookieItems: $cookieItems,
    allOptional: $allOptionalActive,
    onAccept: cookieBannerAccepted,
    onRefuse: cookieBannerRefused,
    onCustomize: cookiePreferencesOpened,
    onItem: cookieItemToggled,
    onAll: allOptionalToggled,
    onSave: cookiePreferencesSaved,
    onCookieClose: cookiePreferencesClosed,
  });
  const bannerShown = !units.native && (units.started ? units.cookieBanner : units.prerenderedBanner);
  // Shown because the page was prerendered with it (before the start-up read the stored choice): the
  // first-paint script hides it when a choice is stored (src/app/styles/index.css).
  const prerendered = !units.native && !units.started && units.prerenderedBanner;
  const bannerHolder = useReservedBannerSpace(bannerShown);
  return (
    <>
      <ToastOverlay />
      {units.connection !== 'hidden' && (
        <div className="fixed inset-x-0 top-0 z-toast" data-slot="connection-strip">
          <ConnectionBanner state={units.connection} onClose={() => units.onConnectionClose()} />
        </div>
      )}
      {bannerShown && (
        <div ref={bannerHolder} data-slot="cookie-banner-holder" data-prerendered={prerendered || undefined}>
          <CookieBanner
            onAccept={() => units.onAccept()}
            onRefuse={() => units.onRefuse()}
            onCustomize={() => units.onCustomize()}
            policyHref={staticPageUrl('cookies-policy', units.locale)}
          />
        </div>
      )}
      {!units.native && (
        <CookiePreferencesModal
          open={units.cookieOpen}
          items={units.cookieItems}
          allOptionalActive={units.allOptional}
          onItemToggle={({ name, active }) => units.onItem({ name: name as OptionalCookieItem, active })}
          onAllOptionalToggle={(active) => units.onAll(active)}
          onUpdate={() => units.onSave()}
          onClose={() => units.onCookieClose()}
        />
      )}
    </>
  );
}
