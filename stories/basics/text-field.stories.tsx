import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { BIRTH_YEAR_MAX_LENGTH, INPUT_MAX_LENGTH_DEFAULT } from '@/shared/config/constants';
import { isValidEmail } from '@/shared/lib/validation/rules';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { fieldWidth } from '../support/layout';

const meta = {
  title: 'Basics/TextField',
  component: TextField,
  args: { label: 'First name', onValueChange: fn() },
  decorators: [fieldWidth],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Default maximum length is 100 (onboarding §5): the 101st character and beyond are cut. */
export const CutAtMaxLength: Story = {
  args: { helper: 'As you would like us to greet you.' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveAttribute('maxlength', String(INPUT_MAX_LENGTH_DEFAULT));
    await expect(input).toHaveAccessibleDescription('As you would like us to greet you.');
    await userEvent.type(input, 'Ab'.repeat(55));
    await expect(input).toHaveValue('Ab'.repeat(50));
    await expect((input as HTMLInputElement).value).toHaveLength(INPUT_MAX_LENGTH_DEFAULT);
    // A longer paste is cut too.
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(INPUT_MAX_LENGTH_DEFAULT + 40));
    await expect((input as HTMLInputElement).value).toHaveLength(INPUT_MAX_LENGTH_DEFAULT);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('x'.repeat(INPUT_MAX_LENGTH_DEFAULT));
  },
};

/** Every state in one grid: empty, filled, helper, optional, error, disabled, icon, e-mail, year, long text. */
export const AllStates: Story = {
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="mx-auto max-w-4xl p-4 sm:p-8">{Story()}</div>],
  render: () => (
    <div className="grid gap-x-8 gap-y-6 sm:grid-cols-2">
      <TextField label="First name" placeholder="Camille" />
      <TextField label="First name" defaultValue="Camille" helper="As you would like us to greet you." />
      <TextField label="Referral code" optional placeholder="FOX-1234" />
      <TextField label="First name" defaultValue="C" error="Please enter your first name." />
      <TextField label="First name" disabled placeholder="Camille" />
      <TextField label="E-mail address" mode="email" disabled defaultValue="camille@example.com" />
      <TextField label="Search senders" leadingIcon="search" placeholder="Daily Deals, newsletter…" />
      <TextField
        label="E-mail address"
        mode="email"
        leadingIcon="mail"
        defaultValue="camille.dupont@example"
        error="Enter a valid e-mail address, like name@example.com."
      />
      <TextField label="Year of birth" mode="year" defaultValue="1988" helper="Four digits." />
      <TextField
        label="Your first name exactly as you would like it to appear on your personal cleaning report"
        defaultValue="Maximiliane-Friederike Sophie-Charlotte von Hohenzollern-Sigmaringen"
        error="Your first name contains characters we cannot accept: “@”, “#”, “%”. Please use letters, spaces, hyphens and apostrophes only."
      />
    </div>
  ),
};

/** Year mode: numeric keyboard, digits only, cut at 4 characters (onboarding §5). */
export const YearMode: Story = {
  args: { label: 'Year of birth', mode: 'year', placeholder: '1990' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Year of birth' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '19845');
    await expect(input).toHaveValue('1984');
    await expect((input as HTMLInputElement).value).toHaveLength(BIRTH_YEAR_MAX_LENGTH);
    await userEvent.clear(input);
    await userEvent.type(input, '2o0x1');
    await expect(input).toHaveValue('201');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('1975 or so');
    await expect(input).toHaveValue('1975');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1975');
  },
};

/** E-mail variant: type email, e-mail keyboard, autocomplete, no autocorrect; a leading icon. */
export const Email: Story = {
  args: { label: 'E-mail address', mode: 'email', leadingIcon: 'mail', placeholder: 'name@example.com' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail address' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await expect(input).toHaveAttribute('inputmode', 'email');
    await expect(input).toHaveAttribute('autocapitalize', 'none');
    await userEvent.type(input, 'camille@example.com');
    await expect(input).toHaveValue('camille@example.com');
  },
};

function EmailForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(isValidEmail(email) ? undefined : 'Enter a valid e-mail address, like name@example.com.');
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label="E-mail address"
        mode="email"
        value={email}
        helper="We never share it."
        error={error}
        onValueChange={(value) => {
          setEmail(value);
          setError(undefined);
        }}
      />
      <Button type="submit">Next</Button>
    </form>
  );
}

/** An error marks the field invalid, describes it and is announced (polite live region). */
export const ErrorAnnounced: Story = {
  render: () => <EmailForm />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail address' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveAccessibleDescription('We never share it.');
    await userEvent.type(input, 'camille@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const message = 'Enter a valid e-mail address, like name@example.com.';
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(message);
    const error = canvas.getByText(message);
    await expect(error.closest('[aria-live="polite"]')).not.toBeNull();
    await expect(input.getAttribute('aria-describedby')).toContain(error.closest('p')?.id);
    // Editing clears the error; the field shows it again on the next invalid submit.
    await userEvent.type(input, '.com');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(input);
    await userEvent.type(input, 'not an address{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Disabled: not editable, not focusable. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Camille' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Camille');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  render: () => (
    <div className="flex flex-col gap-6">
      <TextField label="الاسم الأول" defaultValue="ليلى" helper="كما تحب أن نحييك." />
      <TextField label="رمز الإحالة" optional leadingIcon="gift" placeholder="FOX-1234" />
      <TextField
        label="البريد الإلكتروني"
        mode="email"
        leadingIcon="mail"
        defaultValue="layla@example"
        error="أدخل عنوان بريد إلكتروني صالحًا."
      />
      <TextField label="سنة الميلاد" mode="year" defaultValue="1990" />
    </div>
  ),
};

/** Long words and another script: the German "optional" and a Finnish label wrap cleanly. */
export const LongWordsGerman: Story = {
  globals: { locale: 'de-de' },
  render: () => (
    <div className="flex flex-col gap-6">
      <TextField label="Empfehlungscode Ihrer Freundin oder Ihres Freundes" optional placeholder="FOX-1234" />
      <TextField
        label="Geburtsjahr"
        mode="year"
        defaultValue="2019"
        error="Bitte gib ein gültiges Geburtsjahr ein (Alter 15 bis 100)."
      />
    </div>
  ),
};
