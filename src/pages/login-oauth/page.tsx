import { useUnit } from 'effector-react';
import { $currentRoute } from '@/features/navigation/model';
import { oauthRedirectOpened } from '@/features/oauth/model';
import { usePageOpened } from '@/shared/lib/router/use-page-opened';
import { LoginOAuthView } from './view';

/** Opens the OAuth model with the redirect's query (code, state), then shows the view. */
export function LoginOAuthPage() {
  const route = useUnit($currentRoute);
  const code = route?.query.code;
  const state = route?.query.state;
  usePageOpened(oauthRedirectOpened, { code, state }, `${code}|${state}`);
  return <LoginOAuthView />;
}
