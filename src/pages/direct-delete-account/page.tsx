import { usePageOpened } from '@/shared/lib/router/use-page-opened';
import { deleteAccountOpened } from './model';
import { DirectDeleteAccountView } from './view';

/** Opens the model (prefills the address), then shows the form. */
export function DirectDeleteAccountPage() {
  usePageOpened(deleteAccountOpened, undefined, 'direct-delete-account');
  return <DirectDeleteAccountView />;
}
