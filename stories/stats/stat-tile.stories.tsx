import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, waitFor } from 'storybook/test';
import { StatTile } from '@/features/stats/ui/stat-tile';
import { formatCo2Grams } from '@/shared/lib/format-co2';
import { formatSizeKo } from '@/shared/lib/format-size';
import { withMotion } from '../support/motion';

const meta = {
  title: 'Stats/StatTile',
  component: StatTile,
  args: { value: 1_284, format: 'count', label: 'mails deleted', icon: 'delete' },
} satisfies Meta<typeof StatTile>;
export default meta;
type Story = StoryObj<typeof meta>;

const figures = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="count-up-steps"]')].map((node) => node.textContent);

/** The user's figures (the model's `$statsFigures` when the user has sorted newsletters). */
function PersonalFigures() {
  const { t } = useTranslation('marketing');
  return (
    <div className="grid w-full grid-cols-1 gap-4 xs:grid-cols-2 md:grid-cols-3">
      <StatTile value={46} label={t('stat_autoDeletedNewsletters')} icon="unsubscribe" />
      <StatTile value={1_284} label={t('stat_deletedMails')} icon="delete" />
      <StatTile value={73} label={t('stat_treatedNewsletters')} icon="cards" />
      <StatTile value={212} label={t('stat_remainsMailsToTreat')} icon="later" />
      <StatTile value={2_500} format="sizeKo" label={t('stat_spaceSaved')} icon="cloud" />
      <StatTile value={1_534} format="co2Grams" label={t('stat_co2')} icon="leaf" />
    </div>
  );
}

/** First time (nothing sorted yet): the community's figures in the global look. */
function GlobalFigures() {
  const { t } = useTranslation('marketing');
  return (
    <div className="grid w-full grid-cols-1 gap-4 md:grid-cols-3">
      <StatTile
        variant="global"
        value={3.2}
        format="billions"
        label={t('stat_globalDeletedMails')}
        icon="delete"
      />
      <StatTile
        variant="global"
        value={9e9}
        format="sizeKo"
        label={t('stat_globalSpaceSaved')}
        icon="cloud"
      />
      <StatTile variant="global" value={41} label={t('stat_averageNewsletters')} icon="newsletters" />
    </div>
  );
}

const single: Decorator[] = [(Story) => <div className="w-72">{Story()}</div>];

export const Default: Story = { decorators: single };

/** The personal figures, every unit: counts, a size (2,500 KB → 3 MB) and CO2 (1,534 g → 1.53 kg). */
export const Personal: Story = {
  parameters: { layout: 'padded' },
  render: () => <PersonalFigures />,
  play: async ({ canvasElement }) => {
    await expect(figures(canvasElement)).toEqual(['46', '1,284', '73', '212', '3 MB', '1.53 kg']);
    await expect(formatSizeKo(2_500, 'en-gb')).toBe('3 MB');
    await expect(formatCo2Grams(1_534, 'en-gb')).toBe('1.53 kg');
  },
};

/** First time: 3.2 billion mails, 9 TB, 41 newsletters per mailbox. */
export const FirstTimeGlobal: Story = {
  parameters: { layout: 'padded' },
  render: () => <GlobalFigures />,
  play: async ({ canvasElement }) => {
    await expect(figures(canvasElement)).toEqual(['3.2 billion', '9 TB', '41']);
  },
};

const SIZES = [0, 999, 1_000, 999_499, 1e6, 4.2e8, 1e9, 2.6e9];
const CO2 = [0, 640, 999.4, 1_000, 1_534, 25_000];

/**
 * Every unit switch: sizes are kB (CLDR's symbol) below 1e3, MB below 1e6, GB below 1e9, else TB, no decimals; CO2 is
 * g below 1000, else kg with two decimals. Each tile equals the shared formatters' text.
 */
export const UnitSwitches: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {SIZES.map((ko) => (
        <StatTile key={`ko-${ko}`} value={ko} format="sizeKo" label={`${ko} Ko`} icon="cloud" />
      ))}
      {CO2.map((grams) => (
        <StatTile key={`g-${grams}`} value={grams} format="co2Grams" label={`${grams} g`} icon="leaf" />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(figures(canvasElement)).toEqual([
      ...SIZES.map((ko) => formatSizeKo(ko, 'en-gb')),
      ...CO2.map((grams) => formatCo2Grams(grams, 'en-gb')),
    ]);
    await expect(figures(canvasElement)).toEqual([
      '0 kB',
      '999 kB',
      '1 MB',
      '999 MB',
      '1 GB',
      '420 GB',
      '1 TB',
      '3 TB',
      '0 g',
      '640 g',
      '999 g',
      '1.00 kg',
      '1.53 kg',
      '25.00 kg',
    ]);
  },
};

/** Loading: placeholders of the same size, marked busy, announced as loading. */
export const Loading: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <div className="grid grid-cols-1 gap-4 xs:grid-cols-2">
      <StatTile loading value={0} label="" icon="delete" />
      <StatTile loading variant="global" value={0} label="" icon="cloud" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tiles = canvasElement.querySelectorAll('[data-slot="stat-tile"]');
    for (const tile of tiles) await expect(tile).toHaveAttribute('aria-busy', 'true');
    await expect(figures(canvasElement)).toEqual([]);
  },
};

/** With motion, each figure counts up to its exact value (3 MB here, counted in megabytes). */
export const CountingUp: Story = {
  args: { value: 2_500, format: 'sizeKo', label: 'of storage saved', icon: 'cloud' },
  decorators: [...single, withMotion],
  play: async ({ canvasElement }) => {
    const count = canvasElement.querySelector('[data-slot="count-up"]') as HTMLElement;
    await waitFor(() => expect(count).toHaveAttribute('data-state', 'done'), { timeout: 15_000 });
    await expect(figures(canvasElement)).toEqual(['3 MB']);
  },
};

/** Long German labels and German units. */
export const German: Story = {
  globals: { locale: 'de-de' },
  parameters: { layout: 'padded' },
  render: () => <PersonalFigures />,
  play: async ({ canvasElement }) => {
    await expect(figures(canvasElement).slice(4)).toEqual([
      formatSizeKo(2_500, 'de-de'),
      formatCo2Grams(1_534, 'de-de'),
    ]);
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  parameters: { layout: 'padded' },
  render: () => <GlobalFigures />,
};
