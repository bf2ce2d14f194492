import { useUnit } from 'effector-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $feedbackGiven, $feedbackSending, feedbackSubmitted } from '@/features/feedback/model';
import { $locale } from '@/shared/i18n/model';
import { cn } from '@/shared/lib/cn';
import { staticPageUrl } from '@/shared/lib/router/model';
import { usePageGate } from '@/shared/lib/router/use-page-gate';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/shared/ui/accordion';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { ExternalLinkButton } from '@/shared/ui/external-link-button';
import { Icon } from '@/shared/ui/icon';
import type { IconName } from '@/shared/ui/icon-glyphs';
import { FEEDBACK_MOODS, FEEDBACK_TAGS, HelpGate } from './model';

const FAQ_KEYS = ['faq_help_1', 'faq_help_2', 'faq_help_3', 'faq_help_4'] as const;
const MOOD_ICONS: Record<(typeof FEEDBACK_MOODS)[number], IconName> = {
  love: 'star',
  like: 'success',
  neutral: 'minus',
  dislike: 'warning',
};

const chip =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-pill border border-border-strong bg-surface px-4 text-sm font-medium text-text transition-colors has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:text-brand-strong has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-border-focus';

/** /help (spec §2): the FAQ and the feedback form (mood, tags, message), once per app version. */
export function HelpPage() {
  usePageGate(HelpGate);
  return <HelpView />;
}

/** The page content (stories render it with a forked scope). */
export function HelpView() {
  const { t } = useTranslation(['account', 'navigation']);
  const { given, sending, submit, locale } = useUnit({
    given: $feedbackGiven,
    sending: $feedbackSending,
    submit: feedbackSubmitted,
    locale: $locale,
  });
  const [mood, setMood] = useState<string | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const messageId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mood) submit({ mood, tags, message: message.trim() });
  };
  return (
    <div data-page="help" className="mx-auto flex w-full max-w-2xl flex-col gap-8 p-4 pb-24 sm:p-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-text sm:text-3xl">{t('help_title')}</h1>
        <p className="text-sm text-text-muted">{t('help_text')}</p>
      </header>
      <section aria-labelledby="help-faq" className="flex flex-col gap-3">
        <h2 id="help-faq" className="text-lg font-bold text-text">
          {t('help_faq_title')}
        </h2>
        <Accordion type="single" collapsible>
          {FAQ_KEYS.map((key) => (
            <AccordionItem key={key} value={key}>
              <AccordionTrigger>{t(`${key}_q`)}</AccordionTrigger>
              <AccordionContent>{t(`${key}_a`)}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        <div>
          <ExternalLinkButton href={staticPageUrl('faq', locale)} variant="outline" size="sm">
            {t('navigation:footer_faq')}
          </ExternalLinkButton>
        </div>
      </section>
      <section aria-labelledby="help-feedback" className="flex flex-col gap-3" data-testid="feedback">
        <h2 id="help-feedback" className="text-lg font-bold text-text">
          {t('feedback_title')}
        </h2>
        {given ? (
          <EmptyState
            as="h3"
            icon="success"
            title={t('feedback_given_title')}
            description={t('feedback_given_text')}
            data-testid="feedback-given"
          />
        ) : (
          <form
            onSubmit={onSubmit}
            className="flex flex-col gap-5 rounded-card border border-border bg-surface p-5 shadow-sm"
          >
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 text-sm font-semibold text-text">{t('feedback_mood')}</legend>
              <div className="flex flex-wrap gap-2">
                {FEEDBACK_MOODS.map((value) => (
                  <label key={value} className={chip}>
                    <input
                      type="radio"
                      name="mood"
                      value={value}
                      checked={mood === value}
                      onChange={() => setMood(value)}
                      className="sr-only"
                    />
                    <Icon name={MOOD_ICONS[value]} size="sm" />
                    {t(`feedback_mood_${value}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 text-sm font-semibold text-text">{t('feedback_tags')}</legend>
              <div className="flex flex-wrap gap-2">
                {FEEDBACK_TAGS.map((value) => (
                  <label key={value} className={cn(chip, 'min-h-9 px-3')}>
                    <input
                      type="checkbox"
                      value={value}
                      checked={tags.includes(value)}
                      onChange={(event) =>
                        setTags((current) =>
                          event.target.checked ? [...current, value] : current.filter((tag) => tag !== value),
                        )
                      }
                      className="sr-only"
                    />
                    {t(`feedback_tag_${value}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="flex flex-col gap-2">
              <label htmlFor={messageId} className="text-sm font-semibold text-text">
                {t('feedback_message')}
              </label>
              <textarea
                id={messageId}
                value={message}
                maxLength={2000}
                rows={4}
                onChange={(event) => setMessage(event.target.value)}
                className="rounded-card border border-border-strong bg-surface p-3 text-sm text-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus"
              />
            </div>
            <div>
              <Button type="submit" multiline loading={sending} disabled={!mood} data-testid="feedback-send">
                {t('feedback_send')}
              </Button>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
