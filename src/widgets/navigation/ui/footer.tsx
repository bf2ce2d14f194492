import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/features/language-switch/ui/language-switch';
import type { Locale } from '@/shared/config/constants';
import { cn } from '@/shared/lib/cn';
import { Icon } from '@/shared/ui/icon';
import type { IconName } from '@/shared/ui/icon-glyphs';
import { BrandMark } from './brand-mark';

/** Targets of the footer links (static pages in the user's language, the privacy-rights portal, support). */
export interface FooterLinks {
  terms: string;
  privacy: string;
  legalNotice: string;
  cookies: string;
  privacyRights: string;
  faq: string;
  support: string;
}

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'x', 'linkedin', 'tiktok', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Proper names of the networks (not translated). */
const NETWORK_NAMES: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

export interface FooterSocialLink {
  network: SocialNetwork;
  href: string;
}

export interface FooterProps {
  /** The copyright year (the caller's clock: nothing reads the date while rendering). */
  year: number;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  links: FooterLinks;
  socials?: readonly FooterSocialLink[];
  /** Shows a "Cookie settings" button that reopens the cookie preferences. */
  onCookieSettings?: () => void;
  className?: string;
}

const linkClass = cn(
  'inline-flex min-h-11 items-center gap-1 rounded-sm text-sm text-text-inverse/80 underline-offset-4 sm:min-h-8',
  'hover:text-text-inverse hover:underline',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus',
);

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation('navigation');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <span className="sr-only"> {t('opens_new_tab')}</span>
    </a>
  );
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-xs font-semibold tracking-wide text-text-inverse uppercase">{title}</h2>
      <ul className="flex flex-col sm:gap-1">{children}</ul>
    </div>
  );
}

/**
 * The landing page footer (onboarding §1): legal, cookie, privacy-right, support and social links, the
 * language switch and the copyright with the year the caller gives.
 */
export function Footer({
  year,
  locale,
  onLocaleChange,
  links,
  socials = [],
  onCookieSettings,
  className,
}: FooterProps) {
  const { t } = useTranslation('navigation');
  const { t: tCommon } = useTranslation();
  return (
    <footer
      data-slot="footer"
      className={cn('rounded-t-sheet bg-surface-inverse text-text-inverse', className)}
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-6 pt-12 pb-8 md:px-10">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-[1.6fr_1fr_1fr]">
          <div className="col-span-2 flex flex-col items-start gap-5 md:col-span-1">
            <BrandMark tone="dark" />
            <p className="max-w-xs text-sm text-text-inverse/80">{tCommon('app_tagline')}</p>
            <LanguageSwitch tone="dark" showLabel value={locale} onChange={onLocaleChange} />
          </div>
          <Column title={t('footer_legal_title')}>
            <li>
              <ExternalLink href={links.terms}>{t('footer_terms')}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={links.privacy}>{t('footer_privacy')}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={links.legalNotice}>{t('footer_legal_notice')}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={links.cookies}>{t('footer_cookies')}</ExternalLink>
            </li>
            {onCookieSettings && (
              <li>
                <button type="button" onClick={onCookieSettings} className={cn(linkClass, 'text-start')}>
                  {t('footer_cookie_settings')}
                </button>
              </li>
            )}
          </Column>
          <Column title={t('footer_help_title')}>
            <li>
              <ExternalLink href={links.faq}>{t('footer_faq')}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={links.support}>{t('footer_support')}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={links.privacyRights}>{t('footer_privacy_rights')}</ExternalLink>
            </li>
          </Column>
        </div>
        <div className="flex flex-col gap-6 border-t border-text-inverse/15 pt-6 md:flex-row md:items-center md:justify-between">
          {socials.length > 0 && (
            <div className="flex flex-col gap-3 md:order-last md:flex-row md:items-center md:gap-4">
              <h2 className="text-xs font-semibold tracking-wide text-text-inverse uppercase">
                {t('footer_social_title')}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {socials.map(({ network, href }) => (
                  <li key={network}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('footer_social_link', { network: NETWORK_NAMES[network] })}
                      className={cn(
                        'flex size-11 items-center justify-center rounded-pill bg-text-inverse/10 text-text-inverse md:size-10',
                        'transition-colors duration-fast hover:bg-text-inverse/20',
                        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus',
                      )}
                    >
                      <Icon name={network satisfies IconName} size="md" />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <p data-slot="footer-copyright" className="text-sm text-text-inverse/70">
            {t('footer_copyright', { year })}
          </p>
        </div>
      </div>
    </footer>
  );
}
