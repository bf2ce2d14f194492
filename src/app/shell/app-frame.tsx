import { useUnit } from 'effector-react';
import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import {
  $maintenanceBanner,
  $maintenanceScreen,
  healthCheckFx,
  healthCheckRequested,
} from '@/shared/lib/maintenance/model';
import { MaintenanceBanner } from '@/shared/ui/maintenance-banner';
import { MaintenanceScreen } from '@/shared/ui/maintenance-screen';
import { releaseFirstPaintHold } from '../first-paint';
import { appShown } from '../model';
import { GlobalOverlays } from './global-overlays';

/**
 * Around every page: the maintenance screen when the API refuses work (a 400 maintenance) instead of
 * the page, the maintenance banner above it when only the health check announces maintenance, and
 * the global overlays (toast, connection strip, cookie banner).
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const { screen, banner, retrying, onRetry, onShown } = useUnit({
    screen: $maintenanceScreen,
    banner: $maintenanceBanner,
    retrying: healthCheckFx.pending,
    onRetry: healthCheckRequested,
    onShown: appShown,
  });
  // The start-up's non-urgent work (consent, remote config, health check…) begins once the first
  // render is on screen (for a prerendered page, once the page is hydrated: `pageShown`, app/model.ts).
  useEffect(() => onShown(), [onShown]);
  // A prerendered page held invisible for a returning visitor (signed in on the landing) shows the
  // app's own render from its first commit, before that frame is painted.
  useLayoutEffect(() => releaseFirstPaintHold(), []);
  return (
    <>
      {screen ? (
        <MaintenanceScreen onRetry={() => onRetry()} retrying={retrying} />
      ) : (
        <>
          {banner && <MaintenanceBanner />}
          {children}
        </>
      )}
      <GlobalOverlays />
    </>
  );
}
