import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { UnsubscribeProof } from '@/entities/subscription/ui/unsubscribe-proof';
import { HONOURED, PROOF, SEVERAL_LIST_IDS } from './sample-proofs';

/**
 * The proof of an auto-deleted sender's unsubscribe (My actions rows): how each request went, the
 * honoured check, the sender's own page as a link, and the details of several requests.
 */
const meta = {
  title: 'Cleaning/UnsubscribeProof',
  component: UnsubscribeProof,
} satisfies Meta<typeof UnsubscribeProof>;
export default meta;
type Story = StoryObj<typeof meta>;

const CASES = [
  { id: 'one-click-waiting', proofs: [PROOF.oneClickSent], check: HONOURED.waiting },
  { id: 'one-click-honoured', proofs: [PROOF.oneClickSent], check: HONOURED.honoured },
  { id: 'mailto-still-sending', proofs: [PROOF.mailtoSent], check: HONOURED.stillSending },
  { id: 'one-click-rejected', proofs: [PROOF.oneClickRejected], check: null },
  { id: 'mailto-rejected', proofs: [PROOF.mailtoRejected], check: null },
  { id: 'refused', proofs: [PROOF.refused], check: null },
  { id: 'failed', proofs: [PROOF.failed], check: null },
  { id: 'no-method-link', proofs: [PROOF.noMethod], check: null },
  { id: 'spam', proofs: [PROOF.spam], check: null },
] as const;

function AllOutcomes() {
  return (
    <ul className="flex w-full max-w-xl flex-col gap-3 rounded-card bg-surface p-4">
      {CASES.map((entry) => (
        <li key={entry.id} data-case={entry.id}>
          <UnsubscribeProof proofs={entry.proofs} honouredCheck={entry.check} />
        </li>
      ))}
    </ul>
  );
}

/** Every outcome of a request and every honoured state, as the summary line says them. */
export const AllStates: Story = {
  render: () => <AllOutcomes />,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getAllByText(/One-click request accepted by \u2068news\.example\.com\u2069 \(HTTP 200\)/),
    ).toHaveLength(2);
    await expect(
      canvas.getByText(
        /Unsubscribe e-mail accepted by \u2068lists\.example\.org\u2069 \(\u2068250 2\.0\.0\u2069\)/,
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Address refused — blocked only')).toBeVisible();
    await expect(canvas.getByText('No automatic method — future mails go to Trash')).toBeVisible();
    await expect(canvas.getByText('Spam: blocked, never unsubscribed')).toBeVisible();
    await expect(canvas.getByText(/^Honoured check: waiting \(until/)).toBeVisible();
    await expect(canvas.getByText('Honoured: no more mail')).toBeVisible();
    await expect(canvas.getByText(/^Still sending: 3 mails since .* — moved to Trash$/)).toBeVisible();
    const link = canvas.getByRole('link', { name: /Unsubscribe on their site/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', PROOF.noMethod.manualUrl);
    await expect(canvasElement.querySelectorAll('[data-slot="unsubscribe-proof"]')).toHaveLength(
      CASES.length,
    );
  },
};

/** Several List-Ids: the summary shows the refused one; the details list each request. */
export const SeveralListIds: Story = {
  args: { proofs: SEVERAL_LIST_IDS, honouredCheck: HONOURED.waiting },
  decorators: [
    (Story) => (
      <div className="w-full max-w-xl rounded-card bg-surface p-4">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="unsubscribe-proof"]')).toHaveAttribute(
      'data-outcome',
      'rejected',
    );
    const toggle = canvas.getByRole('button', { name: /Each request \(3\)/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('docs.forge.example')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="unsubscribe-proof-details"] li')).toHaveLength(
      3,
    );
  },
};

/** Right to left (Arabic): the same states mirror, hosts and List-Ids stay readable. */
export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  render: () => <AllOutcomes />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="unsubscribe-proof"]')).toHaveLength(
      CASES.length,
    );
  },
};

/** No proof (the demo mailbox): nothing shown. */
export const NoProof: Story = {
  render: () => (
    <div className="w-72 rounded-card bg-surface p-4">
      <UnsubscribeProof proofs={[]} honouredCheck={null} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="unsubscribe-proof"]')).not.toBeInTheDocument();
  },
};
