import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MaintenanceScreen } from '@/shared/ui/maintenance-screen';

const meta = {
  title: 'Overlays/MaintenanceScreen',
  component: MaintenanceScreen,
  parameters: { layout: 'fullscreen' },
  args: { onRetry: fn() },
} satisfies Meta<typeof MaintenanceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try again is the only action; it works from the keyboard. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent("We'll be right back");
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = { args: { retrying: true } };

/** Without a retry action (the landing's health check runs again by itself). */
export const WithoutRetry: Story = { args: { onRetry: undefined } };

export const Korean: Story = { globals: { locale: 'ko-kr' } };

export const RightToLeft: Story = { globals: { locale: 'ar-sa' } };
