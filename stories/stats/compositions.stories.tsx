import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor } from 'storybook/test';
import { FetchProgress } from '@/features/fetch-subscriptions/ui/fetch-progress';
import { RotatingTips } from '@/features/fetch-subscriptions/ui/rotating-tips';
import { SenderTicker } from '@/features/fetch-subscriptions/ui/sender-ticker';
import { NotificationSwitch } from '@/features/notification-settings/ui/notification-switch';
import { ReferralCodeCard } from '@/features/sponsorship/ui/referral-code-card';
import { StatTile } from '@/features/stats/ui/stat-tile';
import { TipsCarousel } from '@/features/stats/ui/tips-carousel';
import { Mascot } from '@/shared/ui/mascot';
import { QRCodeBlock } from '@/shared/ui/qr-code-block';
import { StoreBadges } from '@/shared/ui/store-badges';
import { HowItWorks } from '@/widgets/landing-pitch/ui/how-it-works';
import { PressLogos } from '@/widgets/landing-pitch/ui/press-logos';
import { PrivacyCards } from '@/widgets/landing-pitch/ui/privacy-cards';

/** How the area's pieces sit together on their screens (the pages themselves are built elsewhere). */
const meta = {
  title: 'Stats/Compositions',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const SENDERS = ['Daily Deals', 'The Green Weekly', 'Trainline', 'Spotify', 'Le Petit Journal', 'Decathlon'];

function FetchScreen() {
  return (
    <div className="mx-auto grid max-w-5xl gap-6 p-4 sm:p-8 md:grid-cols-2 md:items-start">
      <div className="flex flex-col items-center gap-6 rounded-sheet bg-surface p-6 shadow-sm">
        <FetchProgress
          total={4_200}
          remaining={1_100}
          stage="sortable"
          newsletterCount={23}
          onGoClean={fn()}
          media={<Mascot size="md" />}
        />
        <NotificationSwitch permission="default" checked={false} onCheckedChange={fn()} className="w-full" />
      </div>
      <div className="flex flex-col gap-6">
        <SenderTicker names={SENDERS} initialCount={SENDERS.length} />
        <RotatingTips />
      </div>
    </div>
  );
}

/** /fetch: progress around the mascot, the notification switch, the sender ticker and the tips. */
export const FetchScreenSortable: Story = {
  render: () => <FetchScreen />,
  play: async ({ canvasElement }) => {
    const mascot = canvasElement.querySelector('[data-slot="mascot"]') as HTMLElement;
    await waitFor(() => expect(mascot.dataset.state).not.toBe('loading'), { timeout: 15_000 });
  },
};

function StatsScreen() {
  const { t } = useTranslation('marketing');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 p-4 sm:p-8">
      <div className="grid grid-cols-1 gap-4 xs:grid-cols-2 md:grid-cols-3">
        <StatTile value={46} label={t('stat_autoDeletedNewsletters')} icon="unsubscribe" />
        <StatTile value={1_284} label={t('stat_deletedMails')} icon="delete" />
        <StatTile value={73} label={t('stat_treatedNewsletters')} icon="cards" />
        <StatTile value={212} label={t('stat_remainsMailsToTreat')} icon="later" />
        <StatTile value={2_500} format="sizeKo" label={t('stat_spaceSaved')} icon="cloud" />
      </div>
      <TipsCarousel />
      <ReferralCodeCard code="FOX-7Q2K" copied={false} onCopy={fn()} onShare={fn()} onSeeMore={fn()} />
    </div>
  );
}

/** /stats for a user who has sorted newsletters: personal figures, tips, the referral block. */
export const StatsScreenPersonal: Story = { render: () => <StatsScreen /> };

function LandingPitch() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-12 p-4 sm:p-8">
      <PressLogos />
      <HowItWorks />
      <PrivacyCards />
      <QRCodeBlock value="https://tidyfox.test/instant-apps" className="self-center">
        <StoreBadges
          size="sm"
          appStoreUrl="https://apps.example/tidy-fox"
          googlePlayUrl="https://play.example/tidy-fox"
        />
      </QRCodeBlock>
    </div>
  );
}

/** The landing's pitch: press, the three steps, privacy, and the app download block. */
export const LandingPitchBlocks: Story = { render: () => <LandingPitch /> };

export const LandingPitchRightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  render: () => <LandingPitch />,
};
