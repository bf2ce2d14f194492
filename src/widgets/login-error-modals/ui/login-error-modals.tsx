import {
  GENERIC_HELP_URL,
  IMAP_SETTINGS_URLS,
  type LoginModal,
  TWO_FACTOR_URLS,
} from '@/features/connect/login-errors';
import { ApplicationPasswordModal } from '@/features/connect/ui/application-password-modal';
import { ImapDisabledModal } from '@/features/connect/ui/imap-disabled-modal';
import { LongFailureModal } from '@/features/connect/ui/long-failure-modal';
import type { Provider } from '@/shared/config/constants';

export interface LoginErrorModalsProps {
  /** The modal `loginFailureView` chose for the last failure (onboarding §8), null when none is open. */
  modal: LoginModal | null;
  provider: Provider;
  /** A retry of the connection runs (the long-failure modal's retry button shows its loader). */
  retrying: boolean;
  /** Back, close, Escape or the overlay: the page's model decides what follows (the IMAP step, ...). */
  onClose: () => void;
  /** The long-failure modal's retry. */
  onRetry: () => void;
}

/**
 * The login error modals of onboarding §8 (application password, IMAP disabled, long failure), one per
 * `LoginModal` of `@/features/connect/login-errors`, with that file's links per provider. Both login
 * pages (the shared form and the multi-step flow) show their failures through this one widget.
 */
export function LoginErrorModals({ modal, provider, retrying, onClose, onRetry }: LoginErrorModalsProps) {
  return (
    <>
      <ApplicationPasswordModal
        open={modal === 'applicationPassword'}
        provider={provider}
        twoFactorUrl={TWO_FACTOR_URLS[provider] ?? GENERIC_HELP_URL}
        onBack={onClose}
      />
      <ImapDisabledModal
        open={modal === 'imapDisabled'}
        provider={provider}
        settingsUrl={IMAP_SETTINGS_URLS[provider] ?? GENERIC_HELP_URL}
        onClose={onClose}
      />
      <LongFailureModal
        open={modal === 'longFailure'}
        onRetry={onRetry}
        onClose={onClose}
        retrying={retrying}
      />
    </>
  );
}
