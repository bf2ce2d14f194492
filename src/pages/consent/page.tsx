import { useUnit } from 'effector-react';
import { $currentRoute } from '@/features/navigation/model';
import { usePageOpened } from '@/shared/lib/router/use-page-opened';
import { consentPageOpened } from './model';
import { ConsentView } from './view';

/** Opens the model with the route's query (provider, toPath), then shows the view. */
export function ConsentPage() {
  const route = useUnit($currentRoute);
  const query = route?.query ?? {};
  usePageOpened(consentPageOpened, { provider: query.provider, toPath: query.toPath }, JSON.stringify(query));
  return <ConsentView />;
}
