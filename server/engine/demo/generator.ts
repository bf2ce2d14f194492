import type { UnsubscribeMethod } from '../../../src/shared/api/contract';
import { SPAM_CONFIDENCE_THRESHOLD } from '../../../src/shared/config/constants';
import { DEMO_CATALOG, type DemoCategory, LOCAL_PARTS } from './catalog';

/** Addresses at this domain are demo mailboxes: password `demo`, generated content. */
export const DEMO_DOMAIN = 'demo.tidyfox.test';
export const DEMO_PASSWORD = 'demo';

export function isDemoAddress(email: string): boolean {
  return email.toLowerCase().endsWith(`@${DEMO_DOMAIN}`);
}

/**
 * Local-part prefix of the generated discovery addresses (`PUT /auth/demo`): reserved, they can never be
 * signed in to by password (each belongs to one visitor's session only).
 */
/**
 * `revoked@demo.tidyfox.test` (or `revoked+anything@`): signs in and scans normally, then its server
 * refuses the stored credentials once the first scan is done (an invalid grant) until the next sign-in.
 */
export function isGrantRevokedAddress(email: string): boolean {
  const local = email.toLowerCase().split('@')[0] ?? '';
  return isDemoAddress(email) && (local === 'revoked' || local.startsWith('revoked+'));
}

export const DISCOVERY_PREFIX = 'visitor-';

export function isDiscoveryAddress(email: string): boolean {
  return isDemoAddress(email) && email.toLowerCase().startsWith(DISCOVERY_PREFIX);
}

/** mulberry32: small, fast, deterministic. */
export function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoSender {
  /** The mailbox. */
  email: string;
  name: string;
  sender: string;
  category: DemoCategory;
  count: number;
  openRate: number;
  notSeen: boolean;
  spoumConfidence: number;
  /** Days before the scan. */
  lastReceivedDaysAgo: number;
  /** Average mail size. */
  sizeKoPerMail: number;
  /** Already kept before the demo starts (personal senders). */
  initiallyKept: boolean;
  /** 0..1: when during the scan this sender is found. */
  foundAt: number;
  /** How an unsubscribe would go (never for spam). */
  unsubscribeMethod: UnsubscribeMethod;
}

/**
 * A realistic mix of unsubscribe methods, seeded by the sender's brand (its own seed, so the other
 * generated figures do not move): most newsletters offer one-click, some only mailto or a web page.
 */
function demoUnsubscribeMethod(stem: string, spam: boolean): UnsubscribeMethod {
  if (spam) return 'none';
  const draw = seededRandom(`unsubscribe:${stem}`)();
  return draw < 0.62 ? 'one-click' : draw < 0.82 ? 'mailto' : draw < 0.95 ? 'web-link' : 'none';
}

const MIN_SENDERS = 150;
const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * The deterministic content of one demo mailbox: at least 150 senders (newsletters, shops, travel,
 * social, spam and personal mail) seeded by the address.
 */
export function generateDemoMailbox(email: string): DemoSender[] {
  const random = seededRandom(email.toLowerCase());
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const wanted = Math.min(DEMO_CATALOG.length, MIN_SENDERS + Math.floor(random() * 30));
  // Fisher-Yates on indexes, keep the first `wanted`.
  const order = DEMO_CATALOG.map((_, index) => index);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order.slice(0, wanted).map((index) => {
    const def = DEMO_CATALOG[index]!;
    const spam = def.category === 'spam';
    const personal = def.category === 'personal';
    // Heavy tail: most senders send a few dozen mails, some several hundred.
    const count = Math.max(1, Math.round((spam ? 12 : 60) * -Math.log(1 - random() * 0.995)));
    const openRate = spam
      ? Math.round(random() * 5)
      : personal
        ? 60 + Math.round(random() * 40)
        : Math.round(random() ** 1.6 * 100);
    const spoumConfidence = spam
      ? round(SPAM_CONFIDENCE_THRESHOLD + 0.05 + random() * (0.95 - SPAM_CONFIDENCE_THRESHOLD), 2)
      : round(random() * 0.3, 2);
    return {
      email,
      name: def.name,
      sender: `${pick(LOCAL_PARTS[def.category])}@${def.stem}.example`,
      category: def.category,
      count,
      openRate,
      notSeen: random() < 0.35,
      spoumConfidence,
      lastReceivedDaysAgo: round(random() ** 2 * 120, 3),
      sizeKoPerMail: round(15 + random() * (def.category === 'shop' ? 180 : 90), 1),
      initiallyKept: personal && random() < 0.6,
      foundAt: random(),
      unsubscribeMethod: demoUnsubscribeMethod(def.stem, spam),
    };
  });
}
