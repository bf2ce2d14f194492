import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RatingModal } from '@/features/rating-prompt/ui/rating-modal';

const meta = {
  title: 'Overlays/RatingModal',
  component: RatingModal,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    reviewUrl: 'https://uk.trustpilot.com/evaluate/tidyfox.example',
    onReview: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof RatingModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The review link is the one given (the model picks the country site). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = page(canvasElement).getByRole('link', { name: 'Write a review (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://uk.trustpilot.com/evaluate/tidyfox.example');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** Keyboard: "Maybe later" first; Tab to the review link; Enter on it reports the review. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await waitFor(() => expect(body.getByRole('button', { name: 'Maybe later' })).toHaveFocus());
    await userEvent.tab();
    const link = body.getByRole('link', { name: /Write a review/ });
    await expect(link).toHaveFocus();
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onReview).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const French: Story = {
  globals: { locale: 'fr-fr' },
  args: { reviewUrl: 'https://fr.trustpilot.com/evaluate/tidyfox.example' },
};

export const RightToLeft: Story = { globals: { locale: 'ar-sa' } };
