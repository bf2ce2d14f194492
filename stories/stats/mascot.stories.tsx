import type { Meta, StoryObj } from '@storybook/react-vite';
import { MotionConfig } from 'framer-motion';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { Mascot, type MascotProps } from '@/shared/ui/mascot';

const meta = {
  title: 'Stats/Mascot',
  component: Mascot,
} satisfies Meta<typeof Mascot>;
export default meta;
type Story = StoryObj<typeof meta>;

const mascot = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="mascot"]') as HTMLElement;
const loaded = async (canvasElement: HTMLElement) =>
  waitFor(() => expect(mascot(canvasElement).dataset.state).not.toBe('loading'), { timeout: 15_000 });
/** The fox's drawing at this instant (lottie-web writes each frame into the SVG's attributes). */
const drawing = (canvasElement: HTMLElement) => mascot(canvasElement).querySelector('svg')?.innerHTML ?? '';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The fox, loaded from public/animations/fox-mascot.json. In screenshots (reduced motion) it shows its
 * first frame and stays still; with motion it idles (bob, tail wag, blink).
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(mascot(canvasElement)).toHaveAttribute('data-state', 'static');
    await expect(mascot(canvasElement).querySelector('svg')).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-end gap-6">
      <Mascot size="sm" />
      <Mascot size="md" />
      <Mascot size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const all = [...canvasElement.querySelectorAll('[data-slot="mascot"]')];
    await waitFor(() => expect(all.every((node) => node.querySelector('svg g'))).toBe(true), {
      timeout: 15_000,
    });
  },
};

/** With a label it is an image with a name; without, decorative (hidden from assistive technology). */
export const Labelled: Story = {
  args: { label: 'Tidy Fox, our fox mascot, at work' },
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Tidy Fox, our fox mascot, at work' })).toBeVisible();
  },
};

function Controls(props: MascotProps) {
  const [playing, setPlaying] = useState(true);
  const [still, setStill] = useState(false);
  return (
    <MotionConfig reducedMotion={still ? 'always' : 'never'}>
      <div className="flex flex-col items-center gap-4">
        {/* Switching reduced motion on mid-play loads the fox afresh, as a page opened with the setting
            would: lottie-web may leave a shape a sub-pixel off when it jumps back from a paused frame. */}
        <Mascot key={still ? 'still' : 'moving'} {...props} playing={playing} />
        <div className="flex items-center gap-4">
          <Button variant="outline" size="sm" onClick={() => setPlaying((value) => !value)}>
            {playing ? 'Pause' : 'Play'}
          </Button>
          <Checkbox
            label="Reduce motion"
            checked={still}
            onCheckedChange={(value) => setStill(value === true)}
          />
        </div>
      </div>
    </MotionConfig>
  );
}

/**
 * With motion the fox plays (its drawing changes over time); `playing={false}` (the model's pause after
 * FETCH_ANIMATION_PAUSE_AFTER_MS) holds it still; reduced motion puts it back on its first frame.
 */
export const PlaysPausesAndRests: Story = {
  render: (args) => <Controls {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvasElement);
    await expect(mascot(canvasElement)).toHaveAttribute('data-state', 'playing');
    const first = drawing(canvasElement);
    await waitFor(() => expect(drawing(canvasElement)).not.toBe(first), { timeout: 5000 });

    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(mascot(canvasElement)).toHaveAttribute('data-state', 'paused');
    const held = drawing(canvasElement);
    await pause(300);
    await expect(drawing(canvasElement)).toBe(held);

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Reduce motion' }));
    await waitFor(() => expect(mascot(canvasElement)).toHaveAttribute('data-state', 'static'), {
      timeout: 15_000,
    });
  },
};

/** The model paused it before it ever played: it rests on its first frame. */
export const Paused: Story = {
  args: { playing: false },
  decorators: [
    (Story) => (
      <MotionConfig reducedMotion="never">
        <Story />
      </MotionConfig>
    ),
  ],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(mascot(canvasElement)).toHaveAttribute('data-state', 'paused');
  },
};
