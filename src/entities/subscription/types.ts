import type { Subscription as ApiSubscription } from '@/shared/api/contract';
import type { SenderAction } from '@/shared/config/constants';

/** Card types sent by the server. */
export type ServerSubscriptionType = 'subscriptions' | 'later' | 'spams';
/** Local-only card types (never sent to the server). */
export type SpecialCardType = 'market' | 'sharing' | 'animation' | 'laterInfo';
export type SubscriptionType = ServerSubscriptionType | SpecialCardType;

/**
 * A sender item (spec product §3): the contract's subscription, plus local-only card types
 * (special cards), the local selection flag and a special card's payload.
 */
export type Subscription = Omit<ApiSubscription, 'type' | 'date' | 'lastReceivedAt' | 'isLater'> & {
  type: SubscriptionType;
  /** Decision date (My actions); null in the cleaning list. */
  date?: string | null;
  lastReceivedAt?: string;
  /** Marker card for the later list. */
  isLater?: boolean;
  /** Local selection flag. */
  checked?: boolean;
  /** Payload of a special card (marketing card fields, milestone slot…). */
  special?: SpecialCardPayload;
};

export interface SpecialCardPayload {
  /** Marketing card fields (spec §2 special cards). */
  title?: string;
  subtitle?: string;
  cta?: string;
  tag?: string;
  position?: number;
  /** Animation milestone number (1 or 2) or the sharing slot index. */
  slot?: number;
}

/** What the server receives for an action: email and sender only (spec §3, §7). */
export interface ActionPayloadItem {
  email: string;
  sender: string;
}

export type Category = 'all' | 'subscriptions' | 'spams' | 'auto-delete' | 'keep' | 'later';
export type ListName = 'newsletters' | 'later';

/** A sender that left a list, with where it was, so a failed batch can put it back. */
export interface Removal {
  item: Subscription;
  list: ListName;
}

export interface SendersActed {
  action: SenderAction;
  items: Subscription[];
}
