import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  CleaningEmptyState,
  type CleaningEmptyVariant,
} from '@/widgets/cleaning-screen/ui/cleaning-empty-state';

const meta = {
  title: 'Cleaning/EmptyState',
  component: CleaningEmptyState,
  args: {
    variant: 'allDone',
    query: 'Newsletter',
    onShowNew: fn(),
    onChooseMailboxes: fn(),
    onClearSearch: fn(),
    onRetry: fn(),
    onAddMailbox: fn(),
  },
  decorators: [
    // A card around one state; the grid story (parameters.grid) lays out its own cards.
    (Story, { parameters }) =>
      parameters.grid ? (
        <Story />
      ) : (
        <div className="w-full max-w-xl rounded-card bg-surface shadow-sm">
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof CleaningEmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

const VARIANTS: CleaningEmptyVariant[] = [
  'scanning',
  'allDone',
  'newWaiting',
  'unavailable',
  'noMailboxSelected',
  'searchEmpty',
  'error',
];

/** Every variant: fetch not done, fetch done, new newsletters waiting, unavailable, no mailbox, no result, error. */
export const AllVariants: Story = {
  decorators: [
    (Story) => (
      <div className="grid w-full max-w-6xl gap-4 p-4 md:grid-cols-2 xl:grid-cols-3">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      {VARIANTS.map((variant) => (
        <div key={variant} className="rounded-card bg-surface shadow-sm">
          <CleaningEmptyState {...args} variant={variant} />
        </div>
      ))}
    </>
  ),
  parameters: { layout: 'fullscreen', grid: true },
};

/** Fetch not done: still scanning (a spinning ring around the mailbox). */
export const Scanning: Story = { args: { variant: 'scanning' } };

/** New newsletters are waiting: the button shows them. */
export const NewWaiting: Story = {
  args: { variant: 'newWaiting' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show them' }));
    await expect(args.onShowNew).toHaveBeenCalledOnce();
  },
};

/** Every provider shut down: a link to /add-inbox. */
export const Unavailable: Story = {
  args: { variant: 'unavailable' },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Add a mailbox' });
    await expect(link).toHaveAttribute('href', '/add-inbox');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddMailbox).toHaveBeenCalledOnce();
  },
};

export const NoMailboxSelected: Story = {
  args: { variant: 'noMailboxSelected' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose mailboxes' }));
    await expect(args.onChooseMailboxes).toHaveBeenCalledOnce();
  },
};

/** Nothing found: the text, the case-sensitivity hint and a way back. */
export const SearchFoundNothing: Story = {
  args: { variant: 'searchEmpty', query: 'newsletter' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'No sender matches “newsletter”' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onClearSearch).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = { globals: { locale: 'ar-sa' }, args: { variant: 'unavailable' } };

export const LongWordsGerman: Story = {
  globals: { locale: 'de-de' },
  args: { variant: 'searchEmpty', query: 'Verbraucherzentralenbundesverband' },
};
