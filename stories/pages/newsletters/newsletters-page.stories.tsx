import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { $endOfFetch, $fetchDoneBannerVisible } from '@/features/fetch-subscriptions/model';
import { $ratingOpen } from '@/features/rating-prompt/model';
import { $appliedSearch, $searchMode, $searchText } from '@/features/search-senders/model';
import { $deselectedEmails } from '@/features/select-mailboxes/model';
import {
  GMAIL,
  LATER_SENDER,
  MARKET_CARD,
  mailbox,
  NewslettersScreen,
  OUTLOOK,
  PAGE_SENDERS,
} from './fixtures';

const meta = {
  title: 'Pages/Newsletters',
  component: NewslettersScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NewslettersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const stage = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="swipe-deck-stage"]');
const topName = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="swipe-deck-card"][data-top="true"] h2')?.textContent ?? '';

/** Cards: the deck has focus as soon as the page opens; the card says what unsubscribing does. */
export const Cards: Story = {
  args: { page: 'cards' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(stage(canvasElement)).toHaveFocus());
    const card = within(canvasElement).getByRole('article', { name: 'Daily Deals' });
    await expect(card).toHaveTextContent(
      'Unsubscribe from Daily Deals (one click) and move its mails to Trash (214); future mails from it go to Trash automatically.',
    );
  },
};

/** The arrow keys act on the top card without a click; Ctrl+Z puts it back before anything is sent. */
export const CardsKeyboardUndo: Story = {
  args: { page: 'cards' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(stage(canvasElement)).toHaveFocus());
    await expect(topName(canvasElement)).toBe('Daily Deals');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(topName(canvasElement)).toBe('Garden Club'));
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(topName(canvasElement)).toBe('Daily Deals'));
  },
};

/** List: tabs with counts, search, sort, the mailbox filter; spam in its own column on wide screens. */
export const List: Story = {
  args: { page: 'list' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: /All/ })).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByRole('radio', { name: 'List' })).toHaveAttribute('data-state', 'on');
  },
};

/** List mode asks first, with the exact consequence and "do not ask again". */
export const ListConfirmation: Story = {
  args: { page: 'list' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select Daily Deals' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Garden Club' }));
    const actions = canvas.getByRole('group', { name: 'Actions for the selected senders' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Unsubscribe' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent(
      'Senders: 2. Their mails move to Trash (250), and future mails from them too.',
    );
    await expect(within(dialog).getByRole('checkbox')).not.toBeChecked();
  },
};

export const ListSearchResult: Story = {
  render: () => (
    <NewslettersScreen
      {...{
        page: 'list',
        values: [
          [$searchMode, 'result'],
          [$searchText, 'club'],
          [$appliedSearch, { text: 'club' }],
        ],
      }}
    />
  ),
};

export const ListSearchEmpty: Story = {
  render: () => (
    <NewslettersScreen
      {...{
        page: 'list',
        values: [
          [$searchMode, 'result'],
          [$searchText, 'no such sender'],
          [$appliedSearch, { text: 'no such sender' }],
        ],
      }}
    />
  ),
};

/** `?` lists every shortcut; Escape closes it. */
export const ShortcutsSheet: Story = {
  args: { page: 'cards' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(stage(canvasElement)).toHaveFocus());
    await userEvent.keyboard('?');
    const sheet = await within(document.body).findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(sheet).toHaveTextContent('Undo the last decision');
  },
};

/** Not seen yet: the tutorial comes first. */
export const Tutorial: Story = {
  args: { page: 'cards', tutorialSeen: false },
  play: async () => {
    await within(document.body).findByRole('dialog');
  },
};

export const EmptyAllSorted: Story = { args: { page: 'cards', newsletters: [] } };
export const EmptyScanning: Story = { args: { page: 'cards', newsletters: [], status: 'partial' } };
export const EmptyNewWaiting: Story = {
  args: { page: 'cards', newsletters: [], waiting: PAGE_SENDERS.slice(0, 3), status: 'done' },
};
export const EmptyList: Story = { args: { page: 'list', newsletters: [] } };

/** Every mailbox's provider is shut down: a link to /add-inbox. */
export const Unavailable: Story = {
  args: {
    page: 'list',
    mailboxes: [mailbox(GMAIL, { provider: 'orange', providerShutdown: true })],
  },
};

export const NoMailboxSelected: Story = {
  render: () => <NewslettersScreen {...{ page: 'list', values: [[$deselectedEmails, [GMAIL, OUTLOOK]]] }} />,
};

/** The later list waits behind the info card. */
export const LaterInfoCard: Story = { args: { page: 'cards', newsletters: [], later: [LATER_SENDER] } };

/** The marketing card from the remote config, on top. */
export const MarketingCard: Story = { args: { page: 'cards', newsletters: [MARKET_CARD, ...PAGE_SENDERS] } };

export const RatingModal: Story = {
  render: () => <NewslettersScreen {...{ page: 'cards', values: [[$ratingOpen, true]] }} />,
  play: async () => {
    await within(document.body).findByRole('dialog');
  },
};

/** Fetch done with new senders waiting, and every mailbox scanned. */
export const Banners: Story = {
  render: () => (
    <NewslettersScreen
      {...{
        page: 'list',
        waiting: PAGE_SENDERS.slice(0, 2),
        values: [
          [$fetchDoneBannerVisible, true],
          [$endOfFetch, true],
        ],
      }}
    />
  ),
};

export const ArabicCards: Story = { args: { page: 'cards' }, globals: { locale: 'ar-sa' } };
export const ArabicList: Story = { args: { page: 'list' }, globals: { locale: 'ar-sa' } };
