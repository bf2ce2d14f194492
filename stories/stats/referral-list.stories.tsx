import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReferralList } from '@/features/sponsorship/ui/referral-list';

const REFERRALS = [
  { name: 'Amélie', date: '2026-03-12T10:24:00Z' },
  { name: 'Jonas', date: '2026-04-02T18:05:00Z' },
  { name: 'Priya', date: '2026-05-28T07:41:00Z' },
];

const meta = {
  title: 'Stats/ReferralList',
  component: ReferralList,
  args: { referrals: REFERRALS },
  decorators: [(Story) => <div className="w-[min(28rem,calc(100vw-2rem))]">{Story()}</div>],
} satisfies Meta<typeof ReferralList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The count, then each name and sign-up date (formatted for the locale from the ISO dates given). */
export const WithReferrals: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '3 friends joined with your code' })).toBeVisible();
    const rows = canvas.getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'AAmélieJoined on 12 Mar 2026',
      'JJonasJoined on 2 Apr 2026',
      'PPriyaJoined on 28 May 2026',
    ]);
  },
};

export const One: Story = {
  args: { referrals: REFERRALS.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '1 friend joined with your code' })).toBeVisible();
  },
};

/** Nobody yet: no count, an invitation instead. */
export const Empty: Story = {
  args: { referrals: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByText('No one has used your code yet. Share it to get started!')).toBeVisible();
  },
};

export const LongNames: Story = {
  args: {
    referrals: [
      { name: 'Maximiliane Alexandra von Hohenberg-Wittelsbach', date: '2026-01-09T12:00:00Z' },
      ...REFERRALS,
    ],
  },
};

/** Polish plural ("few") and dates. */
export const Polish: Story = {
  globals: { locale: 'pl-pl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent(/^3 /);
  },
};

export const RightToLeft: Story = { globals: { locale: 'ar-sa' } };
