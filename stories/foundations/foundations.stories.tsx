import type { Meta, StoryObj } from '@storybook/react-vite';
import { BREAKPOINTS } from '@/shared/config/constants';
import {
  borderRadius,
  boxShadow,
  fontSize,
  motion,
  palette,
  screens,
  semanticColors,
  spacing,
  zIndex,
} from '../../tailwind.config';
import { ColourGrid, ScaleList, TokenSection } from './token-views';

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SemanticColours: Story = {
  render: () => (
    <TokenSection title="Semantic colours">
      <ColourGrid colours={semanticColors} />
    </TokenSection>
  ),
};

export const Palette: Story = {
  render: () => (
    <TokenSection title="Palette (raw, never used by components directly)">
      <ColourGrid colours={palette} />
    </TokenSection>
  ),
};

export const Typography: Story = {
  render: () => (
    <TokenSection title="Type scale (Inter, Noto for Arabic, CJK and Devanagari)">
      <ScaleList
        entries={Object.entries(fontSize).map(([name, [size]]) => [name, size] as const)}
        render={(_, size) => (
          <p style={{ fontSize: size }} className="truncate">
            Clean mail · نظّف بريدك · メール · 메일 · ईमेल
          </p>
        )}
      />
    </TokenSection>
  ),
};

export const Spacing: Story = {
  render: () => (
    <TokenSection title="Spacing">
      <ScaleList
        entries={Object.entries(spacing)}
        render={(_, value) => <div className="h-3 rounded-sm bg-brand" style={{ width: value }} />}
      />
    </TokenSection>
  ),
};

export const RadiiAndShadows: Story = {
  render: () => (
    <TokenSection title="Radii and shadows">
      <div className="grid grid-cols-2 gap-6 md:grid-cols-4">
        {Object.entries(borderRadius).map(([name, value]) => (
          <div key={name} className="flex flex-col items-center gap-2">
            <div className="size-20 border-2 border-brand bg-brand-soft" style={{ borderRadius: value }} />
            <span className="font-mono text-xs">rounded-{name === 'DEFAULT' ? '' : name}</span>
          </div>
        ))}
        {Object.entries(boxShadow).map(([name, value]) => (
          <div key={name} className="flex flex-col items-center gap-2">
            <div className="size-20 rounded-md bg-surface" style={{ boxShadow: value }} />
            <span className="font-mono text-xs">shadow-{name === 'DEFAULT' ? '' : name}</span>
          </div>
        ))}
      </div>
    </TokenSection>
  ),
};

export const Motion: Story = {
  render: () => (
    <TokenSection title="Motion durations (ms); none under prefers-reduced-motion">
      <ScaleList
        entries={Object.entries(motion).map(([name, ms]) => [name, `${ms}ms`] as const)}
        render={(_, value) => (
          <div
            className="h-3 rounded-pill bg-action-later"
            style={{ width: `${Number.parseInt(value, 10)}px` }}
          />
        )}
      />
    </TokenSection>
  ),
};

export const Breakpoints: Story = {
  render: () => (
    <TokenSection title="Breakpoints (mobile is below 569 px)">
      <ScaleList
        entries={Object.entries(screens)}
        render={(_, value) => (
          <div
            className="h-3 rounded-pill bg-info"
            style={{ width: `${Number.parseInt(value, 10) / 4}px` }}
          />
        )}
      />
      <h3 className="mt-6 mb-2 text-lg font-semibold">Named in code (src/shared/config/constants.ts)</h3>
      <ScaleList
        entries={Object.entries(BREAKPOINTS).map(([n, v]) => [n, `${v}px`] as const)}
        render={() => null}
      />
    </TokenSection>
  ),
};

export const ZLayers: Story = {
  render: () => (
    <TokenSection title="Z layers">
      <ScaleList
        entries={Object.entries(zIndex)}
        render={(name) => <span className="text-sm text-text-muted">z-{name}</span>}
      />
    </TokenSection>
  ),
};
