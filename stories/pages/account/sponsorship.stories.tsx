import type { Meta, StoryObj } from '@storybook/react-vite';
import { $codeFromReferrals, $firstName, $friendCodeResult, $referrals } from '@/features/sponsorship/model';
import { SponsorshipView } from '@/pages/sponsorship/view';

const meta = {
  title: 'Pages/Account/Sponsorship',
  component: SponsorshipView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SponsorshipView>;
export default meta;
type Story = StoryObj<typeof meta>;

const REFERRALS = [
  { name: 'Léa', date: '2026-05-02T10:00:00.000Z' },
  { name: 'Jonas', date: '2026-05-20T10:00:00.000Z' },
  { name: 'Amira', date: '2026-06-01T10:00:00.000Z' },
];

/** While the code is not yet generated: a generating message with a loader. */
export const Generating: Story = { parameters: { workbench: { scopeValues: [[$firstName, 'Camille']] } } };

/** The code, nobody referred yet. */
export const Empty: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [$firstName, 'Camille'],
        [$codeFromReferrals, 'FOX7Q2K'],
      ],
    },
  },
};

/** Referred people with their names and dates. */
export const WithReferrals: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [$firstName, 'Camille'],
        [$codeFromReferrals, 'FOX7Q2K'],
        [$referrals, REFERRALS],
      ],
    },
  },
};

/** A friend's code the server does not know. */
export const FriendCodeUnknown: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [$codeFromReferrals, 'FOX7Q2K'],
        [$friendCodeResult, 'unknown_code'],
      ],
    },
  },
};
