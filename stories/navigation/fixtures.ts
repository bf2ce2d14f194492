import type { Mailbox } from '@/entities/mailbox/types';
import type { FooterLinks, FooterSocialLink } from '@/widgets/navigation/ui/footer';

/** Sample mailbox of the navigation stories (fixed data: screenshots stay identical). */
export function mailbox(email: string, patch: Partial<Mailbox> = {}): Mailbox {
  return {
    email,
    provider: 'google',
    isActive: true,
    count: 0,
    invalidGrant: false,
    providerShutdown: false,
    inFoxPanel: true,
    canBeDisabled: true,
    ...patch,
  };
}

export const MAILBOXES: Mailbox[] = [
  mailbox('camille.martin@gmail.com', { count: 248 }),
  mailbox('camille.martin@outlook.com', { provider: 'microsoft', count: 37 }),
  mailbox('c.martin@yahoo.fr', { provider: 'yahoo', isActive: false, count: 12 }),
];

/** One mailbox in every state the switch can be in. */
export const MAILBOXES_ALL_STATES: Mailbox[] = [
  mailbox('camille.martin@gmail.com', { count: 248 }),
  mailbox('camille@icloud.com', { provider: 'icloud', count: 1 }),
  mailbox('c.martin@yahoo.fr', { provider: 'yahoo', isActive: false, count: 12 }),
  mailbox('camille.martin@outlook.com', { provider: 'microsoft', count: 0 }),
  mailbox('camille.martin@orange.fr', { provider: 'orange', providerShutdown: true, count: 5 }),
  mailbox('cmartin@aol.com', { provider: 'aol', invalidGrant: true, count: 64 }),
  mailbox('camille.martin-dubois.newsletters-and-receipts@web-professional-mail.example.de', {
    provider: 'web',
    count: 1520,
  }),
];

/** The e-mail whose call is in flight in the all-states stories. */
export const UPDATING_EMAIL = 'camille@icloud.com';

export const MANY_MAILBOXES: Mailbox[] = [
  ...MAILBOXES,
  mailbox('camille@gmx.de', { provider: 'gmx', count: 3 }),
  mailbox('camille@naver.com', { provider: 'naver', count: 90 }),
  mailbox('camille@kakao.com', { provider: 'kakao', count: 7 }),
  mailbox('camille@icloud.com', { provider: 'icloud', count: 18 }),
  mailbox('c.martin@aol.com', { provider: 'aol', isActive: false }),
  mailbox('camille@fastmail.example', { provider: 'other', count: 2 }),
];

export const FOOTER_LINKS: FooterLinks = {
  terms: '/static/en-gb/terms.html',
  privacy: '/static/en-gb/privacy.html',
  legalNotice: '/static/en-gb/impressum.html',
  cookies: '/static/en-gb/cookies-policy.html',
  privacyRights: 'https://privacy.tidyfox.example/rights',
  faq: '/static/en-gb/faq.html',
  support: 'https://help.tidyfox.example/contact',
};

export const SOCIALS: FooterSocialLink[] = [
  { network: 'instagram', href: 'https://instagram.example/tidyfox' },
  { network: 'facebook', href: 'https://facebook.example/tidyfox' },
  { network: 'x', href: 'https://x.example/tidyfox' },
  { network: 'linkedin', href: 'https://linkedin.example/company/tidyfox' },
  { network: 'tiktok', href: 'https://tiktok.example/@tidyfox' },
  { network: 'youtube', href: 'https://youtube.example/@tidyfox' },
];
