import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, type ButtonProps } from '@/shared/ui/button';
import { expectTextInside } from '../support/text-fit';

const meta = {
  title: 'Basics/Button',
  component: Button,
  args: { children: 'Unsubscribe', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

const VARIANTS = [
  'primary',
  'secondary',
  'outline',
  'ghost',
  'danger',
  'unsubscribe',
  'delete',
  'keep',
  'later',
  'link',
] as const;

/** Every variant, enabled and disabled. */
export const Variants: Story = {
  render: (args) => (
    <div className="grid grid-cols-2 gap-3 p-4">
      {VARIANTS.map((variant) => (
        <div key={variant} className="contents">
          <Button {...args} variant={variant}>
            {variant}
          </Button>
          <Button {...args} variant={variant} disabled>
            {variant}
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3 p-4">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const WithIcons: Story = {
  render: (args) => (
    <div className="flex flex-col items-start gap-3 p-4">
      <Button {...args} variant="unsubscribe" icon="unsubscribe">
        Unsubscribe
      </Button>
      <Button {...args} variant="outline" icon="share">
        Share
      </Button>
      <Button {...args} variant="secondary" iconEnd="arrow-right">
        Next
      </Button>
    </div>
  ),
};

/** Loading keeps the width, shows a spinner, is announced busy and ignores presses. */
export const Loading: Story = {
  args: { loading: true, children: 'Sign in' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Next' },
};

export const FullWidthLongText: Story = {
  args: {
    fullWidth: true,
    children: 'Connect another mailbox and keep cleaning',
  },
  decorators: [(Story) => <div className="w-80">{Story()}</div>],
};

/**
 * `multiline`: a label longer than the room (Greek on a 320 px phone's landing) takes two lines inside
 * the button instead of running past its edges; a label that fits keeps one line and the size's height.
 */
export const Multiline: Story = {
  render: (args) => (
    <div className="flex w-72 flex-col gap-3 p-4">
      <Button {...args} size="lg" multiline iconEnd="arrow-right">
        Καθάρισμα γραμματοκιβωτίου
      </Button>
      <Button {...args} size="lg" multiline iconEnd="arrow-right">
        Clean
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const long = canvas.getByRole('button', { name: 'Καθάρισμα γραμματοκιβωτίου' });
    const short = canvas.getByRole('button', { name: 'Clean' });
    // The label stays inside the button, on two lines; the short one keeps the size's 52 px.
    await expectTextInside(long);
    await expect(long.getBoundingClientRect().height).toBeGreaterThan(60);
    await expect(short.getBoundingClientRect().height).toBe(52);
  },
};

/** asChild renders a link with the button's look. */
export const AsLink: Story = {
  render: (args) => (
    <Button asChild variant={args.variant}>
      <a href="#add-inbox">Add a mailbox</a>
    </Button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Add a mailbox' })).toHaveAttribute('data-slot', 'button');
  },
};

/** Keyboard: Tab reaches the button with a visible focus ring; Enter and Space press it. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Unsubscribe' });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

function BackAndNext(args: ButtonProps) {
  const { t } = useTranslation('ui');
  return (
    <div className="flex gap-3 p-4">
      <Button {...args} variant="outline" icon="arrow-left">
        {t('back')}
      </Button>
      <Button {...args} iconEnd="arrow-right">
        {t('next')}
      </Button>
    </div>
  );
}

/** Labels from the locale; icons that follow the reading direction flip. */
export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  render: (args) => <BackAndNext {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'التالي' })).toBeInTheDocument();
  },
};

function ActionButtons(args: ButtonProps) {
  const { t } = useTranslation('ui');
  return (
    <div className="grid grid-cols-2 gap-3 p-4">
      <Button {...args} variant="unsubscribe" icon="unsubscribe">
        {t('action_unsubscribes')}
      </Button>
      <Button {...args} variant="delete" icon="delete">
        {t('action_delete')}
      </Button>
      <Button {...args} variant="keep" icon="keep">
        {t('action_keep')}
      </Button>
      <Button {...args} variant="later" icon="later">
        {t('action_later')}
      </Button>
    </div>
  );
}

/** The four sender actions, labelled from the locale (switch the toolbar's locale to see them). */
export const SenderActions: Story = {
  render: (args) => <ActionButtons {...args} />,
};

export const SenderActionsGerman: Story = {
  globals: { locale: 'de-de' },
  render: (args) => <ActionButtons {...args} />,
};
