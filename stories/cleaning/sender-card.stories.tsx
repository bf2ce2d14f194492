import type { Meta, StoryObj } from '@storybook/react-vite';
import { motionValue } from 'framer-motion';
import { expect, within } from 'storybook/test';
import { SenderCard } from '@/entities/subscription/ui/sender-card';
import { SwipeHint, type SwipeHintProps } from '@/entities/subscription/ui/swipe-hint';
import { LATER_SENDER, SENDERS, sender } from './sample-senders';

const meta = {
  title: 'Cleaning/SenderCard',
  component: SenderCard,
  args: { item: SENDERS[0] ?? sender({ name: 'Daily Deals', sender: 'news@dailydeals.example' }) },
  render: (args) => (
    <div className="w-[22rem] max-w-[calc(100vw-2rem)] p-4">
      <SenderCard {...args} />
    </div>
  ),
} satisfies Meta<typeof SenderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Name, address, mailbox, mails received, open rate, the new badge and the unsubscribe method. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Daily Deals' });
    const inCard = within(card);
    await expect(inCard.getByText('news@dailydeals.example')).toBeVisible();
    await expect(inCard.getByText('camille@gmail.example')).toBeVisible();
    await expect(inCard.getByText('Received in')).toBeVisible();
    await expect(inCard.getByText('214 mails')).toBeVisible();
    await expect(inCard.getByText('3% opened')).toBeVisible();
    await expect(inCard.getByText('New')).toBeVisible();
    await expect(inCard.getByText('One-click unsubscribe')).toBeVisible();
    await expect(inCard.queryByText('Spam')).toBeNull();
  },
};

const STATES = [
  SENDERS[0],
  SENDERS[1],
  SENDERS[2],
  SENDERS[3],
  LATER_SENDER,
  sender({
    name: '',
    sender: 'noreply@mailer.example',
    count: 1,
    openRate: 0,
    spoumConfidence: 0.5,
    unsubscribeMethod: undefined,
  }),
  sender({
    name: 'Bundesarbeitsgemeinschaft der Verbraucherschutzinformationsdienste e.V. Newsletterredaktion',
    sender: 'newsletter-redaktion.verbraucherschutzinformationsdienste@bundesarbeitsgemeinschaft.example',
    email: 'very.long.mailbox.address.for.testing@subdomain.provider.example',
    count: 12_480,
    openRate: 100,
    notSeen: true,
    spoumConfidence: 0.51,
    unsubscribeMethod: 'mailto',
  }),
].filter((item) => item !== undefined);

function Grid({ items = STATES }: { items?: typeof STATES }) {
  return (
    <div className="grid grid-cols-1 gap-6 p-4 sm:grid-cols-2 sm:p-8 lg:grid-cols-3">
      {items.map((item) => (
        <SenderCard key={item.sender} item={item} />
      ))}
    </div>
  );
}

/**
 * Every state: one-click / web link / mailto / none; new; spam (above 0.5 only: the card at exactly
 * 0.5 has no spam badge); later; no name (the address stands in) and no method; long text.
 */
export const AllStates: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <Grid />,
  play: async ({ canvas }) => {
    const spam = canvas.getByRole('article', { name: 'Winner Notice' });
    await expect(within(spam).getByText('Spam')).toBeVisible();
    await expect(within(spam).getByText('No automatic unsubscribe')).toBeVisible();
    const threshold = canvas.getByRole('article', { name: 'noreply@mailer.example' });
    await expect(within(threshold).queryByText('Spam')).toBeNull();
    await expect(within(threshold).getByText('1 mail')).toBeVisible();
    await expect(threshold.querySelector('[data-method]')).toBeNull();
    const long = canvas.getAllByRole('article').at(-1) as HTMLElement;
    await expect(within(long).getByText('Spam')).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'Weekend Recipes' })).getByText('Saved for later'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'Garden Club' })).getByText('Unsubscribe link'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'City Library' })).getByText('Unsubscribe by e-mail'),
    ).toBeVisible();
  },
};

/** The method can also be passed as a prop (the contract of this branch does not carry it yet). */
export const MethodFromProp: Story = {
  args: {
    item: sender({ name: 'Photo Lab', sender: 'promo@photolab.example', unsubscribeMethod: undefined }),
    unsubscribeMethod: 'web-link',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unsubscribe link')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Grid
      items={[
        sender({
          name: 'متجر الأناقة',
          sender: 'offers@style.example',
          count: 25,
          openRate: 14,
          notSeen: true,
        }),
        sender({
          name: 'Garden Club',
          sender: 'club@garden.example',
          count: 2,
          spoumConfidence: 0.8,
          unsubscribeMethod: 'none',
        }),
        { ...LATER_SENDER, count: 4 },
      ]}
    />
  ),
};

/** Long words (German, Finnish) wrap inside the card. */
export const LongWords: Story = {
  globals: { locale: 'fi-fi' },
  args: {
    item: sender({
      name: 'Kansaneläkelaitoksen asiakaspalvelutiedotteet',
      sender: 'asiakaspalvelutiedotteet@kansanelakelaitos.example',
      count: 3,
      openRate: 64,
      notSeen: true,
      type: 'later',
      unsubscribeMethod: 'none',
    }),
  },
};

/** Other scripts: the initial is taken by grapheme, the copy comes from the locale. */
export const OtherScripts: Story = {
  globals: { locale: 'ja-jp' },
  args: {
    item: sender({
      name: '楽天市場ニュース',
      sender: 'news@rakuten.example',
      count: 132,
      openRate: 9,
      notSeen: true,
    }),
  },
};

const HINTS = [
  { id: 'unsubscribes', direction: 'left', progress: 1 },
  { id: 'delete', direction: 'up', progress: 1 },
  { id: 'keep', direction: 'right', progress: 1 },
  { id: 'later', direction: 'down', progress: 1 },
  { id: 'refused', direction: 'down', progress: 1, refused: true },
  { id: 'dismiss', direction: 'right', progress: 1, mode: 'dismiss' },
] as const satisfies readonly (Pick<SwipeHintProps, 'direction' | 'mode' | 'refused'> & {
  id: string;
  progress: number;
})[];

/**
 * The hint that grows under the finger while a card is dragged (frozen at full size): left
 * unsubscribes, up deletes, right keeps, down later; "not available" for later on a later card;
 * "Next" on a special card.
 */
export const SwipeHints: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className="grid grid-cols-1 gap-6 p-4 sm:grid-cols-2 sm:p-8 lg:grid-cols-3">
      {HINTS.map(({ id, progress, ...hint }, index) => (
        <div key={id} className="relative">
          <SenderCard item={('refused' in hint ? LATER_SENDER : SENDERS[index]) ?? LATER_SENDER} />
          <SwipeHint {...hint} progress={motionValue<number>(progress)} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tones = [...canvasElement.querySelectorAll('[data-slot="swipe-hint"]')].map((hint) =>
      hint.getAttribute('data-tone'),
    );
    await expect(tones).toEqual(['unsubscribes', 'delete', 'keep', 'later', 'refused', 'dismiss']);
  },
};
