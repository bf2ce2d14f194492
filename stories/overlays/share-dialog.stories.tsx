import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShareDialog } from '@/features/share-stats/ui/share-dialog';
import type { ShareChannel } from '@/features/share-stats/ui/share-panel';
import { Icon } from '@/shared/ui/icon';

/** Stand-in for the generated statistics picture (figures only). */
function StatsPicture() {
  return (
    <div className="relative flex aspect-[1200/630] w-full items-center justify-center gap-6 bg-brand p-6 text-brand-foreground">
      <div className="flex flex-col items-center gap-1">
        <Icon name="delete" size="xl" />
        <span className="text-4xl font-bold tabular-nums">1 248</span>
      </div>
      <div className="h-16 w-px bg-brand-foreground/40" />
      <div className="flex flex-col items-center gap-1">
        <Icon name="newsletters" size="xl" />
        <span className="text-4xl font-bold tabular-nums">36</span>
      </div>
      <Icon name="leaf" size="xl" className="absolute end-4 bottom-4 opacity-30" />
    </div>
  );
}

interface ExampleProps {
  onShare: (channel: ShareChannel) => void;
  onNativeShare: () => void;
  onOpenChange: (open: boolean) => void;
  canNativeShare?: boolean;
  canShareImage?: boolean;
  imageSharing?: boolean;
  withPreview?: boolean;
  presentation?: 'dialog' | 'sheet';
  initiallyCopied?: boolean;
}

/** The stats page's use: the share text from the model's message, the copied flag set on copy. */
function Example({
  onShare,
  onNativeShare,
  onOpenChange,
  canNativeShare = true,
  canShareImage = true,
  imageSharing = false,
  withPreview = true,
  presentation,
  initiallyCopied = false,
}: ExampleProps) {
  const { t } = useTranslation('product');
  const [open, setOpen] = useState(true);
  const [copied, setCopied] = useState(initiallyCopied);
  return (
    <ShareDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setOpen(next);
      }}
      presentation={presentation}
      link="https://tidyfox.example/save-the-planet?partnerCode=CAMILLE42"
      message={t('share_text_stats', { deleted: 1248, sorted: 36 })}
      copied={copied}
      onShare={(channel) => {
        onShare(channel);
        if (channel === 'copyLink') setCopied(true);
      }}
      canNativeShare={canNativeShare}
      onNativeShare={onNativeShare}
      canShareImage={canShareImage}
      imageSharing={imageSharing}
      preview={withPreview ? <StatsPicture /> : undefined}
    />
  );
}

const meta = {
  title: 'Overlays/ShareDialog',
  component: Example,
  parameters: { layout: 'fullscreen' },
  args: { onShare: fn(), onNativeShare: fn(), onOpenChange: fn() },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Preview, message, seven channels, native share (the browser supports it) and the link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Share your clean-up' });
    const channels = within(within(dialog).getByRole('list', { name: 'Share on' })).getAllByRole('button');
    await expect(channels.map((button) => button.dataset.channel)).toEqual([
      'twitter',
      'whatsapp',
      'email',
      'sms',
      'linkedin',
      'pinterest',
      'instagram',
      'native',
    ]);
    await expect(within(dialog).getByRole('textbox', { name: 'Your link' })).toHaveValue(
      'https://tidyfox.example/save-the-planet?partnerCode=CAMILLE42',
    );
  },
};

/** No native share in this browser, no referral code yet (Instagram shares the picture: disabled). */
export const WithoutNativeShareOrImage: Story = {
  args: { canNativeShare: false, canShareImage: false, withPreview: false },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await expect(body.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    const instagram = body.getByRole('button', { name: 'Instagram' });
    await expect(instagram).toBeDisabled();
    await expect(instagram).toHaveAccessibleDescription(
      'Sharing on Instagram is available once your referral code is ready.',
    );
    await userEvent.click(instagram, { pointerEventsCheck: 0 });
    await expect(args.onShare).not.toHaveBeenCalled();
  },
};

/** Copy link: onShare('copyLink'), then the model's copied flag turns the label into "Link copied!". */
export const CopyLinkLabel: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Copy link' }));
    await expect(args.onShare).toHaveBeenCalledWith('copyLink');
    const copied = body.getByRole('button', { name: 'Link copied!' });
    await expect(copied).toHaveAttribute('data-copied', 'true');
  },
};

/** Keyboard: Tab walks the channels in order; Enter shares on the focused one; Escape closes. */
export const KeyboardChannels: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const x = body.getByRole('button', { name: 'X (Twitter)' });
    await waitFor(() => expect(x).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onShare).toHaveBeenLastCalledWith('twitter');
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'WhatsApp' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onShare).toHaveBeenLastCalledWith('whatsapp');
    for (const name of ['E-mail', 'SMS', 'LinkedIn', 'Pinterest', 'Instagram', 'More']) {
      await userEvent.tab();
      await expect(body.getByRole('button', { name })).toHaveFocus();
    }
    await userEvent.keyboard('{Enter}');
    await expect(args.onNativeShare).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The picture is being generated for Instagram: its button is busy. */
export const ImageSharing: Story = {
  args: { imageSharing: true, initiallyCopied: true },
};

/** As a sheet from the bottom (the mobile presentation). */
export const AsBottomSheet: Story = { args: { presentation: 'sheet' } };

export const LongTextGerman: Story = { globals: { locale: 'de-de' } };

export const RightToLeft: Story = { globals: { locale: 'ar-sa' } };
