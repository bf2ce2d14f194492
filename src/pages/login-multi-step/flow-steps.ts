import type { Provider } from '@/shared/config/constants';

/**
 * The Google-style multi-step flow (onboarding §2): steps with tabs and a progress line, the last one
 * is the login itself. Configured for google, kakao and naver (naver: four steps).
 */
export type MultiStepProvider = 'google' | 'kakao' | 'naver';
export const MULTI_STEP_PROVIDERS: readonly MultiStepProvider[] = ['google', 'kakao', 'naver'];

export interface FlowPhase {
  /** i18n key (namespace login) of the phase's text, and of its smaller subtext. */
  text: string;
  subtext?: string;
  /** Illustrations (none bundled yet: the text carries the step). */
  desktopImage?: string;
  mobileImage?: string;
  /** Next is offered even though the step has a link. */
  forceNext?: boolean;
}

export interface FlowStep {
  id: 'imap' | 'two_factor' | 'app_password' | 'login';
  /** i18n key of the tab and heading. */
  title: string;
  phases: readonly FlowPhase[];
  isLogin: boolean;
  ctaNext: string;
  /** The link button's label, shown before the link was opened. */
  ctaBeforeLink?: string;
  /** Next stays disabled until the link was opened (naver's app-password step). */
  needLinkRedirection: boolean;
  linkTo?: string;
  /** Analytics names of the step's view and of its link. */
  tracking: { view: string; link?: string };
}

const login = (provider: MultiStepProvider): FlowStep => ({
  id: 'login',
  title: 'flow_login_title',
  phases: [{ text: provider === 'naver' ? 'flow_naver_login_text' : 'flow_login_text' }],
  isLogin: true,
  ctaNext: 'submit',
  needLinkRedirection: false,
  tracking: { view: `${provider}_flow_login` },
});

const twoFactor = (provider: MultiStepProvider, linkTo: string): FlowStep => ({
  id: 'two_factor',
  title: 'flow_two_factor_title',
  phases: [{ text: 'flow_two_factor_text', subtext: 'flow_two_factor_subtext' }],
  isLogin: false,
  ctaNext: 'flow_done_next',
  ctaBeforeLink: 'flow_open_settings',
  needLinkRedirection: false,
  linkTo,
  tracking: { view: `${provider}_flow_two_factor`, link: `${provider}_flow_two_factor_link` },
});

const appPassword = (
  provider: MultiStepProvider,
  linkTo: string,
  needLinkRedirection: boolean,
): FlowStep => ({
  id: 'app_password',
  title: 'flow_app_password_title',
  phases: [{ text: 'flow_app_password_text', subtext: 'flow_app_password_subtext' }],
  isLogin: false,
  ctaNext: 'flow_done_next',
  ctaBeforeLink: 'flow_create_app_password',
  needLinkRedirection,
  linkTo,
  tracking: { view: `${provider}_flow_app_password`, link: `${provider}_flow_app_password_link` },
});

export const FLOW_STEPS: Readonly<Record<MultiStepProvider, readonly FlowStep[]>> = {
  google: [
    twoFactor('google', 'https://myaccount.google.com/signinoptions/two-step-verification'),
    appPassword('google', 'https://myaccount.google.com/apppasswords', false),
    login('google'),
  ],
  kakao: [
    twoFactor('kakao', 'https://accounts.kakao.com/weblogin/account/security'),
    appPassword('kakao', 'https://accounts.kakao.com/weblogin/account/security/app_password', false),
    login('kakao'),
  ],
  naver: [
    {
      id: 'imap',
      title: 'flow_imap_title',
      phases: [{ text: 'flow_naver_imap_text' }],
      isLogin: false,
      ctaNext: 'flow_done_next',
      ctaBeforeLink: 'flow_open_settings',
      needLinkRedirection: false,
      linkTo: 'https://mail.naver.com/v2/settings/smtp/imap',
      tracking: { view: 'naver_flow_imap', link: 'naver_flow_imap_link' },
    },
    twoFactor('naver', 'https://nid.naver.com/user2/help/myInfoV2?m=viewSecurity'),
    appPassword('naver', 'https://nid.naver.com/user2/help/myInfoV2?m=viewAppPassword', true),
    login('naver'),
  ],
};

export function isMultiStepProvider(provider: Provider | null | undefined): provider is MultiStepProvider {
  return (MULTI_STEP_PROVIDERS as readonly string[]).includes(provider ?? '');
}

/** `step=app_pass` opens the flow at its app-password step (/login/google/app_pass redirects there). */
export function initialStepIndex(provider: MultiStepProvider, step: string | undefined): number {
  if (step !== 'app_pass') return 0;
  const index = FLOW_STEPS[provider].findIndex((candidate) => candidate.id === 'app_password');
  return Math.max(index, 0);
}
