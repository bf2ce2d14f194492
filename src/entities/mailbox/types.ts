import type { Provider } from '@/shared/config/constants';

/** A connected mailbox (spec product §3). */
export interface Mailbox {
  email: string;
  provider: Provider | string;
  isActive: boolean;
  /** Mails left to sort. */
  count: number;
  invalidGrant: boolean;
  providerShutdown: boolean;
  inFoxPanel: boolean;
}
