import { useUnit } from 'effector-react';
import { $currentRoute } from '@/features/navigation/model';
import { usePageOpened } from '@/shared/lib/router/use-page-opened';
import { magicRequestOpened } from './model';
import { MagicRequestEmailView } from './view';

/** Opens the model (expired when the post screen sent the user here), then shows the view. */
export function MagicRequestEmailPage() {
  const route = useUnit($currentRoute);
  const expired = route?.query.expired === 'true';
  usePageOpened(magicRequestOpened, { expired }, String(expired));
  return <MagicRequestEmailView />;
}
