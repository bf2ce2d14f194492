import { useTranslation } from 'react-i18next';
import { Banner } from '@/shared/ui/banner';

export interface DeleteAccountNoticeProps {
  /** The address whose account is to be deleted. */
  email?: string | null;
  className?: string;
}

/**
 * The delete-account variant of the login pages (onboarding §4 delete-account flow): says why the
 * user signs in — to delete the account of this address — before the form.
 */
export function DeleteAccountNotice({ email, className }: DeleteAccountNoticeProps) {
  const { t } = useTranslation('onboarding');
  return (
    <Banner tone="warning" icon="delete" title={t('delete_login_title')} className={className}>
      {t('delete_login_text')}
      {email && (
        <span className="mt-1 block truncate font-semibold" dir="ltr">
          {email}
        </span>
      )}
    </Banner>
  );
}
