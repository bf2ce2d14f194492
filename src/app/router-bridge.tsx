import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { navigated, navigatorAttached } from '@/shared/lib/router/model';

/** main.tsx reported the first location itself (before hydrating a prerendered page). */
let firstReported = false;
export function firstLocationReported() {
  firstReported = true;
}

/**
 * Connects React Router and the Effector router model: reports every location into `navigated` and
 * hands the router's navigate function to the model (`navigateFx` uses it).
 */
export function RouterBridge() {
  const location = useLocation();
  const navigate = useNavigate();
  const { onNavigated, onNavigator } = useUnit({ onNavigated: navigated, onNavigator: navigatorAttached });

  useEffect(() => {
    onNavigator((to, { replace }) => navigate(to, { replace }));
    return () => {
      onNavigator(null);
    };
  }, [navigate, onNavigator]);

  useEffect(() => {
    if (firstReported) {
      firstReported = false;
      return;
    }
    onNavigated({ pathname: location.pathname, search: location.search });
  }, [location.pathname, location.search, onNavigated]);

  return null;
}
