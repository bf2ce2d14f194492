import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PROVIDERS } from '@/shared/config/constants';
import { Icon } from '@/shared/ui/icon';
import { ICON_NAMES } from '@/shared/ui/icon-glyphs';
import { ProviderLogo } from '@/shared/ui/provider-logo';

const meta = {
  title: 'Basics/Icon',
  component: Icon,
  args: { name: 'delete', size: 'lg' },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every glyph of the set, with its name. */
export const AllIcons: Story = {
  render: () => (
    <ul className="grid grid-cols-3 gap-3 p-4 sm:grid-cols-6 md:grid-cols-8">
      {ICON_NAMES.map((name) => (
        <li key={name} className="flex flex-col items-center gap-2 rounded-md bg-surface p-3 text-text">
          <Icon name={name} size="lg" />
          <span className="text-xs text-text-subtle">{name}</span>
        </li>
      ))}
    </ul>
  ),
  parameters: { layout: 'fullscreen' },
};

/** The four sender actions in their colours, at every size. */
export const ActionsAndSizes: Story = {
  render: () => (
    <div className="flex flex-col gap-4 p-4">
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <div key={size} className="flex items-center gap-4">
          <Icon name="unsubscribe" size={size} className="text-action-unsubscribe" />
          <Icon name="delete" size={size} className="text-action-delete" />
          <Icon name="keep" size={size} className="text-action-keep" />
          <Icon name="later" size={size} className="text-action-later" />
        </div>
      ))}
    </div>
  ),
};

/** Arrows and chevrons mirror in right-to-left layouts; physical directions can opt out. */
export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  render: () => (
    <div className="flex items-center gap-4 p-4 text-text">
      <Icon name="arrow-left" size="lg" data-testid="mirrored" />
      <Icon name="chevron-right" size="lg" />
      <Icon name="arrow-left" size="lg" mirrorInRtl={false} data-testid="physical" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const mirrored = canvasElement.querySelector('[data-testid="mirrored"]') as SVGElement;
    const physical = canvasElement.querySelector('[data-testid="physical"]') as SVGElement;
    await expect(getComputedStyle(mirrored).scale).toBe('-1 1');
    await expect(getComputedStyle(physical).scale).toBe('none');
  },
};

/** Provider marks (our own drawings in each provider's colour), named for screen readers. */
export const ProviderLogos: Story = {
  render: () => (
    <ul className="grid grid-cols-4 gap-4 p-4 sm:grid-cols-6">
      {PROVIDERS.map((provider) => (
        <li key={provider} className="flex flex-col items-center gap-2">
          <ProviderLogo provider={provider} size="lg" />
          <span className="text-xs text-text-subtle">{provider}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Google' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Other provider' })).toBeInTheDocument();
  },
};

export const ProviderLogoSizes: Story = {
  render: () => (
    <div className="flex items-end gap-4 p-4">
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <ProviderLogo key={size} provider="microsoft" size={size} />
      ))}
    </div>
  ),
};
