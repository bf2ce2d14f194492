import type { SHARE_CHANNELS } from '@/shared/config/constants';

export type ShareChannel = (typeof SHARE_CHANNELS)[number];

const enc = encodeURIComponent;

/** The address a channel opens (popup for web channels, mailto:/sms: links), or null (copyLink, instagram). */
export function shareUrl(channel: ShareChannel, text: string, link: string): string | null {
  const message = link ? `${text} ${link}` : text;
  switch (channel) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${enc(text)}${link ? `&url=${enc(link)}` : ''}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${enc(message)}`;
    case 'email':
      return `mailto:?body=${enc(message)}`;
    case 'sms':
      return `sms:?&body=${enc(message)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${enc(link)}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?url=${enc(link)}&description=${enc(text)}`;
    case 'instagram':
    case 'copyLink':
      return null;
  }
}

/** Channels opened in an 800 × 600 popup window. */
export const POPUP_CHANNELS: readonly ShareChannel[] = ['twitter', 'whatsapp', 'linkedin', 'pinterest'];
/** Channels opened as a link (mail or SMS app). */
export const LINK_CHANNELS: readonly ShareChannel[] = ['email', 'sms'];
