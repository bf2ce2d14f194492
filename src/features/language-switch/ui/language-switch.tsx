import * as Select from '@radix-ui/react-select';
import { cva, type VariantProps } from 'class-variance-authority';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@/shared/config/constants';
import { isLocale } from '@/shared/i18n/locale';
import { cn } from '@/shared/lib/cn';
import { Icon } from '@/shared/ui/icon';

const triggerVariants = cva(
  [
    'inline-flex h-11 min-w-56 items-center gap-2.5 rounded-pill border px-4 text-start text-sm font-semibold',
    'transition-colors duration-fast',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus',
    'disabled:cursor-not-allowed disabled:opacity-45',
  ],
  {
    variants: {
      tone: {
        light:
          'border-border-strong bg-surface text-text hover:bg-surface-muted data-[state=open]:bg-surface-muted',
        dark: [
          'border-text-inverse/25 bg-text-inverse/10 text-text-inverse',
          'hover:bg-text-inverse/15 data-[state=open]:bg-text-inverse/15',
        ],
      },
    },
    defaultVariants: { tone: 'light' },
  },
);

export interface LanguageSwitchProps extends VariantProps<typeof triggerVariants> {
  /** The interface language now. */
  value: Locale;
  /** A language was picked (the i18n model's `localeChanged`). */
  onChange: (locale: Locale) => void;
  /** Show the "Language" label above the control (otherwise it only names the control). */
  showLabel?: boolean;
  disabled?: boolean;
  /** Layout direction; defaults to the interface language's. */
  dir?: 'ltr' | 'rtl';
  /** Open at first (stories of the open list). */
  defaultOpen?: boolean;
  className?: string;
}

/**
 * The interface language picker (Radix Select): the 22 locales, each named in its own language (and
 * marked with its `lang` so screen readers pronounce it right). Keyboard: Enter, Space or arrows open
 * it, arrows and type-ahead move, Enter picks, Escape closes.
 */
export function LanguageSwitch({
  value,
  onChange,
  tone,
  showLabel = false,
  disabled,
  dir,
  defaultOpen,
  className,
}: LanguageSwitchProps) {
  const { t, i18n } = useTranslation('navigation');
  const labelId = useId();
  const direction = dir ?? i18n.dir(i18n.language);
  return (
    <div data-slot="language-switch" className={cn('inline-flex flex-col gap-2', className)}>
      <span
        id={labelId}
        className={cn(
          showLabel ? 'text-xs font-semibold tracking-wide uppercase' : 'sr-only',
          tone === 'dark' ? 'text-text-inverse' : 'text-text-muted',
        )}
      >
        {t('language_label')}
      </span>
      <Select.Root
        value={value}
        onValueChange={(next) => {
          if (isLocale(next) && next !== value) onChange(next);
        }}
        dir={direction}
        disabled={disabled}
        defaultOpen={defaultOpen}
      >
        <Select.Trigger aria-labelledby={labelId} className={triggerVariants({ tone })}>
          <Icon name="globe" size="sm" className="shrink-0 opacity-80" />
          <span lang={value} className="min-w-0 flex-1 truncate">
            <Select.Value />
          </span>
          <Select.Icon asChild>
            <Icon name="chevron-down" size="sm" className="shrink-0 opacity-80" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            side="top"
            sideOffset={8}
            collisionPadding={12}
            data-slot="language-switch-list"
            className={cn(
              'z-overlay w-(--radix-select-trigger-width) min-w-56 overflow-hidden rounded-card border border-border',
              'max-h-[min(24rem,var(--radix-select-content-available-height))] bg-surface text-text shadow-overlay',
              'data-[state=open]:animate-pop-in',
            )}
          >
            <Select.ScrollUpButton className="flex h-7 items-center justify-center text-text-subtle">
              <Icon name="chevron-up" size="sm" />
            </Select.ScrollUpButton>
            <Select.Viewport className="p-1.5">
              {LOCALES.map((locale) => (
                <Select.Item
                  key={locale}
                  value={locale}
                  lang={locale}
                  className={cn(
                    'relative flex h-10 cursor-pointer items-center gap-3 rounded-md ps-3 pe-9 text-sm text-text outline-none select-none',
                    'data-highlighted:bg-surface-sunken data-[state=checked]:font-semibold data-[state=checked]:text-brand-strong',
                  )}
                >
                  <Select.ItemText>{t(`language_names.${locale}`)}</Select.ItemText>
                  <Select.ItemIndicator className="absolute end-3 inline-flex items-center">
                    <Icon name="check" size="sm" />
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Viewport>
            <Select.ScrollDownButton className="flex h-7 items-center justify-center text-text-subtle">
              <Icon name="chevron-down" size="sm" />
            </Select.ScrollDownButton>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
