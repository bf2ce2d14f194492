import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { $birthYear, $firstName, $referralCode, $userFormErrors } from '@/pages/user-form/model';
import { UserFormView } from '@/pages/user-form/view';

const meta = {
  title: 'Pages/Onboarding rest/User form',
  component: UserFormView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UserFormView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: Continue stays disabled until the first name and the year of birth are valid. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tell us a little about you' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** Filled, with the referral code prefilled from a link. */
export const Filled: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [$firstName, 'Ada'],
        [$birthYear, '1990'],
        [$referralCode, 'FOX-4821'],
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Referral code/)).toHaveValue('FOX-4821');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** The server's errors, each under its field: invalid characters (quoted list), year and code. */
export const ServerErrors: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [$firstName, 'Ada#$'],
        [$birthYear, '1990'],
        [$referralCode, 'NOPE'],
        [
          $userFormErrors,
          {
            firstname: { key: 'user_form_firstname_invalid', invalidCharacters: ['#', '$'] },
            birthYear: { key: 'user_form_birthyear_error' },
            partnerCode: 'unknown_code',
          },
        ],
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/cannot accept: "#", "\$"/)).toBeVisible();
    await expect(canvas.getByText('This referral code does not exist.')).toBeVisible();
  },
};

/** Any other failure: the technical error message under the form. */
export const TechnicalError: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [$firstName, 'Ada'],
        [$birthYear, '1990'],
        [$userFormErrors, { general: 'technical' }],
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
