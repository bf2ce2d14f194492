import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UnsubscribeStatus } from '@/entities/subscription/ui/unsubscribe-status';
import { UNSUBSCRIBE_ATTEMPT_STATES, UNSUBSCRIBE_METHODS } from '@/shared/api/contract';

/** How an auto-deleted sender's unsubscribe went (My actions rows): method, and outcome when reported. */
const meta = {
  title: 'Cleaning/UnsubscribeStatus',
  component: UnsubscribeStatus,
} satisfies Meta<typeof UnsubscribeStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every method alone, every outcome with a method, and an outcome the engine reports before a method. */
export const AllStates: Story = {
  render: () => (
    <ul className="flex w-72 flex-col gap-2 rounded-card bg-surface p-4">
      {UNSUBSCRIBE_METHODS.map((method) => (
        <li key={method}>
          <UnsubscribeStatus method={method} />
        </li>
      ))}
      {UNSUBSCRIBE_ATTEMPT_STATES.map((outcome) => (
        <li key={outcome}>
          <UnsubscribeStatus method="one-click" outcome={outcome} />
        </li>
      ))}
      <li>
        <UnsubscribeStatus outcome="pending" />
      </li>
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('One-click unsubscribe · failed')).toBeVisible();
    await expect(canvas.getByText('in progress')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="unsubscribe-status"]')).toHaveLength(8);
  },
};

/** Nothing reported: nothing shown. */
export const NothingReported: Story = {
  render: () => (
    <div data-testid="frame" className="w-72 rounded-card bg-surface p-4">
      <UnsubscribeStatus />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="unsubscribe-status"]')).not.toBeInTheDocument();
  },
};
