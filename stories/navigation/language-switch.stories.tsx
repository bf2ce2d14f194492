import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSwitch, type LanguageSwitchProps } from '@/features/language-switch/ui/language-switch';
import { LOCALES, type Locale } from '@/shared/config/constants';

const meta = {
  title: 'Navigation/LanguageSwitch',
  component: LanguageSwitch,
  args: { value: 'en-gb', onChange: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="flex min-h-dvh items-start justify-center p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * While the list is open, Radix hides the rest of the page from assistive technology (aria-hidden)
 * and keeps focus inside the list (Tab cannot leave it), so the trigger behind cannot be reached.
 * axe's aria-hidden-focus rule still counts the trigger as focusable content under aria-hidden: it is
 * switched off for the stories that end with the list open, and only for them.
 */
const OPEN_LIST_A11Y = {
  a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
};

/** A picker that follows its own choice, as the app does once the locale loaded. */
function Live(args: LanguageSwitchProps) {
  const [value, setValue] = useState<Locale>(args.value);
  return (
    <LanguageSwitch
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

export const Default: Story = {
  args: { showLabel: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Language' });
    await expect(trigger).toHaveTextContent('English (UK)');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open: the 22 languages, each in its own language and script, the current one ticked. */
export const Open: Story = {
  args: { defaultOpen: true, value: 'fr-fr' },
  parameters: OPEN_LIST_A11Y,
  play: async ({ canvasElement }) => {
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(LOCALES.length);
    await expect(options.map((option) => option.getAttribute('lang'))).toEqual([...LOCALES]);
    await expect(within(listbox).getByRole('option', { name: 'Français' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(listbox).getByRole('option', { name: '日本語' })).toBeInTheDocument();
    await expect(within(listbox).getByRole('option', { name: 'العربية' })).toBeInTheDocument();
  },
};

/** Keyboard only: Tab, Enter opens on the current language, arrows move, Enter picks; onChange(locale). */
export const Keyboard: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Language' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'English (UK)' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Suomi' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('fi-fi');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Suomi');
    await expect(trigger).toHaveFocus();

    // Escape closes without a change.
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowUp}{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Picking the language already in use changes nothing. */
export const SameLanguage: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('combobox', { name: 'Language' }).focus();
    await userEvent.keyboard(' ');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'English (UK)' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** On the dark footer surface, and disabled. */
export const Tones: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      <div className="rounded-card bg-surface-inverse p-6">
        <LanguageSwitch {...args} tone="dark" showLabel value="de-at" />
      </div>
      <div className="rounded-card bg-surface p-6">
        <LanguageSwitch {...args} showLabel value="nl-be" />
      </div>
      <div className="rounded-card bg-surface p-6">
        <LanguageSwitch {...args} showLabel disabled value="en-gb" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const [, , disabled] = canvas.getAllByRole('combobox');
    await expect(disabled).toBeDisabled();
  },
};

/** Right to left: the list opens aligned to the right, ticks on the left; arrows still move down the list. */
export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  args: { value: 'ar-sa', showLabel: true },
  render: (args) => <Live {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'اللغة' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    await expect(listbox.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'العربية' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('cs-cz');
  },
};

/** Right to left, open (screenshot of the list). */
export const RightToLeftOpen: Story = {
  globals: { locale: 'ar-sa' },
  args: { value: 'ar-sa', defaultOpen: true, showLabel: true },
  parameters: OPEN_LIST_A11Y,
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole('listbox');
  },
};
