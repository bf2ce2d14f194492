import type { Meta, StoryObj } from '@storybook/react-vite';
import { $partner, $partnerStats } from '@/features/partner-page/model';
import { PartnerView } from '@/pages/partner/view';
import type { Partner } from '@/shared/api/contract';

const meta = {
  title: 'Pages/Account/Partner',
  component: PartnerView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PartnerView>;
export default meta;
type Story = StoryObj<typeof meta>;

const WE_FOREST: Partner = {
  code: 'we-forest',
  name: 'WeForest',
  img: '/favicon.svg',
  text: 'Every mailbox cleaned with this link helps restore forest land with WeForest.',
  type: 'we-forest',
  seo: {
    title: 'Clean your mailbox, grow a forest',
    description: 'Sort your newsletters and help WeForest.',
  },
};

/** The tree partner: counters with the forest area, the we-forest article. */
export const TreePartner: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [$partner, WE_FOREST],
        [$partnerStats, { referees: 1_240, sqm: 2_480.4, deleted: 96_310, co2: 963_100 }],
      ],
    },
  },
};

export const TreePartnerRightToLeft: Story = { ...TreePartner, globals: { locale: 'ar-sa' } };

/** Another partner while its counters load (partner-load errors are silent). */
export const CountersLoading: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [
          $partner,
          {
            ...WE_FOREST,
            code: 'green-campus',
            name: 'Green Campus',
            type: 'school',
            text: 'Students reducing the digital footprint of their campus.',
            seo: { title: 'A lighter inbox for a greener campus', description: '' },
          },
        ],
      ],
    },
  },
};

/** Before the partner is known (an unknown code leaves the page). */
export const Loading: Story = {};
