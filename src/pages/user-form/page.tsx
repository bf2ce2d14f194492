import { usePageOpened } from '@/shared/lib/router/use-page-opened';
import { userFormOpened } from './model';
import { UserFormView } from './view';

/** Opens the model (prefills the stored referral code), then shows the form. */
export function UserFormPage() {
  usePageOpened(userFormOpened, undefined, 'user-form');
  return <UserFormView />;
}
