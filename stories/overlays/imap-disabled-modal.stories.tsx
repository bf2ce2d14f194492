import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImapDisabledModal } from '@/features/connect/ui/imap-disabled-modal';

const meta = {
  title: 'Overlays/ImapDisabledModal',
  component: ImapDisabledModal,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    provider: 'microsoft',
    settingsUrl: 'https://outlook.live.com/mail/0/options/mail/popImap',
    onSettingsOpened: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ImapDisabledModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Microsoft: five numbered steps and a link to its IMAP settings. */
export const Microsoft: Story = {
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Turn on IMAP access' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    await expect(
      within(dialog).getByRole('link', { name: 'Open Microsoft settings (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://outlook.live.com/mail/0/options/mail/popImap');
  },
};

/** Other providers: three general steps. */
export const OtherProvider: Story = {
  args: { provider: 'gmx', settingsUrl: 'https://www.gmx.net/' },
  play: async ({ canvasElement }) => {
    await expect(within(page(canvasElement).getByRole('dialog')).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The settings link reports it was followed; "I've done it" and Escape close. */
export const Callbacks: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const link = body.getByRole('link', { name: /Open Microsoft settings/ });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onSettingsOpened).toHaveBeenCalledOnce();
    await userEvent.click(body.getByRole('button', { name: "I've done it" }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const LongTextGerman: Story = { globals: { locale: 'de-de' } };

export const RightToLeft: Story = { globals: { locale: 'ar-sa' } };
