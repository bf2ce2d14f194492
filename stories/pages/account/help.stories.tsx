import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { $feedbackGiven } from '@/features/feedback/model';
import { HelpView } from '@/pages/help/view';

const meta = {
  title: 'Pages/Account/Help',
  component: HelpView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HelpView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The FAQ and the feedback form; a mood must be chosen before sending. */
export const FeedbackForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByTestId('feedback-send');
    await expect(send).toBeDisabled();
    await userEvent.click(canvas.getByText('I like it'));
    await userEvent.click(canvas.getByText('Speed'));
    await expect(send).toBeEnabled();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Feedback already given for this version. */
export const AlreadyGiven: Story = { parameters: { workbench: { scopeValues: [[$feedbackGiven, true]] } } };
