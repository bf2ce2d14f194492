import { useUnit } from 'effector-react';
import { $currentRoute } from '@/features/navigation/model';
import { usePageOpened } from '@/shared/lib/router/use-page-opened';
import { magicLinkOpened } from './model';
import { MagicLinkView } from './view';

/** Opens the model with the link's query (code, error), then shows the view. */
export function MagicLinkPage() {
  const route = useUnit($currentRoute);
  const code = route?.query.code;
  const error = route?.query.error;
  usePageOpened(magicLinkOpened, { code, error }, `${code}|${error}`);
  return <MagicLinkView />;
}
