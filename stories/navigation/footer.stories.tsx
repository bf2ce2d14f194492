import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '@/shared/config/constants';
import { Footer, type FooterProps } from '@/widgets/navigation/ui/footer';
import { FOOTER_LINKS, SOCIALS } from './fixtures';

const meta = {
  title: 'Navigation/Footer',
  component: Footer,
  args: {
    year: 2026,
    locale: 'en-gb',
    onLocaleChange: fn(),
    links: FOOTER_LINKS,
    socials: SOCIALS,
    onCookieSettings: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="flex min-h-dvh flex-col justify-end bg-surface-muted pt-10">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Legal, cookie, privacy-right, support and social links, the language switch and the copyright. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByText('© 2026 Tidy Fox. All rights reserved.')).toBeVisible();
    for (const [name, href] of [
      ['Terms of use', FOOTER_LINKS.terms],
      ['Privacy policy', FOOTER_LINKS.privacy],
      ['Legal notice', FOOTER_LINKS.legalNotice],
      ['Cookie policy', FOOTER_LINKS.cookies],
      ['FAQ', FOOTER_LINKS.faq],
      ['Contact support', FOOTER_LINKS.support],
      ['Exercise my privacy rights', FOOTER_LINKS.privacyRights],
    ] as const) {
      const link = within(footer).getByRole('link', { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(
      within(footer).getByRole('link', { name: 'Tidy Fox on Instagram (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://instagram.example/tidyfox');
    await expect(within(footer).getAllByRole('link', { name: /^Tidy Fox on / })).toHaveLength(6);
    const cookieSettings = within(footer).getByRole('button', { name: 'Cookie settings' });
    await userEvent.click(cookieSettings);
    await expect(args.onCookieSettings).toHaveBeenCalledTimes(1);
    cookieSettings.blur();
    await expect(within(footer).getByRole('combobox', { name: 'Language' })).toHaveTextContent(
      'English (UK)',
    );
  },
};

/** The copyright shows the year it is given (the caller's clock), never one read while rendering. */
export const GivenYear: Story = {
  args: { year: 2031 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2031 Tidy Fox. All rights reserved.')).toBeVisible();
    await expect(canvas.queryByText(/2026/)).toBeNull();
  },
};

function LiveFooter(args: FooterProps) {
  const [locale, setLocale] = useState<Locale>(args.locale);
  return (
    <Footer
      {...args}
      locale={locale}
      onLocaleChange={(next) => {
        args.onLocaleChange(next);
        setLocale(next);
      }}
    />
  );
}

/** The language switch in the footer works by keyboard: open, move down, pick. */
export const SwitchLanguageByKeyboard: Story = {
  render: (args) => <LiveFooter {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Language' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'English (UK)' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Español' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onLocaleChange).toHaveBeenCalledWith('es-es');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Español');
  },
};

/** Without social links and cookie settings the columns close up. */
export const Minimal: Story = {
  args: { socials: [], onCookieSettings: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Follow us' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
  },
};

/** Long words. */
export const German: Story = { globals: { locale: 'de-de' }, args: { locale: 'de-de' } };

export const Korean: Story = { globals: { locale: 'ko-kr' }, args: { locale: 'ko-kr' } };

export const RightToLeft: Story = { globals: { locale: 'ar-sa' }, args: { locale: 'ar-sa' } };
