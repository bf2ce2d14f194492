import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LaterInfoCard } from '@/entities/subscription/ui/later-info-card';
import { MarketingCard } from '@/entities/subscription/ui/marketing-card';
import { MilestoneCard } from '@/entities/subscription/ui/milestone-card';
import { SharingCard } from '@/entities/subscription/ui/sharing-card';

interface GalleryProps {
  onShare?: () => void;
  laterCount?: number;
}

/** The special cards of the deck side by side (each is shown alone in the deck). */
function Gallery({ onShare, laterCount = 3 }: GalleryProps) {
  return (
    <div className="grid grid-cols-1 gap-6 p-4 sm:grid-cols-2 sm:p-8 lg:grid-cols-3">
      <SharingCard onShare={onShare} />
      <MarketingCard
        title="Plant a tree with every 100 mails deleted"
        subtitle="Our partner reforests degraded land. Join the programme from your statistics page."
        cta="https://partner.example/trees"
        tag="Partner"
      />
      <MilestoneCard milestone={1} />
      <MilestoneCard milestone={2} />
      <LaterInfoCard count={laterCount} />
      <MarketingCard title="Spring clean-up week" subtitle="Sort 30 senders this week and earn a badge." />
    </div>
  );
}

const meta = {
  title: 'Cleaning/SpecialCards',
  component: Gallery,
  parameters: { layout: 'fullscreen' },
  args: { onShare: fn(), laterCount: 3 },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sharing, marketing (title, subtitle, cta link, tag; and without cta or tag), milestones 25 and 50, later info. */
export const AllCards: Story = {
  play: async ({ canvas, args }) => {
    const share = canvas.getByRole('button', { name: 'Tell your friends' });
    await userEvent.click(share);
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    // A mouse press leaves no focus ring (the synthetic click would keep one in the screenshot).
    share.blur();

    const link = canvas.getByRole('link', { name: /Find out more/ });
    await expect(link).toHaveAttribute('href', 'https://partner.example/trees');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(link).toHaveAccessibleName('Find out more (opens in a new tab)');
    const plain = canvas.getByRole('article', { name: 'Spring clean-up week' });
    await expect(within(plain).queryByRole('link')).toBeNull();

    await expect(canvas.getByRole('article', { name: '25 senders sorted!' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: '50 senders sorted!' })).toBeVisible();
    const later = canvas.getByRole('article', { name: 'Now, the senders you saved for later' });
    await expect(
      within(later).getByText('3 senders are waiting in your later list. They come next.'),
    ).toBeVisible();
  },
};

/** One sender waiting: the singular form. */
export const LaterInfoSingular: Story = {
  args: { laterCount: 1 },
  render: ({ laterCount = 1 }) => (
    <div className="w-[22rem] max-w-[calc(100vw-2rem)] p-4">
      <LaterInfoCard count={laterCount} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 sender is waiting in your later list. It comes next.')).toBeVisible();
  },
};

/** Arabic: right-to-left and its plural forms (3 → few, 25 and 50 → many). */
export const RightToLeft: Story = { globals: { locale: 'ar-sa' } };

/** Long German copy wraps inside the cards. */
export const LongCopy: Story = { globals: { locale: 'de-de' } };

/** Polish plural forms: 4 → few, 25 and 50 → many. */
export const PolishPlurals: Story = {
  globals: { locale: 'pl-pl' },
  args: { laterCount: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: '25 nadawców posortowanych!' })).toBeVisible();
    await expect(canvas.getByText(/czeka 4 nadawców/)).toBeVisible();
  },
};
