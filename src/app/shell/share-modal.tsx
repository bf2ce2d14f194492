import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import {
  $canShareImage,
  $imageSharing,
  $linkCopied,
  $shareLink,
  $shareMessage,
  $shareOpen,
  channelShared,
  shareDialogClosed,
} from '@/features/share-stats/model';
import { ShareDialog } from '@/features/share-stats/ui/share-dialog';
import { useViewportWidth } from '@/shared/lib/use-viewport-width';

/** The share modal of the shell's share button (product §2, §4 Sharing): a sheet on mobile. */
export function ShareModal() {
  const { t } = useTranslation();
  const width = useViewportWidth();
  const units = useUnit({
    open: $shareOpen,
    link: $shareLink,
    message: $shareMessage,
    copied: $linkCopied,
    canShareImage: $canShareImage,
    imageSharing: $imageSharing,
    onClose: shareDialogClosed,
    onChannel: channelShared,
  });
  const text = t(units.message.key as string, units.message.values as Record<string, number>);
  return (
    <ShareDialog
      open={units.open}
      onOpenChange={(open) => {
        if (!open) units.onClose();
      }}
      presentation={width < 569 ? 'sheet' : 'dialog'}
      link={units.link}
      message={text}
      copied={units.copied}
      canShareImage={units.canShareImage}
      imageSharing={units.imageSharing}
      onShare={(channel) => units.onChannel({ channel, text })}
    />
  );
}
