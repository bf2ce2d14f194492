import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/shared/ui/badge';

const meta = {
  title: 'Basics/Badge',
  component: Badge,
  args: { children: '12', tone: 'neutral' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const TONES = [
  'neutral',
  'brand',
  'new',
  'spam',
  'success',
  'warning',
  'danger',
  'unsubscribe',
  'delete',
  'keep',
  'later',
  'solid',
] as const;

export const Tones: Story = {
  render: () => (
    <div className="flex max-w-md flex-wrap gap-2 p-4">
      {TONES.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
      {TONES.map((tone) => (
        <Badge key={`${tone}-md`} tone={tone} size="md">
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

function SenderBadges() {
  const { t } = useTranslation('ui');
  return (
    <div className="flex max-w-md flex-wrap gap-2 p-4">
      <Badge tone="new">{t('badge_new')}</Badge>
      <Badge tone="spam" icon="spam">
        {t('badge_spam')}
      </Badge>
      <Badge tone="brand" icon="check">
        {t('unsubscribe_method_one_click')}
      </Badge>
      <Badge icon="external-link">{t('unsubscribe_method_web_link')}</Badge>
      <Badge icon="mail">{t('unsubscribe_method_mailto')}</Badge>
      <Badge tone="warning" icon="warning">
        {t('unsubscribe_method_none')}
      </Badge>
    </div>
  );
}

/** The labels a sender carries, from the locale. */
export const SenderLabels: Story = { render: () => <SenderBadges /> };

export const SenderLabelsRightToLeft: Story = {
  globals: { locale: 'ar-sa' },
  render: () => <SenderBadges />,
};
