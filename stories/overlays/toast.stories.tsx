import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TOAST_DURATION_MS } from '@/shared/config/constants';
import { $toast, toastClosed, toastShown } from '@/shared/lib/toast/model';
import { Button } from '@/shared/ui/button';
import { Toaster, type ToastItem } from '@/shared/ui/toaster';

/** Messages of the product's toasts (keys of the platform and product namespaces). */
const MESSAGES: Omit<ToastItem, 'id'>[] = [
  { kind: 'error', messageKey: 'product:cleaning_list_technical_error' },
  { kind: 'info', messageKey: 'product:select_one_email' },
  { kind: 'success', messageKey: 'platform:connection_online' },
];

interface PlaygroundProps {
  /** Toasts on screen at first. */
  initial?: readonly ToastItem[];
  duration?: number;
  onClose?: (id: ToastItem['id']) => void;
}

/** A stack driven like the app drives it: toasts are added by a button and removed when they close. */
function Playground({ initial = [], duration, onClose }: PlaygroundProps) {
  const [toasts, setToasts] = useState<readonly ToastItem[]>(initial);
  const next = useRef(initial.length);
  const show = () => {
    const message = MESSAGES[next.current % MESSAGES.length] as Omit<ToastItem, 'id'>;
    next.current += 1;
    setToasts((list) => [...list, { ...message, id: next.current }]);
  };
  return (
    <div className="min-h-dvh p-6">
      <Button variant="outline" onClick={show}>
        Show a toast
      </Button>
      <Toaster
        toasts={toasts}
        duration={duration}
        onClose={(id) => {
          onClose?.(id);
          setToasts((list) => list.filter((toast) => toast.id !== id));
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Overlays/Toast',
  component: Playground,
  parameters: { layout: 'fullscreen' },
  args: { onClose: fn() },
} satisfies Meta<typeof Playground>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const STACK: ToastItem[] = [
  { id: 1, kind: 'info', messageKey: 'product:select_one_email' },
  { id: 2, kind: 'success', messageKey: 'platform:connection_online' },
  { id: 3, kind: 'error', messageKey: 'product:cleaning_list_technical_error' },
];

/** The three tones, stacked (the newest nearest the edge). They stay: no timer in this story. */
export const Tones: Story = {
  args: { initial: STACK, duration: Number.POSITIVE_INFINITY },
  play: async ({ canvasElement }) => {
    const items = await page(canvasElement).findAllByRole('listitem');
    await expect(items.map((item) => item.dataset.tone)).toEqual(['info', 'success', 'error']);
  },
};

/** A toast closes by itself after TOAST_DURATION_MS (3 s), measured with real timers. */
export const AutoClosesAfterThreeSeconds: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show a toast' }));
    const toast = await page(canvasElement).findByRole('listitem');
    await expect(toast).toHaveTextContent('A technical error occurred. Please try again.');
    await wait(TOAST_DURATION_MS - 500);
    await expect(toast).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(page(canvasElement).queryByRole('listitem')).not.toBeInTheDocument(), {
      timeout: 1500,
    });
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/**
 * The timer waits while the pointer is on the toasts (an Undo is not pulled away under it) and runs
 * on, with the time it had left, once the pointer leaves.
 */
export const WaitsWhileHovered: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show a toast' }));
    const toast = await page(canvasElement).findByRole('listitem');
    await userEvent.hover(toast);
    await wait(TOAST_DURATION_MS + 500);
    await expect(toast).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.unhover(toast);
    await waitFor(() => expect(page(canvasElement).queryByRole('listitem')).not.toBeInTheDocument(), {
      timeout: TOAST_DURATION_MS + 1500,
    });
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Several toasts stack one above the other, each with its own timer, and all close. */
export const Stacking: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button', { name: 'Show a toast' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    const items = await page(canvasElement).findAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const tops = items.map((item) => item.getBoundingClientRect().top);
    await expect(tops[0]).toBeLessThan(tops[1] as number);
    await expect(tops[1]).toBeLessThan(tops[2] as number);
    await waitFor(() => expect(page(canvasElement).queryAllByRole('listitem')).toHaveLength(0), {
      timeout: TOAST_DURATION_MS + 2000,
    });
    await expect(args.onClose).toHaveBeenCalledTimes(3);
  },
};

/** Screen readers hear the toast: Radix announces it in a live region, errors assertively. */
export const AnnouncedToScreenReaders: Story = {
  args: { duration: Number.POSITIVE_INFINITY },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show a toast' }));
    await waitFor(() => {
      const announcement = page(canvasElement)
        .getAllByRole('status')
        .find((node) => node.textContent?.includes('A technical error occurred'));
      expect(announcement).toHaveTextContent('Notification A technical error occurred. Please try again.');
      expect(announcement).toHaveAttribute('aria-live', 'assertive');
    });
    // The announcement leaves the page after a second; the toast stays on screen.
    await waitFor(
      () =>
        expect(
          page(canvasElement)
            .queryAllByRole('status')
            .some((node) => node.textContent?.includes('Notification')),
        ).toBe(false),
      { timeout: 2000 },
    );
  },
};

/** Keyboard: Tab from the page reaches the newest toast, then its close button; Escape closes a
 * toast; F8 jumps to the toasts from anywhere. */
export const KeyboardCloseAndEscape: Story = {
  args: { initial: STACK.slice(0, 2), duration: Number.POSITIVE_INFINITY },
  play: async ({ canvas, canvasElement, args }) => {
    const body = page(canvasElement);
    const [older, newest] = (await body.findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show a toast' })).toHaveFocus();
    await userEvent.tab();
    await expect(newest).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.getAllByRole('listitem')).toHaveLength(1));
    await expect(args.onClose).toHaveBeenCalledWith(2);
    canvas.getByRole('button', { name: 'Show a toast' }).focus();
    await userEvent.keyboard('[F8]');
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement?.tagName).toBe('OL'));
    await userEvent.tab();
    await expect(older).toHaveFocus();
    await userEvent.tab();
    await expect(within(older).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('listitem')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledWith(1);
  },
};

/** The toast model drives the Toaster: `toastShown` opens it, and its timer closes it (`toastClosed`) after 3 s. */
function WithModel() {
  const { toast, show, close } = useUnit({ toast: $toast, show: toastShown, close: toastClosed });
  return (
    <div className="min-h-dvh p-6">
      <Button
        variant="outline"
        onClick={() => show({ kind: 'success', messageKey: 'platform:connection_online' })}
      >
        Show a toast
      </Button>
      <Toaster toasts={toast ? [toast] : []} onClose={(id) => close(id)} />
    </div>
  );
}

export const DrivenByTheToastModel: Story = {
  render: () => <WithModel />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show a toast' }));
    const toast = await page(canvasElement).findByRole('listitem');
    await expect(toast).toHaveTextContent('You are back online.');
    await expect(toast).toHaveAttribute('data-tone', 'success');
    await waitFor(() => expect(page(canvasElement).queryByRole('listitem')).not.toBeInTheDocument(), {
      timeout: TOAST_DURATION_MS + 1500,
    });
  },
};

export const LongTextGerman: Story = {
  globals: { locale: 'de-de' },
  args: { initial: STACK, duration: Number.POSITIVE_INFINITY },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  args: { initial: STACK, duration: Number.POSITIVE_INFINITY },
};
