import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgreementsBanner } from '@/entities/agreements/ui/agreements-banner';
import { InvalidGrantBanner } from '@/entities/mailbox/ui/invalid-grant-banner';
import { ProviderShutdownBanner } from '@/entities/mailbox/ui/provider-shutdown-banner';
import { FetchDoneBanner } from '@/features/fetch-subscriptions/ui/fetch-done-banner';
import { MultiScanCompletedBanner } from '@/features/fetch-subscriptions/ui/multi-scan-completed-banner';
import { Button } from '@/shared/ui/button';
import { ConnectionBanner, type ConnectionState } from '@/shared/ui/connection-banner';
import { MaintenanceBanner } from '@/shared/ui/maintenance-banner';

interface AllProps {
  onAccept?: () => void;
  onReconnect?: () => void;
  onShow?: () => void;
  onDismiss?: () => void;
  onCloseConnection?: () => void;
  accepting?: boolean;
}

function Section({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="px-4 text-xs font-semibold tracking-wide text-text-subtle uppercase">{name}</h2>
      {children}
    </section>
  );
}

/** Every product banner, in the places the screens put them (strips edge to edge, cards in content). */
function AllBanners({ onAccept, onReconnect, onShow, onDismiss, onCloseConnection, accepting }: AllProps) {
  return (
    <div className="flex flex-col gap-6 py-4">
      <Section name="Connection">
        <ConnectionBanner state="offline" />
        <ConnectionBanner state="online" onClose={onCloseConnection} />
      </Section>
      <Section name="Maintenance">
        <MaintenanceBanner />
      </Section>
      <Section name="Agreements">
        <AgreementsBanner
          onAccept={onAccept ?? (() => undefined)}
          accepting={accepting}
          termsHref="/terms"
          privacyHref="/privacy"
        />
      </Section>
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4">
        <Section name="Newsletters">
          <FetchDoneBanner count={14} onShow={onShow ?? (() => undefined)} />
          <MultiScanCompletedBanner onDismiss={onDismiss ?? (() => undefined)} />
        </Section>
        <Section name="Mailbox details / panel">
          <ProviderShutdownBanner provider="yahoo" context="cleaning" />
          <ProviderShutdownBanner provider="orange" context="panel" />
          <InvalidGrantBanner
            email="camille.martin@outlook.com"
            context="cleaning"
            onReconnect={onReconnect ?? (() => undefined)}
          />
          <InvalidGrantBanner
            email="camille@gmx.de"
            context="panel"
            onReconnect={onReconnect ?? (() => undefined)}
          />
        </Section>
      </div>
    </div>
  );
}

const meta = {
  title: 'Overlays/ProductBanners',
  component: AllBanners,
  parameters: { layout: 'fullscreen' },
  args: {
    onAccept: fn(),
    onReconnect: fn(),
    onShow: fn(),
    onDismiss: fn(),
    onCloseConnection: fn(),
  },
} satisfies Meta<typeof AllBanners>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Offline / back online, maintenance, agreements update, fetch done, multi-scan completed, provider
 * shutdown and invalid grant (both for cleaning and for the panel). */
export const AllStates: Story = {};

/** Each banner's button calls its callback: Reconnect, accept, show them, close. */
export const Callbacks: Story = {
  play: async ({ canvas, args }) => {
    const reconnect = canvas.getAllByRole('button', { name: 'Reconnect' });
    await expect(reconnect).toHaveLength(2);
    await userEvent.click(reconnect[0] as HTMLElement);
    await expect(args.onReconnect).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Got it' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Show them' }));
    await expect(args.onShow).toHaveBeenCalledOnce();
    const scan = canvas.getByText('All your mailboxes are scanned').closest('[data-slot="banner"]');
    await userEvent.click(within(scan as HTMLElement).getByRole('button', { name: 'Close' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Everything is reachable with Tab in reading order; links say they open a new tab. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: 'Close' })[0]).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Terms of use (opens in a new tab)' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Privacy policy (opens in a new tab)' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Got it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

export const AcceptingAgreements: Story = { args: { accepting: true } };

/** The connection strip follows the network model: offline, back online, hidden. */
function ConnectionDemo() {
  const [state, setState] = useState<ConnectionState>('hidden');
  return (
    <div className="flex min-h-60 flex-col gap-4">
      <ConnectionBanner state={state} onClose={() => setState('hidden')} />
      <div className="flex gap-2 px-4">
        <Button variant="outline" size="sm" onClick={() => setState('offline')}>
          Go offline
        </Button>
        <Button variant="outline" size="sm" onClick={() => setState('online')}>
          Come back
        </Button>
      </div>
    </div>
  );
}

export const ConnectionOfflineThenOnline: Story = {
  render: () => <ConnectionDemo />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Go offline' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('You are offline. Check your connection.');
    await expect(canvas.getByRole('status')).toHaveAttribute('data-connection', 'offline');
    await userEvent.click(canvas.getByRole('button', { name: 'Come back' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('You are back online.');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const LongTextGerman: Story = { globals: { locale: 'de-de' } };

export const RightToLeft: Story = { globals: { locale: 'ar-sa' } };
