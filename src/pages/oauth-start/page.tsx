import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $currentRoute } from '@/features/navigation/model';
import { microsoftLoginStarted } from '@/features/oauth/model';
import { navigateFx } from '@/shared/lib/router/model';
import { OAuthStartView } from './view';

/**
 * /login/{provider}/redirect: microsoft signs in with OAuth (the start screen leaves for its authorize
 * page); any other provider has no OAuth and goes to its login form.
 */
export function OAuthStartPage() {
  const route = useUnit($currentRoute);
  const provider = route?.params.provider ?? '';
  const { start, navigate } = useUnit({ start: microsoftLoginStarted, navigate: navigateFx });
  useEffect(() => {
    if (provider === 'microsoft') start();
    else if (provider) void navigate({ to: `/login/${provider}`, replace: true });
  }, [provider, start, navigate]);
  return <OAuthStartView />;
}
