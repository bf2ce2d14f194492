import { cva, type VariantProps } from 'class-variance-authority';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { Icon } from './icon';
import type { IconName } from './icon-glyphs';

const badgeVariants = cva(
  [
    'inline-flex items-center gap-3 rounded-lg bg-surface-inverse text-text-inverse shadow-sm',
    'transition-transform duration-fast hover:-translate-y-0.5 active:translate-y-0',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus',
  ],
  {
    variants: {
      size: { sm: 'h-11 px-3', md: 'h-13 px-4' },
    },
    defaultVariants: { size: 'md' },
  },
);

type Store = 'appStore' | 'googlePlay';

const STORES: Record<Store, { icon: IconName; kicker: string; name: string }> = {
  appStore: { icon: 'app-store', kicker: 'store_app_store_kicker', name: 'store_app_store_name' },
  googlePlay: { icon: 'play', kicker: 'store_google_play_kicker', name: 'store_google_play_name' },
};

export interface StoreBadgesProps extends VariantProps<typeof badgeVariants> {
  /** Link to the app on the App Store; its badge is left out without it. */
  appStoreUrl?: string;
  /** Link to the app on Google Play; its badge is left out without it. */
  googlePlayUrl?: string;
  /** Stack the badges instead of putting them side by side. */
  stacked?: boolean;
  className?: string;
}

/** Download links to the two app stores, drawn as our own dark badges (no store artwork). */
export function StoreBadges({
  appStoreUrl,
  googlePlayUrl,
  size,
  stacked = false,
  className,
}: StoreBadgesProps) {
  const { t } = useTranslation('marketing');
  const links = (
    [
      ['appStore', appStoreUrl],
      ['googlePlay', googlePlayUrl],
    ] as const
  ).filter((entry): entry is readonly [Store, string] => Boolean(entry[1]));
  if (links.length === 0) return null;
  return (
    <ul
      aria-label={t('store_badges_label')}
      data-slot="store-badges"
      className={cn('flex flex-wrap gap-3', stacked && 'flex-col items-start', className)}
    >
      {links.map(([store, url]) => {
        const copy = STORES[store];
        return (
          <li key={store}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              data-store={store}
              className={badgeVariants({ size })}
            >
              <Icon name={copy.icon} size="lg" />
              <span className="flex flex-col text-start leading-none">
                <span className="text-xs">{t(copy.kicker)}</span>
                <span className="text-lg font-semibold tracking-tight">{t(copy.name)}</span>
              </span>
              <span className="sr-only">{t('opens_new_tab')}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
