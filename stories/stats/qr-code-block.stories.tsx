import type { Meta, StoryObj } from '@storybook/react-vite';
import QRCode from 'qrcode';
import { expect } from 'storybook/test';
import { QRCodeBlock } from '@/shared/ui/qr-code-block';
import { StoreBadges } from '@/shared/ui/store-badges';

const LINK = 'https://tidyfox.test/instant-apps';

const meta = {
  title: 'Stats/QRCodeBlock',
  component: QRCodeBlock,
  args: { value: LINK },
  decorators: [(Story) => <div className="w-[min(36rem,calc(100vw-2rem))]">{Story()}</div>],
} satisfies Meta<typeof QRCodeBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The code is an SVG image with an accessible label, drawn from the library's module matrix: one
 * square per dark module, inside a four-module quiet zone (so the same link gives the same pixels).
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'QR code to download the Tidy Fox app' });
    const { modules } = QRCode.create(LINK, { errorCorrectionLevel: 'M' });
    await expect(image).toHaveAttribute('viewBox', `0 0 ${modules.size + 8} ${modules.size + 8}`);
    const dark = modules.data.reduce((sum, bit) => sum + bit, 0);
    const squares = image.querySelector('path')?.getAttribute('d')?.match(/M/g)?.length;
    await expect(squares).toBe(dark);
    await expect(canvas.getByRole('heading', { name: 'Get the app' })).toBeVisible();
  },
};

/** The landing's desktop variant: the code with both store badges. */
export const WithStoreBadges: Story = {
  render: (args) => (
    <QRCodeBlock {...args}>
      <StoreBadges
        size="sm"
        appStoreUrl="https://apps.example/tidy-fox"
        googlePlayUrl="https://play.example/tidy-fox"
      />
    </QRCodeBlock>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <QRCodeBlock {...args} size="sm" title={null} description={null} />
      <QRCodeBlock {...args} size="lg" />
    </div>
  ),
};

/** A value too long for a QR code: the link itself instead of a broken image. */
export const TooLong: Story = {
  args: { value: `${LINK}?${'x'.repeat(3000)}` },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', `${LINK}?${'x'.repeat(3000)}`);
  },
};

export const Hindi: Story = { globals: { locale: 'hi-in' } };

export const RightToLeft: Story = { globals: { locale: 'ar-sa' } };
