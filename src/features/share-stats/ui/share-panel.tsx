import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SHARE_CHANNELS } from '@/shared/config/constants';
import { CopyButton } from '@/shared/ui/copy-button';
import type { IconName } from '@/shared/ui/icon-glyphs';
import { ShareChannelButton } from './share-channel-button';

/** A share channel of the sharing model (spec product §4 Sharing). */
export type ShareChannel = (typeof SHARE_CHANNELS)[number];
type TileChannel = Exclude<ShareChannel, 'copyLink'>;

/** The channel buttons, in the order shown (copy link has its own row). */
export const SHARE_TILE_CHANNELS: readonly TileChannel[] = SHARE_CHANNELS.filter(
  (channel): channel is TileChannel => channel !== 'copyLink',
);

const ICONS: Record<TileChannel, IconName> = {
  twitter: 'x',
  whatsapp: 'whatsapp',
  email: 'mail',
  sms: 'sms',
  linkedin: 'linkedin',
  pinterest: 'pinterest',
  instagram: 'instagram',
};

export interface SharePanelProps {
  /** The shared link (shown with its copy button). */
  link: string;
  /** The share text, already translated (shown as a preview of the message). */
  message?: string;
  /** The model's copied flag: the copy button's label turns into the confirmation. */
  copied: boolean;
  /** A channel was chosen (popups, links and copying are the model's job). */
  onShare: (channel: ShareChannel) => void;
  /** The browser can share natively (navigator.share): shows a "more options" button. */
  canNativeShare?: boolean;
  onNativeShare?: () => void;
  /** Instagram shares the statistics image, which needs the user's referral code. */
  canShareImage?: boolean;
  /** The image is being generated or shared. */
  imageSharing?: boolean;
  /** An image preview (the statistics picture). */
  preview?: ReactNode;
}

/** The body of the share dialog: image preview, message, channel buttons, the link with its copy button. */
export function SharePanel({
  link,
  message,
  copied,
  onShare,
  canNativeShare = false,
  onNativeShare,
  canShareImage = true,
  imageSharing = false,
  preview,
}: SharePanelProps) {
  const { t } = useTranslation('overlays');
  const linkId = useId();
  const imageHintId = useId();
  return (
    <div className="mt-4 flex flex-col gap-5" data-slot="share-content">
      {preview && (
        <figure
          aria-label={t('share_preview_label')}
          className="overflow-hidden rounded-card border border-border bg-surface-muted"
        >
          {preview}
        </figure>
      )}
      {message && (
        <p className="rounded-lg bg-surface-muted px-4 py-3 text-sm text-pretty text-text-muted">
          “{message}”
        </p>
      )}
      <ul aria-label={t('share_channels_label')} className="grid grid-cols-4 gap-x-2 gap-y-4">
        {SHARE_TILE_CHANNELS.map((channel) => {
          const disabled = channel === 'instagram' && !canShareImage;
          const busy = channel === 'instagram' && imageSharing;
          return (
            <li key={channel} className="flex justify-center">
              <ShareChannelButton
                icon={ICONS[channel]}
                chip={channel}
                label={t(`share_channel_${channel}`)}
                disabled={disabled || busy}
                busy={busy}
                describedBy={disabled ? imageHintId : undefined}
                onClick={() => onShare(channel)}
              />
            </li>
          );
        })}
        {canNativeShare && (
          <li className="flex justify-center">
            <ShareChannelButton icon="share" chip="native" label={t('share_more')} onClick={onNativeShare} />
          </li>
        )}
      </ul>
      {!canShareImage && (
        <p id={imageHintId} className="-mt-2 text-center text-xs text-text-subtle">
          {t('share_image_unavailable')}
        </p>
      )}
      <div className="flex flex-col gap-2">
        <label htmlFor={linkId} className="text-sm font-semibold text-text">
          {t('share_link_label')}
        </label>
        <div className="flex items-center gap-2 rounded-pill border border-border bg-surface-muted p-1 ps-4">
          <input
            id={linkId}
            readOnly
            dir="ltr"
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 truncate bg-transparent text-sm text-text outline-none focus-visible:underline"
          />
          <CopyButton
            copied={copied}
            onCopy={() => onShare('copyLink')}
            label={t('share_copy_link')}
            copiedLabel={t('share_link_copied')}
            size="sm"
            variant={copied ? 'secondary' : 'primary'}
          />
        </div>
      </div>
    </div>
  );
}
