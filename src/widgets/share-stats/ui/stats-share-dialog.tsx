import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import {
  $canShareFiles,
  $canShareImage,
  $imageSharing,
  $linkCopied,
  $shareLink,
  $shareMessage,
  $shareOpen,
  channelShared,
  imageShareRequested,
  shareDialogClosed,
} from '@/features/share-stats/model';
import { ShareDialog } from '@/features/share-stats/ui/share-dialog';
import { isMobileWidth, useViewportWidth } from '@/shared/lib/use-viewport-width';
import { Button } from '@/shared/ui/button';

/**
 * The statistics share dialog wired to the share-stats model (stats and sponsorship pages): channels,
 * the link with its copy button, and the statistics image (shared as a file where the browser can,
 * otherwise downloaded; only with a referral code).
 */
export function StatsShareDialog() {
  const { t } = useTranslation(['account', 'product']);
  const units = useUnit({
    open: $shareOpen,
    link: $shareLink,
    message: $shareMessage,
    copied: $linkCopied,
    canShareFiles: $canShareFiles,
    canShareImage: $canShareImage,
    imageSharing: $imageSharing,
    closed: shareDialogClosed,
    shared: channelShared,
    imageRequested: imageShareRequested,
  });
  const width = useViewportWidth();
  const text = t(units.message.key as string, units.message.values as Record<string, number>);
  return (
    <ShareDialog
      open={units.open}
      onOpenChange={(open) => {
        if (!open) units.closed();
      }}
      presentation={isMobileWidth(width) ? 'sheet' : 'dialog'}
      link={units.link}
      message={text}
      copied={units.copied}
      onShare={(channel) => units.shared({ channel, text })}
      canShareImage={units.canShareImage}
      imageSharing={units.imageSharing}
      preview={
        <div className="flex flex-col items-center gap-3 p-4">
          <Button
            icon={units.canShareFiles ? 'share' : 'download'}
            disabled={!units.canShareImage}
            loading={units.imageSharing}
            onClick={() => units.imageRequested({ text })}
            data-testid="share-image"
          >
            {units.canShareFiles ? t('share_image_share') : t('share_image_download')}
          </Button>
        </div>
      }
    />
  );
}
