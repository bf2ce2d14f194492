import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Provider } from '@/shared/config/constants';
import { cn } from '@/shared/lib/cn';

const logoVariants = cva('inline-block shrink-0', {
  variants: {
    size: { sm: 'size-6', md: 'size-8', lg: 'size-12', xl: 'size-16' },
  },
  defaultVariants: { size: 'md' },
});

/** Simple marks of our own in each provider's colour (tile colour token + the mark drawn on it). */
const TILE: Record<Provider, string> = {
  google: 'fill-provider-google',
  yahoo: 'fill-provider-yahoo',
  icloud: 'fill-provider-icloud',
  aol: 'fill-provider-aol',
  gmx: 'fill-provider-gmx',
  web: 'fill-provider-web',
  microsoft: 'fill-provider-microsoft',
  orange: 'fill-provider-orange',
  naver: 'fill-provider-naver',
  kakao: 'fill-provider-kakao',
  other: 'fill-provider-other',
};

const ON_LIGHT: ReadonlySet<Provider> = new Set(['web', 'kakao', 'orange']);

function word(text: string, size: number): ReactNode {
  return (
    <text
      x="16"
      y="16"
      dominantBaseline="central"
      textAnchor="middle"
      fontFamily="inherit"
      fontWeight="800"
      fontSize={size}
      letterSpacing="-0.5"
      stroke="none"
    >
      {text}
    </text>
  );
}

const MARKS: Record<Provider, ReactNode> = {
  google: word('G', 18),
  yahoo: word('Y!', 15),
  icloud: <path d="M10 21h12a4 4 0 0 0 .6-8 6 6 0 0 0-11.4-1.3A4.7 4.7 0 0 0 10 21z" stroke="none" />,
  aol: word('Aol', 12),
  gmx: word('GMX', 10),
  web: word('W', 17),
  microsoft: (
    <g stroke="none">
      <rect x="8" y="8" width="7.5" height="7.5" />
      <rect x="16.5" y="8" width="7.5" height="7.5" />
      <rect x="8" y="16.5" width="7.5" height="7.5" />
      <rect x="16.5" y="16.5" width="7.5" height="7.5" />
    </g>
  ),
  orange: <rect x="7" y="19" width="18" height="5" rx="1" stroke="none" />,
  naver: word('N', 17),
  kakao: (
    <path
      d="M16 8c-5 0-9 3-9 6.8 0 2.4 1.6 4.5 4 5.7l-1 3.7 4.3-2.8c.6.1 1.1.1 1.7.1 5 0 9-3 9-6.7S21 8 16 8z"
      stroke="none"
    />
  ),
  other: (
    <g fill="none" strokeWidth="2" strokeLinejoin="round">
      <rect x="7" y="10" width="18" height="13" rx="2" />
      <path d="M7 12l9 6 9-6" />
    </g>
  ),
};

export interface ProviderLogoProps extends VariantProps<typeof logoVariants> {
  provider: Provider;
  /** Decorative when the provider's name is written next to it. */
  decorative?: boolean;
  className?: string;
}

/** A provider's mark: a rounded tile in the provider's colour. Named for assistive technology. */
export function ProviderLogo({ provider, size, decorative = false, className }: ProviderLogoProps) {
  const { t } = useTranslation('ui');
  const ink = ON_LIGHT.has(provider)
    ? 'fill-provider-on-light stroke-provider-on-light'
    : 'fill-provider-on-dark stroke-provider-on-dark';
  return (
    <svg
      viewBox="0 0 32 32"
      data-slot="provider-logo"
      data-provider={provider}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : t(`provider_${provider}`)}
      aria-hidden={decorative || undefined}
      className={cn(logoVariants({ size }), className)}
    >
      <rect width="32" height="32" rx="8" className={TILE[provider]} />
      <g className={ink}>{MARKS[provider]}</g>
    </svg>
  );
}
