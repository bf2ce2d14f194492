import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { $emailToDelete, $storedEmail } from '@/entities/session/model';
import { $currentRoute } from '@/features/navigation/model';
import {
  $appPassword,
  $flowError,
  $openedLinks,
  $openedPath,
  $stepIndex,
} from '@/pages/login-multi-step/model';
import { LoginMultiStepPage } from '@/pages/login-multi-step/view';
import { pageRoute } from './routes';

type Provider = 'google' | 'kakao' | 'naver';
const names = { google: 'loginGoogle', kakao: 'loginKakao', naver: 'loginNaver' } as const;

function state(provider: Provider, step: number, extra: ReadonlyArray<readonly [unknown, unknown]> = []) {
  return {
    route: `/login/${provider}`,
    scopeValues: [
      [$currentRoute, pageRoute(names[provider], `/login/${provider}`)],
      [$openedPath, `/login/${provider}`],
      [
        $storedEmail,
        provider === 'naver' ? 'ada@naver.com' : provider === 'kakao' ? 'ada@kakao.com' : 'ada@gmail.com',
      ],
      [$stepIndex, step],
      ...extra,
    ],
  };
}

const meta = {
  title: 'Pages/Onboarding/LoginMultiStep',
  component: LoginMultiStepPage,
  args: { autoFocusField: false },
  parameters: { layout: 'fullscreen', workbench: state('google', 0) },
} satisfies Meta<typeof LoginMultiStepPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Google, step 1: two-step verification, with its link. */
export const GoogleTwoFactor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Two-step verification' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Open Google settings/ })).toBeVisible();
  },
};

/** Google, the login step: the application password in four groups of four, with the length error. */
export const GoogleAppPasswordError: Story = {
  parameters: {
    workbench: state('google', 2, [
      [$appPassword, 'abcdefghijkl'],
      [$flowError, ['login:google_flow_error']],
    ]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('An application password has exactly 16 characters.')).toBeVisible();
  },
};

/** Kakao, step 2: create the application password. */
export const KakaoAppPassword: Story = { parameters: { workbench: state('kakao', 1) } };

/** Naver, step 3: Next stays disabled until the app-password link was opened (desktop; mobile shows the popup). */
export const NaverAppPasswordStep: Story = {
  parameters: { workbench: state('naver', 2) },
  play: async ({ canvas, canvasElement }) => {
    if (canvasElement.ownerDocument.defaultView && canvasElement.ownerDocument.defaultView.innerWidth < 569)
      return;
    await expect(canvas.getByRole('button', { name: 'Done, next step' })).toBeDisabled();
  },
};

/** Naver, step 3 once its link was opened. */
export const NaverLinkOpened: Story = { parameters: { workbench: state('naver', 2, [[$openedLinks, [2]]]) } };

/** Naver, step 4: 12 characters, incorrect_password after a failed login. */
export const NaverLogin: Story = {
  parameters: {
    workbench: state('naver', 3, [
      [$appPassword, 'abcdabcdabcd'],
      [$flowError, ['login:incorrect_password']],
    ]),
  },
};

/** The delete-account login variant (onboarding §4): the notice names the account to delete. */
export const GoogleDeleteAccount: Story = {
  parameters: { workbench: state('google', 0, [[$emailToDelete, 'ada@gmail.com']]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sign in to delete your account')).toBeVisible();
  },
};
