import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { $storedEmail } from '@/entities/session/model';
import { $consentError, $consentProvider, $futureContact } from '@/pages/consent/model';
import { ConsentView } from '@/pages/consent/view';

const meta = {
  title: 'Pages/Onboarding rest/Consent',
  component: ConsentView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsentView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /consent-page?provider=google: what happens with the data, the legal links and "Let's go". */
export const Default: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [$storedEmail, 'ada.lovelace@gmail.com'],
        [$consentProvider, 'google'],
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Before we start' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('button', { name: "Let's go" })).toBeEnabled();
  },
};

/** The consent call failed: the error flag shows above the button; the optional box was ticked. */
export const Failed: Story = {
  parameters: {
    workbench: {
      scopeValues: [
        [$storedEmail, 'ada.lovelace@gmail.com'],
        [$consentError, true],
        [$futureContact, true],
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not record your agreement.');
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};
