import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { HistoryButton } from '@/features/my-actions/ui/history-button';
import { type DisplayMode, DisplayModeToggle } from '@/pages/newsletters/ui/display-mode-toggle';

interface ExampleProps {
  initial?: DisplayMode;
  iconOnly?: boolean;
  onValueChange?: (mode: DisplayMode) => void;
  onNavigate?: () => void;
}

/** The list's small controls: the cards / list toggle and the history button to My actions. */
function Example({ initial = 'list', iconOnly = false, onValueChange, onNavigate }: ExampleProps) {
  const [mode, setMode] = useState<DisplayMode>(initial);
  return (
    <div className="flex flex-wrap items-center gap-3 p-4">
      <DisplayModeToggle
        value={mode}
        iconOnly={iconOnly}
        onValueChange={(next) => {
          setMode(next);
          onValueChange?.(next);
        }}
      />
      <HistoryButton iconOnly={iconOnly} onNavigate={onNavigate} />
    </div>
  );
}

const meta = {
  title: 'Cleaning/ListControls',
  component: Example,
  args: { onValueChange: fn(), onNavigate: fn() },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: (args) => (
    <div className="flex flex-col gap-2">
      <Example {...args} initial="list" />
      <Example {...args} initial="cards" />
      <Example {...args} initial="cards" iconOnly />
    </div>
  ),
};

/** Arrows move between cards and list, Space switches; one mode is always on. */
export const ToggleKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('radio', { name: 'List' });
    const cards = canvas.getByRole('radio', { name: 'Cards' });
    await expect(list).toHaveAttribute('data-state', 'on');
    await userEvent.tab();
    await expect(list).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(cards).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenCalledWith('cards');
    await expect(cards).toHaveAttribute('data-state', 'on');
    await userEvent.keyboard(' ');
    await expect(cards).toHaveAttribute('data-state', 'on');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

/** The history button is a link to /my-actions. */
export const HistoryLink: Story = {
  args: { iconOnly: true },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'My actions' });
    await expect(link).toHaveAttribute('href', '/my-actions');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledOnce());
  },
};

export const RightToLeft: Story = { globals: { locale: 'ar-sa' } };

export const LongWordsFinnish: Story = { globals: { locale: 'fi-fi' } };
