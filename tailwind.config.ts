import type { Config } from 'tailwindcss';
import { MOTION_MS } from './src/shared/config/motion';

/**
 * Design tokens, in two tiers.
 * 1. `palette`: the raw colours. Components never use these directly.
 * 2. `theme.extend.colors`: semantic names (surface, text, brand, each action, states) that
 *    components use as Tailwind classes (`bg-surface`, `text-action-delete`, ...).
 * Storybook's Foundations pages render from this file, so what designers see is what ships.
 */
export const palette = {
  white: '#ffffff',
  ink: { 950: '#0b1f1a', 900: '#15302a', 700: '#35524a', 500: '#4d6860', 400: '#86a097', 300: '#b5c7c0' },
  mist: { 50: '#f6faf8', 100: '#eef5f1', 200: '#dde9e3', 300: '#c9dad2' },
  leaf: { 50: '#ecfbf3', 100: '#d2f5e2', 300: '#7fdcaa', 500: '#1fa868', 600: '#137a4b', 700: '#116b42' },
  sky: { 50: '#eef6ff', 100: '#d9eaff', 500: '#2f7fe0', 600: '#1f66bf' },
  coral: { 50: '#fff1ee', 100: '#ffdcd4', 500: '#e8553a', 600: '#c7402a' },
  sun: { 50: '#fff8e6', 100: '#ffedbf', 500: '#f2a516', 600: '#c98408', 700: '#9c6109' },
  plum: { 50: '#f6f0ff', 100: '#e9dcff', 500: '#7b4fd6', 600: '#6339b8' },
  berry: { 50: '#fff0f6', 100: '#ffd6e7', 500: '#d63384', 600: '#b02069' },
  /** Third-party brand colours, for provider and share-channel marks only. */
  brands: {
    google: '#1a73e8',
    yahoo: '#6001d2',
    icloud: '#2f6fd0',
    aol: '#31459b',
    gmx: '#1c449b',
    web: '#ffd800',
    microsoft: '#0078d4',
    orange: '#ff7900',
    naver: '#03c75a',
    kakao: '#fee500',
    x: '#000000',
    whatsapp: '#25d366',
    linkedin: '#0a66c2',
    pinterest: '#e60023',
    instagram: '#c13584',
  },
} as const;

export const semanticColors = {
  surface: {
    DEFAULT: palette.white,
    muted: palette.mist[50],
    sunken: palette.mist[100],
    inverse: palette.ink[950],
    overlay: 'rgb(11 31 26 / 0.55)',
  },
  text: {
    DEFAULT: palette.ink[950],
    muted: palette.ink[700],
    subtle: palette.ink[500],
    inverse: palette.white,
    link: palette.sky[600],
  },
  border: { DEFAULT: palette.mist[200], strong: palette.mist[300], focus: palette.sky[500] },
  brand: {
    DEFAULT: palette.leaf[600],
    hover: palette.leaf[700],
    soft: palette.leaf[50],
    strong: palette.leaf[700],
    foreground: palette.white,
  },
  action: {
    unsubscribe: palette.coral[600],
    'unsubscribe-soft': palette.coral[50],
    delete: palette.plum[600],
    'delete-soft': palette.plum[50],
    keep: palette.leaf[600],
    'keep-soft': palette.leaf[50],
    later: palette.sun[700],
    'later-soft': palette.sun[50],
    foreground: palette.white,
  },
  success: { DEFAULT: palette.leaf[600], soft: palette.leaf[50] },
  warning: { DEFAULT: palette.sun[600], soft: palette.sun[50] },
  danger: { DEFAULT: palette.coral[600], soft: palette.coral[50] },
  spam: { DEFAULT: palette.berry[600], soft: palette.berry[50] },
  info: { DEFAULT: palette.sky[600], soft: palette.sky[50] },
  /** Mailbox provider marks (logos are drawn in these; never used for UI chrome). */
  provider: {
    google: palette.brands.google,
    yahoo: palette.brands.yahoo,
    icloud: palette.brands.icloud,
    aol: palette.brands.aol,
    gmx: palette.brands.gmx,
    web: palette.brands.web,
    microsoft: palette.brands.microsoft,
    orange: palette.brands.orange,
    naver: palette.brands.naver,
    kakao: palette.brands.kakao,
    other: palette.ink[500],
    'on-light': palette.ink[950],
    'on-dark': palette.white,
  },
  /** Share-channel marks. */
  social: {
    x: palette.brands.x,
    whatsapp: palette.brands.whatsapp,
    linkedin: palette.brands.linkedin,
    pinterest: palette.brands.pinterest,
    instagram: palette.brands.instagram,
    email: palette.sky[600],
    sms: palette.leaf[600],
    link: palette.ink[700],
  },
} as const;

