import { laterInfoCard, specialCard } from '@/entities/subscription/lib';
import type { SenderCardItem } from '@/entities/subscription/ui/sender-card';
import { sender as baseSender } from '../support/list-senders';

/** Story data (literal on purpose: sender names and addresses are data, not product copy). */
export function sender(
  overrides: Partial<SenderCardItem> & Pick<SenderCardItem, 'name' | 'sender'>,
): SenderCardItem {
  return baseSender<SenderCardItem>({
    email: 'camille@gmail.example',
    count: 48,
    openRate: 12,
    unsubscribeMethod: 'one-click',
    ...overrides,
  });
}

export const SENDERS: SenderCardItem[] = [
  sender({ name: 'Daily Deals', sender: 'news@dailydeals.example', count: 214, openRate: 3, notSeen: true }),
  sender({
    name: 'Garden Club',
    sender: 'club@garden.example',
    count: 36,
    openRate: 71,
    unsubscribeMethod: 'web-link',
  }),
  sender({
    name: 'Winner Notice',
    sender: 'prize@win-now.example',
    count: 9,
    openRate: 0,
    spoumConfidence: 0.93,
    unsubscribeMethod: 'none',
  }),
  sender({
    name: 'City Library',
    sender: 'letters@library.example',
    count: 12,
    openRate: 58,
    unsubscribeMethod: 'mailto',
  }),
  sender({
    name: 'Rail Travel',
    sender: 'offers@rail.example',
    count: 77,
    openRate: 22,
    email: 'camille.work@outlook.example',
  }),
  sender({ name: 'Book Corner', sender: 'hello@bookcorner.example', count: 5, openRate: 40 }),
];

export const LATER_SENDER = sender({
  name: 'Weekend Recipes',
  sender: 'cook@recipes.example',
  count: 27,
  openRate: 35,
  type: 'later',
  unsubscribeMethod: 'web-link',
});

export const special = specialCard;

export const MARKET_CARD = special('market', 1, {
  title: 'Plant a tree with every 100 mails deleted',
  subtitle: 'Our partner reforests degraded land. Join the programme from your statistics page.',
  cta: 'https://partner.example/trees',
  tag: 'Partner',
  position: 3,
});

export const LATER_INFO_CARD = laterInfoCard();
