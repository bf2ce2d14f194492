import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '@/shared/ui/button';
import { StepTabs, type StepTabsStep } from '@/shared/ui/step-tabs';

const GOOGLE_STEPS: StepTabsStep[] = [
  { id: 'two-step', title: 'Two-step verification' },
  { id: 'app-password', title: 'Application password' },
  { id: 'login', title: 'Sign in' },
];

const NAVER_STEPS: StepTabsStep[] = [
  { id: 'imap', title: 'Enable IMAP' },
  { id: 'two-factor', title: 'Activate two-factor authentication' },
  { id: 'create', title: 'Create an application password' },
  { id: 'enter', title: 'Enter it' },
];

const meta = {
  title: 'Basics/StepTabs',
  component: StepTabs,
  args: { steps: GOOGLE_STEPS, current: 1, onStepSelect: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="mx-auto max-w-3xl p-4 sm:p-8">{Story()}</div>],
} satisfies Meta<typeof StepTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

function Flow({
  steps,
  start,
  onStepSelect,
}: {
  steps: StepTabsStep[];
  start: number;
  onStepSelect: (i: number) => void;
}) {
  const [current, setCurrent] = useState(start);
  return (
    <div className="flex flex-col gap-8">
      <StepTabs
        steps={steps}
        current={current}
        onStepSelect={(index) => {
          onStepSelect(index);
          setCurrent(index);
        }}
      />
      <div className="flex justify-end">
        <Button iconEnd="arrow-right" onClick={() => setCurrent((c) => Math.min(c + 1, steps.length - 1))}>
          Next
        </Button>
      </div>
    </div>
  );
}

const stepTab = (
  canvas: { getByRole: (role: 'button', o: { name: RegExp }) => HTMLElement },
  title: string,
) => canvas.getByRole('button', { name: new RegExp(title) });

/** Tabs only go backwards: a later tab refuses the click, an earlier one goes back. */
export const OnlyBackwards: Story = {
  render: (args) => <Flow steps={GOOGLE_STEPS} start={1} onStepSelect={args.onStepSelect ?? (() => {})} />,
  play: async ({ canvas, args }) => {
    const first = stepTab(canvas, 'Two-step verification');
    const second = stepTab(canvas, 'Application password');
    const third = stepTab(canvas, 'Sign in');
    await expect(second).toHaveAttribute('aria-current', 'step');
    await expect(third).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      'Step 2 of 3',
    );

    // Forward jump refused.
    await userEvent.click(third);
    await expect(args.onStepSelect).not.toHaveBeenCalled();
    await expect(second).toHaveAttribute('aria-current', 'step');
    await expect(third).not.toHaveAttribute('aria-current');
    // Clicking the current step does nothing either.
    await userEvent.click(second);
    await expect(args.onStepSelect).not.toHaveBeenCalled();

    // Backward accepted.
    await userEvent.click(first);
    await expect(args.onStepSelect).toHaveBeenCalledOnce();
    await expect(args.onStepSelect).toHaveBeenCalledWith(0);
    await expect(first).toHaveAttribute('aria-current', 'step');
    await expect(second).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      'Step 1 of 3',
    );
  },
};

/** Keyboard: Tab reaches the earlier steps (later ones are skipped), Enter or Space goes back. */
export const Keyboard: Story = {
  render: (args) => <Flow steps={NAVER_STEPS} start={3} onStepSelect={args.onStepSelect ?? (() => {})} />,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(stepTab(canvas, 'Enable IMAP')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const create = stepTab(canvas, 'Create an application password');
    await expect(create).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepSelect).toHaveBeenLastCalledWith(2);
    await expect(create).toHaveAttribute('aria-current', 'step');
    // The last step is now ahead: out of the tab order, and Enter on it does nothing.
    const enter = stepTab(canvas, 'Enter it');
    await userEvent.tab();
    await expect(enter).not.toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    enter.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onStepSelect).toHaveBeenCalledTimes(1);
    await expect(create).toHaveAttribute('aria-current', 'step');
    // Space on an earlier step goes back too.
    stepTab(canvas, 'Activate two-factor').focus();
    await userEvent.keyboard(' ');
    await expect(args.onStepSelect).toHaveBeenLastCalledWith(1);
  },
};

/** Every position of a three-step and a four-step flow, plus a finer progress inside a step. */
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-10">
      <StepTabs steps={GOOGLE_STEPS} current={0} label="First step" />
      <StepTabs steps={GOOGLE_STEPS} current={1} label="Second step" />
      <StepTabs steps={GOOGLE_STEPS} current={2} label="Last step" />
      <StepTabs steps={NAVER_STEPS} current={1} progress={40} label="Naver steps" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('navigation')).toHaveLength(4);
    await expect(canvas.getByRole('navigation', { name: 'Naver steps' })).toBeInTheDocument();
  },
};

/** Long step titles (Finnish and German words) wrap to two lines at most. */
export const LongTitles: Story = {
  globals: { locale: 'fi-fi' },
  args: {
    current: 2,
    steps: [
      { id: 'a', title: 'Kaksivaiheisen tunnistautumisen käyttöönotto' },
      { id: 'b', title: 'Sovelluskohtaisen salasanan luominen' },
      { id: 'c', title: 'Anwendungspasswort eingeben' },
      { id: 'd', title: 'Kirjaudu sisään' },
    ],
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  args: {
    current: 1,
    steps: [
      { id: 'two-step', title: 'التحقق بخطوتين' },
      { id: 'app-password', title: 'كلمة مرور التطبيق' },
      { id: 'login', title: 'تسجيل الدخول' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'الخطوات' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /كلمة مرور التطبيق/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
  },
};
