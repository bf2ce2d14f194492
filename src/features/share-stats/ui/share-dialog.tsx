import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '@/shared/ui/bottom-sheet';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/shared/ui/dialog';
import { SharePanel, type SharePanelProps } from './share-panel';

export interface ShareDialogProps extends SharePanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: ReactNode;
  description?: ReactNode;
  /** A centred dialog, or a sheet rising from the bottom (mobile). */
  presentation?: 'dialog' | 'sheet';
}

/** Share the statistics: image preview, message, channel buttons, copy link and native share. */
export function ShareDialog({
  open,
  onOpenChange,
  title,
  description,
  presentation = 'dialog',
  ...content
}: ShareDialogProps) {
  const { t } = useTranslation('overlays');
  const heading = title ?? t('share_title');
  const text = description ?? t('share_description');
  if (presentation === 'sheet') {
    return (
      <BottomSheet open={open} onOpenChange={onOpenChange} title={heading} description={text}>
        <SharePanel {...content} />
      </BottomSheet>
    );
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader className="pb-2">
          <DialogTitle>{heading}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        <SharePanel {...content} />
      </DialogContent>
    </Dialog>
  );
}
