import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  NotificationSwitch,
  type NotificationSwitchProps,
} from '@/features/notification-settings/ui/notification-switch';

const meta = {
  title: 'Stats/NotificationSwitch',
  component: NotificationSwitch,
  args: { permission: 'default', checked: false, onCheckedChange: fn() },
  decorators: [(Story) => <div className="w-[min(28rem,calc(100vw-2rem))]">{Story()}</div>],
} satisfies Meta<typeof NotificationSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every permission state; "denied" is hidden on /fetch and explained in the settings. */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <NotificationSwitch {...args} permission="default" checked={false} />
      <NotificationSwitch {...args} permission="granted" checked />
      <NotificationSwitch {...args} permission="granted" checked={false} />
      <NotificationSwitch {...args} permission="granted" checked busy />
      <NotificationSwitch {...args} permission="denied" checked={false} whenDenied="explain" />
      <NotificationSwitch {...args} permission="denied" checked={false} whenDenied="hide" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const states = [...canvasElement.querySelectorAll('[data-slot="notification-switch"]')].map((node) =>
      node.getAttribute('data-permission'),
    );
    await expect(states).toEqual(['default', 'granted', 'granted', 'granted', 'denied']);
  },
};

/** Default: the switch is off and says the browser will ask; turning it on asks the model to request. */
export const DefaultAsksPermission: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Notify me when the scan is done' });
    await expect(control).toHaveAccessibleDescription('Your browser will ask for permission.');
    await userEvent.click(control);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

function Registered(props: NotificationSwitchProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <NotificationSwitch
      {...props}
      checked={checked}
      onCheckedChange={(on) => {
        props.onCheckedChange(on);
        setChecked(on);
      }}
    />
  );
}

/** Granted: on and off by keyboard (register, unregister). */
export const GrantedToggles: Story = {
  args: { permission: 'granted', checked: true },
  render: (args) => <Registered {...args} />,
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Notify me when the scan is done' });
    await expect(control).toBeChecked();
    await expect(control).toHaveAccessibleDescription('You will get a notification on this device.');
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await expect(control).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(control).toBeChecked();
  },
};

/** Denied on /fetch: nothing at all. */
export const DeniedHidden: Story = {
  args: { permission: 'denied', whenDenied: 'hide' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
  },
};

/** Denied in the settings: off, explained; pressing it lets the model open its explanatory sheet. */
export const DeniedExplained: Story = {
  args: { permission: 'denied', whenDenied: 'explain', checked: true },
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Notify me when the scan is done' });
    await expect(control).not.toBeChecked();
    await expect(control).toHaveAccessibleDescription(
      'Notifications are blocked for this site. Allow them in your browser settings to turn this on.',
    );
    await userEvent.click(control);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

/** Saving: busy, presses ignored. */
export const Busy: Story = {
  args: { permission: 'granted', checked: true, busy: true },
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch');
    await expect(control).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(control);
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const German: Story = {
  globals: { locale: 'de-de' },
  args: { permission: 'denied', whenDenied: 'explain' },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  args: { permission: 'granted', checked: true },
};