/** The spec's breakpoints. Mobile is below 569 px; `sm` (569) is the first non-mobile width. */
export const screens = {
  xs: '500px',
  sm: '569px',
  md: '800px',
  header: '1000px',
  lg: '1090px',
  xl: '1100px',
  '2xl': '1400px',
} as const;

export const fontSize = {
  xs: ['0.75rem', { lineHeight: '1rem' }],
  sm: ['0.875rem', { lineHeight: '1.25rem' }],
  base: ['1rem', { lineHeight: '1.5rem' }],
  lg: ['1.125rem', { lineHeight: '1.75rem' }],
  xl: ['1.25rem', { lineHeight: '1.75rem' }],
  '2xl': ['1.5rem', { lineHeight: '2rem' }],
  '3xl': ['1.875rem', { lineHeight: '2.25rem' }],
  '4xl': ['2.25rem', { lineHeight: '2.5rem' }],
  '5xl': ['3rem', { lineHeight: '1.1' }],
} as const;

export const spacing = {
  '0.5': '0.125rem',
  '1': '0.25rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.25rem',
  '6': '1.5rem',
  '8': '2rem',
  '10': '2.5rem',
  '12': '3rem',
  '16': '4rem',
  '20': '5rem',
  '24': '6rem',
} as const;

export const borderRadius = {
  sm: '0.375rem',
  DEFAULT: '0.5rem',
  md: '0.75rem',
  lg: '1rem',
  card: '1.5rem',
  sheet: '1.75rem',
  pill: '999px',
} as const;

export const boxShadow = {
  sm: '0 1px 2px rgb(11 31 26 / 0.06)',
  DEFAULT: '0 2px 8px rgb(11 31 26 / 0.08)',
  card: '0 12px 32px -8px rgb(11 31 26 / 0.18)',
  overlay: '0 24px 64px -12px rgb(11 31 26 / 0.32)',
  focus: `0 0 0 3px ${palette.sky[100]}`,
} as const;

export const zIndex = {
  /** Under the page's own content (the list prepared behind the cards). */
  behind: '-1',
  base: '0',
  raised: '10',
  sticky: '100',
  nav: '200',
  banner: '300',
  overlay: '400',
  modal: '500',
  toast: '600',
} as const;

/** Motion durations in ms (Tailwind `duration-*` classes; framer-motion reads the same module). */
export const motion = MOTION_MS;

export const transitionDuration = Object.fromEntries(
  Object.entries(motion).map(([name, ms]) => [name, `${ms}ms`]),
) as Record<keyof typeof motion, string>;

/** Enter/exit animations of overlays (durations from `motion`; reduced motion turns them off globally). */
export const keyframes = {
  'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
  'fade-out': { from: { opacity: '1' }, to: { opacity: '0' } },
  'pop-in': {
    from: { opacity: '0', transform: 'translateY(8px) scale(0.97)' },
    to: { opacity: '1', transform: 'translateY(0) scale(1)' },
  },
  'pop-out': {
    from: { opacity: '1', transform: 'translateY(0) scale(1)' },
    to: { opacity: '0', transform: 'translateY(8px) scale(0.97)' },
  },
  'slide-up': { from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } },
  'slide-down': { from: { transform: 'translateY(0)' }, to: { transform: 'translateY(100%)' } },
  spin: { to: { transform: 'rotate(360deg)' } },
  shimmer: { from: { backgroundPosition: '200% 0' }, to: { backgroundPosition: '-200% 0' } },
} as const;

export const animation = {
  'fade-in': `fade-in ${motion.base}ms ease-out`,
  'fade-out': `fade-out ${motion.fast}ms ease-in`,
  'pop-in': `pop-in ${motion.base}ms cubic-bezier(0.2, 0.9, 0.3, 1.2)`,
  'pop-out': `pop-out ${motion.fast}ms ease-in`,
  'slide-up': `slide-up ${motion.sheet}ms cubic-bezier(0.2, 0.9, 0.3, 1)`,
  'slide-down': `slide-down ${motion.slow}ms ease-in`,
  spin: 'spin 0.8s linear infinite',
  shimmer: 'shimmer 1.6s linear infinite',
} as const;

const config = {
  content: ['./index.html', './src/**/*.{ts,tsx}', './stories/**/*.{ts,tsx,mdx}'],
  theme: {
    extend: {
      colors: semanticColors,
      screens,
      fontSize,
      spacing,
      borderRadius,
      boxShadow,
      zIndex,
      transitionDuration,
      keyframes,
      animation,
      fontFamily: {
        sans: [
          '"Inter Variable"',
          '"Noto Sans Arabic"',
          '"Noto Sans JP"',
          '"Noto Sans KR"',
          '"Noto Sans Devanagari"',
          'sans-serif',
        ],
        // Screenshots must not depend on system fonts: "mono" is the bundled Inter with tabular figures.
        mono: ['"Inter Variable"', 'sans-serif'],
      },
    },
  },
} satisfies Config;

export default config;
