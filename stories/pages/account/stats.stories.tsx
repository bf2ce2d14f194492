import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { $user } from '@/entities/session/model';
import { $shareOpen, $sharePartnerCode } from '@/features/share-stats/model';
import { $codeFromReferrals } from '@/features/sponsorship/model';
import { $globalStats, $statsFailed, $statsLoading, $userStats } from '@/features/stats/model';
import { StatsView } from '@/pages/stats/view';
import { GLOBAL_STATS, NO_STATS, USER, USER_STATS } from './fixtures';

/** The mascot's animation file has loaded (its first frame shows): the screen is still. */
async function mascotReady(canvasElement: HTMLElement) {
  const mascot = canvasElement.querySelector('[data-slot="mascot"]') as HTMLElement;
  await waitFor(() => expect(mascot.dataset.state).not.toBe('loading'), { timeout: 15_000 });
}

const meta = {
  title: 'Pages/Account/Stats',
  component: StatsView,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => mascotReady(canvasElement),
} satisfies Meta<typeof StatsView>;
export default meta;
type Story = StoryObj<typeof meta>;

function scope(values: [unknown, unknown][]): { workbench: object } {
  return {
    workbench: {
      scopeValues: [[$user, USER], [$codeFromReferrals, 'FOX7Q2K'], [$globalStats, GLOBAL_STATS], ...values],
    },
  };
}

/** A loader shows until the stats arrive. */
export const Loading: Story = { parameters: scope([[$statsLoading, true]]) };

/** The stats call failed. */
export const LoadError: Story = {
  parameters: scope([
    [$statsLoading, false],
    [$statsFailed, true],
  ]),
};

/** First time (nothing sorted): the community's figures. */
export const FirstTime: Story = {
  parameters: scope([
    [$statsLoading, false],
    [$userStats, NO_STATS],
  ]),
  play: async ({ canvasElement }) => {
    await mascotReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Hello Camille');
    await expect(canvasElement.querySelector('[data-page="stats"]')).toHaveAttribute(
      'data-state',
      'first-time',
    );
  },
};

/** The user's own figures, with the estimate note and its source. */
export const Personal: Story = {
  parameters: scope([
    [$statsLoading, false],
    [$userStats, USER_STATS],
  ]),
  play: async ({ canvasElement }) => {
    await mascotReady(canvasElement);
    await expect(within(canvasElement).getByTestId('stats-estimate')).toHaveTextContent(
      'How Bad Are Bananas?',
    );
  },
};

export const PersonalRightToLeft: Story = {
  ...Personal,
  globals: { locale: 'ar-sa' },
  play: ({ canvasElement }) => mascotReady(canvasElement),
};

/** The referral code is not generated yet: the generating state. */
export const CodeGenerating: Story = {
  parameters: scope([
    [$statsLoading, false],
    [$userStats, USER_STATS],
    [$codeFromReferrals, null],
    [$user, { ...USER, partnerCode: null }],
  ]),
};

/** The share dialog with the statistics image action. */
export const ShareDialogOpen: Story = {
  parameters: scope([
    [$statsLoading, false],
    [$userStats, USER_STATS],
    [$shareOpen, true],
    [$sharePartnerCode, 'FOX7Q2K'],
  ]),
  play: async ({ canvasElement }) => {
    await mascotReady(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByTestId('share-image')).toBeEnabled();
  },
};
