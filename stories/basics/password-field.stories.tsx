import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { INPUT_MAX_LENGTH_DEFAULT } from '@/shared/config/constants';
import { PasswordField } from '@/shared/ui/password-field';
import { fieldWidth } from '../support/layout';

const meta = {
  title: 'Basics/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onVisibleChange: fn(), onValueChange: fn() },
  decorators: [fieldWidth],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The eye button toggles between hidden (type password) and shown (type text); its pressed state says which. */
export const ShowHide: Story = {
  args: { helper: 'The password of your mailbox.' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', input.id);
    await userEvent.type(input, 'correct horse battery');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
    await expect(input).toHaveValue('correct horse battery');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Keyboard: Tab from the field reaches the toggle; Space and Enter press it. Same 100-character limit. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'p'.repeat(INPUT_MAX_LENGTH_DEFAULT + 5));
    await expect((input as HTMLInputElement).value).toHaveLength(INPUT_MAX_LENGTH_DEFAULT);
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="mx-auto max-w-4xl p-4 sm:p-8">{Story()}</div>],
  render: () => (
    <div className="grid gap-x-8 gap-y-6 sm:grid-cols-2">
      <PasswordField label="Password" placeholder="Your mailbox password" />
      <PasswordField label="Password" defaultValue="correct horse battery" />
      <PasswordField label="Password" defaultValue="correct horse battery" defaultVisible />
      <PasswordField
        label="Password"
        defaultValue="secret"
        error="Wrong e-mail address or password. Check them and try again."
      />
      <PasswordField label="Password" leadingIcon="lock" defaultValue="correct horse battery" />
      <PasswordField label="Password" disabled defaultValue="correct horse battery" />
    </div>
  ),
};

/** Controlled visibility: the parent decides. */
export const ControlledVisible: Story = {
  args: { visible: true, defaultValue: 'correct horse battery' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(args.onVisibleChange).toHaveBeenCalledWith(false);
    // The parent did not change `visible`: it stays shown.
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  args: { label: 'كلمة المرور', defaultValue: 'correct horse battery', error: 'كلمة المرور غير صحيحة.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'إظهار كلمة المرور' })).toBeInTheDocument();
  },
};
