import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent } from 'storybook/test';
import { HeaderBar, type HeaderBarProps } from '@/widgets/navigation/ui/header-bar';

/** The title in the story's locale (page titles are the pages' own copy). */
function TitleText({ k }: { k: 'nav_newsletters' | 'nav_stats' | 'nav_settings' | 'my_actions' }) {
  const { t } = useTranslation('navigation');
  return <>{t(k)}</>;
}

const meta = {
  title: 'Navigation/HeaderBar',
  component: HeaderBar,
  args: {
    title: <TitleText k="nav_newsletters" />,
    onBack: fn(),
    onShare: fn(),
    onMyActions: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="min-h-40 bg-surface-muted">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HeaderBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every action. Below 1000 px a compact bar with the title centred; from 1000 px the desktop header
 * with a large title and a labelled My actions button.
 */
export const AllActions: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Newsletters' })).toBeVisible();
    for (const name of ['Back', 'Share', 'My actions', 'Close']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

/** Each button is optional; the title stays centred on mobile whichever are there. */
export const Combinations: Story = {
  render: (args: HeaderBarProps) => (
    // Each bar in its own (unnamed) section, so the page does not show five banner landmarks.
    <div className="flex flex-col gap-4">
      <section>
        <HeaderBar title={<TitleText k="nav_stats" />} onShare={args.onShare} />
      </section>
      <section>
        <HeaderBar title={<TitleText k="my_actions" />} onBack={args.onBack} />
      </section>
      <section>
        <HeaderBar title={<TitleText k="nav_settings" />} onClose={args.onClose} />
      </section>
      <section>
        <HeaderBar title={<TitleText k="nav_newsletters" />} onMyActions={args.onMyActions} />
      </section>
      <section>
        <HeaderBar title={<TitleText k="nav_newsletters" />} />
      </section>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(5);
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
  },
};

/** Keyboard: Tab reaches every button in reading order; Enter and Space press them. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Share' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'My actions' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMyActions).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A title longer than the bar is cut with an ellipsis; the buttons keep their place. */
export const LongTitle: Story = {
  args: { title: 'camille.martin-dubois.newsletters-and-receipts@web-professional-mail.example.de' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible();
    // The cut title sits between the buttons: it covers none of them, and none is squeezed.
    const title = heading.getBoundingClientRect();
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      if (box.width === 0) continue; // the desktop header's labelled My actions, hidden here
      await expect(box.width).toBeGreaterThanOrEqual(40);
      await expect(Math.min(box.right, title.right) - Math.max(box.left, title.left)).toBeLessThanOrEqual(0);
    }
  },
};

export const German: Story = { globals: { locale: 'de-de' }, args: { title: <TitleText k="my_actions" /> } };

/** Right to left: back sits on the right and its arrow points right. */
export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  play: async ({ canvas }) => {
    const back = canvas.getByRole('button', { name: 'رجوع' });
    const close = canvas.getByRole('button', { name: 'إغلاق' });
    await expect(back.getBoundingClientRect().left).toBeGreaterThan(close.getBoundingClientRect().left);
  },
};
