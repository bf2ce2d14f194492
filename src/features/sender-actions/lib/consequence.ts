import { isSpam } from '@/entities/subscription/lib';
import type { Subscription } from '@/entities/subscription/types';
import type { SenderAction } from '@/shared/config/constants';

/** A sentence of the `cleaning` namespace with its values. */
export interface ConsequenceText {
  key: string;
  values: Record<string, string | number>;
}

const displayName = (item: Subscription) => item.name.trim() || item.sender;

/**
 * What an action will do, exactly (issue 11 §5), from what the server reported for the sender: its
 * mail count, whether it is spam, and how it can be unsubscribed from.
 */
export function consequenceOf(item: Subscription, action: SenderAction): ConsequenceText {
  const name = displayName(item);
  const count = item.count;
  switch (action) {
    case 'unsubscribes': {
      if (isSpam(item) || item.type === 'spams') {
        return { key: 'cleaning:consequence_spam', values: { name, count } };
      }
      const method = item.unsubscribeMethod ?? 'none';
      if (method === 'none') return { key: 'cleaning:consequence_unsubscribe_none', values: { name, count } };
      return {
        key: `cleaning:consequence_unsubscribe_${method.replace('-', '_')}`,
        values: { name, count },
      };
    }
    case 'delete':
      return { key: 'cleaning:consequence_delete', values: { name, count } };
    case 'keep':
      return { key: 'cleaning:consequence_keep', values: { name } };
    default:
      return { key: 'cleaning:consequence_later', values: { name } };
  }
}

/** The same for several senders (the list's confirmation): totals, and how each kind is unsubscribed. */
export function consequenceOfMany(items: readonly Subscription[], action: SenderAction): ConsequenceText[] {
  if (items.length === 1 && items[0]) return [consequenceOf(items[0], action)];
  const senders = items.length;
  const mails = items.reduce((sum, item) => sum + item.count, 0);
  if (action === 'keep') return [{ key: 'cleaning:consequence_many_keep', values: { senders } }];
  if (action === 'later') return [{ key: 'cleaning:consequence_many_later', values: { senders } }];
  if (action === 'delete') return [{ key: 'cleaning:consequence_many_delete', values: { senders, mails } }];
  const spam = items.filter((item) => isSpam(item) || item.type === 'spams').length;
  const none = items.filter(
    (item) => !(isSpam(item) || item.type === 'spams') && (item.unsubscribeMethod ?? 'none') === 'none',
  ).length;
  const automatic = senders - spam - none;
  const lines: ConsequenceText[] = [
    { key: 'cleaning:consequence_many_unsubscribes', values: { senders, mails } },
  ];
  if (automatic > 0) lines.push({ key: 'cleaning:consequence_many_automatic', values: { count: automatic } });
  if (none > 0) lines.push({ key: 'cleaning:consequence_many_none', values: { count: none } });
  if (spam > 0) lines.push({ key: 'cleaning:consequence_many_spam', values: { count: spam } });
  return lines;
}
