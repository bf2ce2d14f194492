import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  APP_PASSWORD_LENGTH,
  APP_PASSWORD_LENGTH_ICLOUD,
  APP_PASSWORD_LENGTH_NAVER,
  type Provider,
} from '@/shared/config/constants';
import { isValidAppPassword } from '@/shared/lib/validation/rules';
import { AppPasswordField } from '@/shared/ui/app-password-field';
import { fieldWidth } from '../support/layout';

const meta = {
  title: 'Basics/AppPasswordField',
  component: AppPasswordField,
  args: { label: 'Application password', onValueChange: fn(), onVisibleChange: fn() },
  decorators: [fieldWidth],
} satisfies Meta<typeof AppPasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector<HTMLInputElement>(`input[data-provider="${name}"]`) as HTMLInputElement;

/** Typed as four groups of four; stored without the spaces; the 17th character is refused. */
export const GroupsOfFour: Story = {
  args: { defaultVisible: true, helper: 'The 16 characters Google gave you.' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Application password', { selector: 'input' });
    await userEvent.type(input, 'abcdefghij');
    await expect(input).toHaveValue('abcd efgh ij');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('abcdefghij', false);
    await userEvent.type(input, 'klmnopqrs');
    await expect(input).toHaveValue('abcd efgh ijkl mnop');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('abcdefghijklmnop', true);
    await expect(input).toHaveAttribute('data-complete', 'true');
    // Typing in the middle keeps the caret after the typed character.
    await userEvent.type(input, '{Backspace}'.repeat(16));
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'abcdefgh');
    (input as HTMLInputElement).setSelectionRange(2, 2);
    await userEvent.type(input, 'XY', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    await expect(input).toHaveValue('abXY cdef gh');
    await expect((input as HTMLInputElement).selectionStart).toBe(4);
  },
};

function Providers() {
  const [values, setValues] = useState<Record<string, string>>({});
  const providers: Provider[] = ['google', 'naver', 'icloud'];
  return (
    <div className="flex flex-col gap-6">
      {providers.map((provider) => (
        <div key={provider} className="flex flex-col gap-1">
          <AppPasswordField
            provider={provider}
            label={`Application password (${provider})`}
            defaultVisible
            onValueChange={(value) => setValues((all) => ({ ...all, [provider]: value }))}
          />
          <output data-testid={`stored-${provider}`} className="text-xs text-text-subtle">
            {values[provider] ?? ''}
          </output>
        </div>
      ))}
    </div>
  );
}

/**
 * Length per provider: 16 (google and most), 12 for naver (three groups), icloud 19 = its
 * `xxxx-xxxx-xxxx-xxxx` form, dashes kept in the stored value.
 */
export const LengthPerProvider: Story = {
  render: () => <Providers />,
  play: async ({ canvasElement, canvas }) => {
    const typed = 'abcdefghijklmnopqrstuvwxyz';
    for (const provider of ['google', 'naver', 'icloud'])
      await userEvent.type(field(canvasElement, provider), typed);

    await expect(field(canvasElement, 'google')).toHaveValue('abcd efgh ijkl mnop');
    const google = canvas.getByTestId('stored-google').textContent ?? '';
    await expect(google).toBe('abcdefghijklmnop');
    await expect(google).toHaveLength(APP_PASSWORD_LENGTH);
    await expect(isValidAppPassword(google, 'google')).toBe(true);

    await expect(field(canvasElement, 'naver')).toHaveValue('abcd efgh ijkl');
    const naver = canvas.getByTestId('stored-naver').textContent ?? '';
    await expect(naver).toHaveLength(APP_PASSWORD_LENGTH_NAVER);
    await expect(isValidAppPassword(naver, 'naver')).toBe(true);

    await expect(field(canvasElement, 'icloud')).toHaveValue('abcd-efgh-ijkl-mnop');
    const icloud = canvas.getByTestId('stored-icloud').textContent ?? '';
    await expect(icloud).toBe('abcd-efgh-ijkl-mnop');
    await expect(icloud).toHaveLength(APP_PASSWORD_LENGTH_ICLOUD);
  },
};

/** A password pasted with dashes, spaces or neither lands in the provider's form. */
export const Paste: Story = {
  args: { defaultVisible: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Application password', { selector: 'input' });
    await userEvent.click(input);
    await userEvent.paste(' abcd-efgh ijklmnop ');
    await expect(input).toHaveValue('abcd efgh ijkl mnop');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('abcdefghijklmnop', true);
  },
};

/** Show/hide like PasswordField: hidden by default (type password); the pattern placeholder shows the groups. */
export const ShowHide: Story = {
  args: { provider: 'icloud', label: 'App-specific password' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('App-specific password', { selector: 'input' });
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('placeholder', 'xxxx-xxxx-xxxx-xxxx');
    await userEvent.type(input, 'abcdefgh');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveValue('abcd-efgh');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="mx-auto max-w-4xl p-4 sm:p-8">{Story()}</div>],
  render: () => (
    <div className="grid gap-x-8 gap-y-6 sm:grid-cols-2">
      <AppPasswordField label="Application password" helper="Four groups of four letters." />
      <AppPasswordField label="Application password" defaultValue="qwertyuio" defaultVisible />
      <AppPasswordField label="Application password" defaultValue="qwertyuiopasdfgh" defaultVisible />
      <AppPasswordField label="Application password" defaultValue="qwertyuiopasdfgh" />
      <AppPasswordField
        label="Application password"
        defaultValue="qwertyuiopas"
        defaultVisible
        error="The application password has 16 characters. Check it and try again."
      />
      <AppPasswordField
        label="Application password"
        disabled
        defaultValue="qwertyuiopasdfgh"
        defaultVisible
      />
      <AppPasswordField
        provider="naver"
        label="Naver application password"
        defaultValue="A1B2C3D4E5F6"
        defaultVisible
      />
      <AppPasswordField
        provider="icloud"
        label="App-specific password (iCloud)"
        defaultValue="qwer-tyui-opas-dfgh"
        defaultVisible
      />
    </div>
  ),
};

/** The error state is announced and describes the field. */
export const ErrorState: Story = {
  args: {
    defaultValue: 'qwertyuiopas',
    defaultVisible: true,
    error: 'The application password has 16 characters. Check it and try again.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Application password', { selector: 'input' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'The application password has 16 characters. Check it and try again.',
    );
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  args: {
    label: 'كلمة مرور التطبيق',
    defaultValue: 'qwertyuiopas',
    defaultVisible: true,
    helper: 'أربع مجموعات من أربعة أحرف.',
  },
};
