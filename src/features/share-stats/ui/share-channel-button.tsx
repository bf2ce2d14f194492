import { cva } from 'class-variance-authority';
import { cn } from '@/shared/lib/cn';
import { Icon } from '@/shared/ui/icon';
import type { IconName } from '@/shared/ui/icon-glyphs';
import { Loader } from '@/shared/ui/loader';

const chipVariants = cva(
  'inline-flex size-14 items-center justify-center rounded-pill text-text-inverse shadow-sm transition-transform duration-fast group-hover:scale-105 group-active:scale-95',
  {
    variants: {
      chip: {
        twitter: 'bg-social-x',
        whatsapp: 'bg-social-whatsapp',
        email: 'bg-social-email',
        sms: 'bg-social-sms',
        linkedin: 'bg-social-linkedin',
        pinterest: 'bg-social-pinterest',
        instagram: 'bg-social-instagram',
        native: 'bg-surface-sunken text-text',
      },
    },
  },
);

export type ShareChannelChip =
  | 'twitter'
  | 'whatsapp'
  | 'email'
  | 'sms'
  | 'linkedin'
  | 'pinterest'
  | 'instagram'
  | 'native';

export interface ShareChannelButtonProps {
  icon: IconName;
  /** The channel's colour. */
  chip: ShareChannelChip;
  label: string;
  onClick?: () => void;
  disabled?: boolean;
  /** The channel's action is running (a spinner replaces the icon). */
  busy?: boolean;
  describedBy?: string;
}

/** A share channel: its mark on a round chip in the channel's colour, the name under it. */
export function ShareChannelButton({
  icon,
  chip,
  label,
  onClick,
  disabled,
  busy,
  describedBy,
}: ShareChannelButtonProps) {
  return (
    <button
      type="button"
      data-channel={chip}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
      onClick={onClick}
      className={cn(
        'group flex w-full min-w-0 flex-col items-center gap-2 rounded-lg p-1 text-xs font-medium text-text',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus',
        'disabled:cursor-not-allowed disabled:opacity-45',
      )}
    >
      <span className={chipVariants({ chip })}>
        {busy ? <Loader decorative size="md" tone="current" /> : <Icon name={icon} size="lg" />}
      </span>
      <span className="w-full truncate text-center">{label}</span>
    </button>
  );
}
