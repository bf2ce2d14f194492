import type { Mailbox } from '@/entities/mailbox/types';
import type { User, UserSettings, UserStats } from '@/shared/api/contract';

/** Fixed data of the account page stories (screenshots stay identical). */
export function mailbox(email: string, patch: Partial<Mailbox> = {}): Mailbox {
  return {
    email,
    provider: 'google',
    isActive: true,
    count: 0,
    invalidGrant: false,
    providerShutdown: false,
    inFoxPanel: false,
    canBeDisabled: true,
    ...patch,
  };
}

export const MAILBOXES: Mailbox[] = [
  mailbox('camille.martin@gmail.com', { count: 248, inFoxPanel: true }),
  mailbox('camille.martin@outlook.com', { provider: 'microsoft', count: 37 }),
  mailbox('c.martin@yahoo.fr', { provider: 'yahoo', isActive: false, count: 12 }),
  mailbox('camille.martin@orange.fr', { provider: 'orange', providerShutdown: true }),
  mailbox('cmartin@aol.com', { provider: 'aol', invalidGrant: true, count: 64 }),
];

export const USER: User = {
  hash: 'u-camille',
  firstname: 'Camille',
  lastname: null,
  birthYear: 1990,
  anonymous: false,
  demo: false,
  discovery: false,
  language: 'en-gb',
  accounts: MAILBOXES,
  partnerCode: 'FOX7Q2K',
  createdAt: '2026-01-10T10:00:00.000Z',
};

export const SETTINGS: UserSettings = {
  notifications: { push: { news: true, important: false } },
  isRegisteredToPushNotifications: false,
  vapidPublicKey: 'BPl-story-key',
};

export const USER_STATS: UserStats = {
  autoDeletedNewsletters: 46,
  deletedMails: 1_284,
  storageSavedInKo: 25_400,
  treatedNewsletters: 73,
  remainsMailsToTreat: 212,
};

export const NO_STATS: UserStats = {
  autoDeletedNewsletters: 0,
  deletedMails: 0,
  storageSavedInKo: 0,
  treatedNewsletters: 0,
  remainsMailsToTreat: 0,
};

export const GLOBAL_STATS = {
  deletedMails: 3_200_000_000,
  storageSavedInKo: 48_000_000_000,
  averageNewslettersPerAccount: 127,
};
