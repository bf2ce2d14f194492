import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/shared/ui/accordion';

interface Faq {
  id: string;
  question: string;
  answer: string;
}

const FAQ: Faq[] = [
  {
    id: 'what',
    question: 'What does Tidy Fox do with my mailbox?',
    answer:
      'It lists the senders of newsletters and spam so that you can unsubscribe, delete their mails, keep them or sort them later.',
  },
  {
    id: 'partner',
    question: 'How does the partner offer work?',
    answer:
      'Sign up through the partner page and your first cleaning report is shared with the partner only if you agree.',
  },
  {
    id: 'free',
    question: 'Is it free?',
    answer: 'Yes. Cleaning your mailboxes is free, with no limit on the number of senders.',
  },
  {
    id: 'data',
    question: 'Can I delete my data?',
    answer: 'Yes, at any time from the settings: your account and everything linked to it are erased.',
  },
];

const LONG: Faq[] = [
  {
    id: 'long',
    question:
      'Why does my provider ask for an application password instead of my usual password, and where do I create one when two-step verification is already switched on?',
    answer: Array.from(
      { length: 4 },
      () =>
        'Some providers no longer let other apps sign in with your usual password. They give you a separate sixteen-character password for one app, which you can revoke at any time without changing your main password.',
    ).join(' '),
  },
  ...FAQ.slice(0, 2),
];

function Faqs({ items }: { items: Faq[] }) {
  return items.map((item) => (
    <AccordionItem key={item.id} value={item.id}>
      <AccordionTrigger>{item.question}</AccordionTrigger>
      <AccordionContent>{item.answer}</AccordionContent>
    </AccordionItem>
  ));
}

interface FaqAccordionProps {
  type: 'single' | 'multiple';
  /** Questions open at first. */
  open?: string[];
  items?: Faq[];
  dir?: 'ltr' | 'rtl';
  /** Adds a disabled question at the end. */
  withDisabled?: boolean;
}

/** A FAQ as the partner page shows it. */
function FaqAccordion({ type, open = [], items = FAQ, dir, withDisabled = false }: FaqAccordionProps) {
  const content = (
    <>
      <Faqs items={items} />
      {withDisabled && (
        <AccordionItem value="disabled" disabled>
          <AccordionTrigger>Referral rewards (coming soon)</AccordionTrigger>
          <AccordionContent>Not yet available.</AccordionContent>
        </AccordionItem>
      )}
    </>
  );
  return type === 'single' ? (
    <Accordion type="single" collapsible defaultValue={open[0]} dir={dir}>
      {content}
    </Accordion>
  ) : (
    <Accordion type="multiple" defaultValue={open} dir={dir}>
      {content}
    </Accordion>
  );
}

const meta = {
  title: 'Basics/Accordion',
  component: FaqAccordion,
  subcomponents: { Accordion, AccordionItem, AccordionTrigger, AccordionContent },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="mx-auto max-w-2xl p-4 sm:p-8">{Story()}</div>],
} satisfies Meta<typeof FaqAccordion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Single: one answer open at a time; pressing it again closes it. */
export const Single: Story = {
  args: { type: 'single', open: ['what'] },
};

/** Keyboard: Enter and Space toggle, ArrowDown/ArrowUp move between questions, Home/End jump. */
export const Keyboard: Story = {
  args: { type: 'single' },
  play: async ({ canvas }) => {
    const [what, partner, free, data] = FAQ.map((item) =>
      canvas.getByRole('button', { name: item.question }),
    ) as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    await userEvent.tab();
    await expect(what).toHaveFocus();
    await expect(what).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(what).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: FAQ[0]?.question })).toHaveTextContent(
      /newsletters and spam/,
    );
    await userEvent.keyboard(' ');
    await expect(what).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowDown}');
    await expect(partner).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(partner).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(free).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Single: opening one closes the other.
    await expect(free).toHaveAttribute('aria-expanded', 'true');
    await expect(partner).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowUp}');
    await expect(partner).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(data).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(what).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(what).toHaveFocus();
  },
};

/** Multiple: any number open at once. */
export const Multiple: Story = {
  args: { type: 'multiple', open: ['what'] },
  play: async ({ canvas }) => {
    const free = canvas.getByRole('button', { name: 'Is it free?' });
    await userEvent.click(free);
    await expect(free).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: FAQ[0]?.question })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const LongText: Story = {
  args: { type: 'multiple', open: ['long'], items: LONG, withDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /coming soon/ })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  args: {
    type: 'single',
    open: ['a'],
    dir: 'rtl',
    items: [
      {
        id: 'a',
        question: 'ماذا يفعل Tidy Fox بصندوق بريدي؟',
        answer:
          'يعرض مرسلي النشرات الإخبارية والرسائل المزعجة لتتمكن من إلغاء الاشتراك أو الحذف أو الإبقاء أو الفرز لاحقًا.',
      },
      { id: 'b', question: 'هل الخدمة مجانية؟', answer: 'نعم، تنظيف صناديق بريدك مجاني.' },
      { id: 'c', question: 'هل يمكنني حذف بياناتي؟', answer: 'نعم، في أي وقت من الإعدادات.' },
    ],
  },
};
