import type { Subscription } from '@/entities/subscription/types';
import type { Mailbox } from '@/shared/api/contract';

/** Sample senders for the list stories (story data, not product copy). Deterministic: no randomness. */
export function sender<T extends Subscription = Subscription>(
  overrides: Partial<T> & Pick<T, 'name' | 'sender'>,
): T {
  return {
    email: 'camille@gmail.com',
    count: 24,
    openRate: 38,
    notSeen: false,
    spoumConfidence: 0.05,
    type: 'subscriptions',
    date: null,
    lastReceivedAt: '2026-06-10T08:00:00Z',
    isLater: false,
    ...overrides,
  } as T;
}

export const SENDERS: Subscription[] = [
  sender({
    name: 'Green Grocer Weekly',
    sender: 'hello@greengrocer.co.uk',
    count: 148,
    openRate: 12,
    notSeen: true,
  }),
  sender({ name: 'Trailhead Outdoor', sender: 'deals@trailhead-outdoor.com', count: 96, openRate: 4 }),
  sender({
    name: 'Prize Centre',
    sender: 'winner@prize-centre.biz',
    count: 41,
    openRate: 0,
    spoumConfidence: 0.92,
  }),
  sender({
    name: 'The Morning Brief',
    sender: 'newsletter@morningbrief.news',
    count: 312,
    openRate: 71,
    email: 'camille.work@outlook.com',
  }),
  sender({
    name: 'Cinema Club',
    sender: 'club@cinemaclub.fr',
    count: 18,
    openRate: 55,
    type: 'later',
    isLater: false,
  }),
  sender({
    name: 'Pixel Shop',
    sender: 'promo@pixelshop.io',
    count: 64,
    openRate: 9,
    notSeen: true,
    email: 'c.martin@yahoo.com',
  }),
  sender({
    name: 'Lucky Draw Alerts',
    sender: 'alerts@lucky-draw.win',
    count: 27,
    openRate: 1,
    spoumConfidence: 0.77,
    notSeen: true,
  }),
  sender({ name: 'City Library', sender: 'events@citylibrary.org', count: 7, openRate: 86 }),
  sender({
    name: 'Bike Repair Co-op',
    sender: 'news@bikecoop.org',
    count: 12,
    openRate: 33,
    email: 'camille.work@outlook.com',
  }),
  sender({ name: 'Travel Points Plus', sender: 'rewards@travelpoints.plus', count: 201, openRate: 2 }),
];

export const LONG_SENDER = sender({
  name: 'Bundesverband der Verbraucherzentralen und Verbraucherverbände — Wöchentlicher Newsletter',
  sender: 'wochenrueckblick.newsletter@verbraucherzentrale-bundesverband.example.de',
  email: 'sehr.langer.postfachname.fuer.tests@beispiel-provider.example',
  count: 12345,
  openRate: 100,
  notSeen: true,
  spoumConfidence: 0.6,
});

const FIRST = ['Green', 'Urban', 'Bright', 'Happy', 'Nordic', 'Daily', 'Little', 'Blue', 'Golden', 'Smart'];
const SECOND = [
  'Market',
  'Journal',
  'Studio',
  'Deals',
  'Kitchen',
  'Travel',
  'Books',
  'Garden',
  'Tech',
  'Style',
];
const MAILBOXES = ['camille@gmail.com', 'camille.work@outlook.com', 'c.martin@yahoo.com'];

/** `count` generated senders named "Sender 1" … "Sender N" after a brand-like name. */
export function generateSenders(count: number): Subscription[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const brand = `${FIRST[index % FIRST.length]} ${SECOND[Math.floor(index / FIRST.length) % SECOND.length]}`;
    return sender({
      name: `Sender ${n} · ${brand}`,
      sender: `news${n}@${brand.toLowerCase().replace(' ', '-')}.example`,
      email: MAILBOXES[index % MAILBOXES.length],
      count: ((index * 37) % 480) + 1,
      openRate: (index * 53) % 101,
      notSeen: index % 7 === 0,
      spoumConfidence: index % 9 === 4 ? 0.8 : 0.1,
    });
  });
}

export function mailbox(overrides: Partial<Mailbox> & Pick<Mailbox, 'email' | 'provider'>): Mailbox {
  return {
    isActive: true,
    count: 120,
    invalidGrant: false,
    providerShutdown: false,
    inFoxPanel: true,
    canBeDisabled: true,
    ...overrides,
  };
}

export const MAILBOXES_SAMPLE: Mailbox[] = [
  mailbox({ email: 'camille@gmail.com', provider: 'google', count: 1204 }),
  mailbox({ email: 'camille.work@outlook.com', provider: 'microsoft', count: 86 }),
  mailbox({ email: 'c.martin@yahoo.com', provider: 'yahoo', count: 1, invalidGrant: true }),
  mailbox({ email: 'camille@orange.fr', provider: 'orange', count: 0, providerShutdown: true }),
];
