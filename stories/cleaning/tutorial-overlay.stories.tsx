import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  $canGoBack,
  $tutorialOpen,
  $tutorialStep,
  $tutorialVariant,
  TUTORIAL_STEPS,
  tutorialBackClicked,
  tutorialKeyPressed,
  tutorialNextClicked,
  tutorialSkipped,
  tutorialSwiped,
} from '@/features/tutorial/model';
import { TutorialOverlay } from '@/features/tutorial/ui/tutorial-overlay';
import { drag } from '../support/pointer';

const NEWSLETTERS = TUTORIAL_STEPS.newsletters;
const FETCH = TUTORIAL_STEPS.fetch;

const meta = {
  title: 'Cleaning/TutorialOverlay',
  component: TutorialOverlay,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    step: 'unsubscribes',
    steps: NEWSLETTERS,
    canGoBack: false,
    onSwiped: fn(),
    onKeyPressed: fn(),
    onNext: fn(),
    onBack: fn(),
    onSkip: fn(),
  },
} satisfies Meta<typeof TutorialOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const demoCard = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector('[data-slot="tutorial-demo-card"]') as HTMLElement;

/** Step 1 of the cleaning-screen order: swipe left (or ←) to unsubscribe; no Back yet. */
export const Unsubscribes: Story = {
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Unsubscribe' });
    await expect(within(dialog).getByText('Step 1 of 6')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Skip' })).toBeVisible();
  },
};

export const Delete: Story = { args: { step: 'delete', canGoBack: true } };

export const Later: Story = { args: { step: 'later', canGoBack: true } };

export const Keep: Story = { args: { step: 'keep', canGoBack: true } };

/** Spams has no gesture: it explains the badge and goes on with Next. */
export const Spams: Story = {
  args: { step: 'spams', canGoBack: true },
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Spam is flagged' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** The last step: no Back, no Skip, Start closes. */
export const End: Story = {
  args: { step: 'end', canGoBack: false },
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'You’re all set!' });
    await expect(within(dialog).queryByRole('button', { name: 'Skip' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start sorting' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** The fetch-screen order (unsubscribes, delete, keep, spams, later, end): later is step 5 of 6. */
export const FetchScreenOrder: Story = {
  args: { steps: FETCH, step: 'later', canGoBack: true },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByText('Step 5 of 6')).toBeVisible();
  },
};

/** Back, Skip, Escape, the arrow keys and the step's button report to the model. */
export const Callbacks: Story = {
  args: { step: 'later', canGoBack: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Decide later' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onKeyPressed).toHaveBeenLastCalledWith(38);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onKeyPressed).toHaveBeenLastCalledWith(40);
    await userEvent.click(dialog.getByRole('button', { name: 'Later' }));
    await expect(args.onSwiped).toHaveBeenLastCalledWith('later');
    await userEvent.click(dialog.getByRole('button', { name: 'Skip' }));
    await expect(args.onSkip).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onSkip).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(demoCard(canvasElement)).toBeInTheDocument());
  },
};

/** Wired to the tutorial model in this story's scope: it advances only on the matching gesture. */
function WithModel() {
  const [open, step, variant, canGoBack] = useUnit([
    $tutorialOpen,
    $tutorialStep,
    $tutorialVariant,
    $canGoBack,
  ]);
  const events = useUnit({
    swiped: tutorialSwiped,
    keyPressed: tutorialKeyPressed,
    next: tutorialNextClicked,
    back: tutorialBackClicked,
    skip: tutorialSkipped,
  });
  return (
    <TutorialOverlay
      open={open}
      step={step}
      steps={TUTORIAL_STEPS[variant]}
      canGoBack={canGoBack}
      onSwiped={events.swiped}
      onKeyPressed={events.keyPressed}
      onNext={events.next}
      onBack={events.back}
      onSkip={events.skip}
    />
  );
}

export const AdvancesOnMatchingGesture: Story = {
  parameters: { workbench: { scopeValues: [[$tutorialOpen, true]] } },
  render: () => <WithModel />,
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const title = () => screen.getByRole('dialog').querySelector('h2')?.textContent;
    await expect(title()).toBe('Unsubscribe');
    await userEvent.keyboard('{ArrowRight}');
    await expect(title()).toBe('Unsubscribe');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(title()).toBe('Delete'));
    await drag(demoCard(canvasElement), { dy: -220 });
    await waitFor(() => expect(title()).toBe('Decide later'));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(title()).toBe('Delete'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(title()).toBe('Decide later'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(title()).toBe('Keep'));
    await drag(demoCard(canvasElement), { dx: -220 });
    await expect(title()).toBe('Keep');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(title()).toBe('Spam is flagged'));
    await expect(screen.getByText('Step 5 of 6')).toBeVisible();
  },
};

export const RightToLeft: Story = { globals: { locale: 'ar-sa' }, args: { step: 'keep', canGoBack: true } };
