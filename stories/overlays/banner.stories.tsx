import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent } from 'storybook/test';
import { Banner, type BannerTone } from '@/shared/ui/banner';
import { Button } from '@/shared/ui/button';
import type { IconName } from '@/shared/ui/icon-glyphs';

const TONES: { tone: BannerTone; icon: IconName }[] = [
  { tone: 'neutral', icon: 'info' },
  { tone: 'brand', icon: 'leaf' },
  { tone: 'info', icon: 'info' },
  { tone: 'success', icon: 'success' },
  { tone: 'warning', icon: 'warning' },
  { tone: 'danger', icon: 'error' },
  { tone: 'inverse', icon: 'bell' },
];

/** The generic banner with product copy from the platform and overlays namespaces. */
function Example(props: { onAction?: () => void; onDismiss?: () => void }) {
  const { t } = useTranslation(['overlays', 'platform', 'ui']);
  return (
    <div className="w-full max-w-2xl p-4">
      <Banner
        tone="info"
        icon="info"
        title={t('platform:maintenance_title')}
        action={
          <Button size="sm" onClick={props.onAction}>
            {t('ui:refresh')}
          </Button>
        }
        onDismiss={props.onDismiss}
      >
        {t('platform:maintenance_text')}
      </Banner>
    </div>
  );
}

const meta = {
  title: 'Overlays/Banner',
  component: Example,
  args: { onAction: fn(), onDismiss: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The action and the dismiss button call their callbacks; both work from the keyboard. */
export const WithActionAndDismiss: Story = {
  play: async ({ canvas, args }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveAttribute('data-tone', 'info');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

function Grid({ layout }: { layout: 'inline' | 'bar' }) {
  const { t } = useTranslation(['overlays', 'platform', 'ui']);
  return (
    <div className={layout === 'inline' ? 'flex flex-col gap-4 p-4' : 'flex flex-col gap-3 py-4'}>
      {TONES.map(({ tone, icon }, index) => (
        <Banner
          key={tone}
          tone={tone}
          layout={layout}
          icon={icon}
          live="off"
          title={index % 2 === 0 ? t('multi_scan_title') : undefined}
          onDismiss={index % 3 === 0 ? () => undefined : undefined}
          action={
            index % 2 === 1 ? (
              <Button size="sm" variant={tone === 'inverse' ? 'secondary' : 'primary'}>
                {t('ui:see_more')}
              </Button>
            ) : undefined
          }
        >
          {t('multi_scan_text')}
        </Banner>
      ))}
      <Banner tone="neutral" layout={layout} live="off">
        {t('platform:cookie_banner_text')}
      </Banner>
    </div>
  );
}

/** Every tone as a card: with or without icon, title, action and close button. */
export const InlineTones: Story = { render: () => <Grid layout="inline" /> };

/** Every tone as an edge-to-edge strip (offline, maintenance, agreements). */
export const BarTones: Story = { render: () => <Grid layout="bar" /> };

export const LongTextFinnish: Story = { globals: { locale: 'fi-fi' } };

export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  render: () => <Grid layout="inline" />,
};
