import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/shared/ui/dialog';
import { Icon } from '@/shared/ui/icon';
import { Switch } from '@/shared/ui/switch';
import type { CookiePreferenceItem } from '../model';

/** A cookie preference item as the cookie-consent model builds it (onboarding §3). */
export type CookieItemView = CookiePreferenceItem;

export interface CookiePreferencesModalProps {
  open: boolean;
  /** The items to show, necessary first (the model already dropped the EEA-only ones where needed). */
  items: readonly CookieItemView[];
  /** Every optional item is on. */
  allOptionalActive: boolean;
  onItemToggle: (change: { name: string; active: boolean }) => void;
  onAllOptionalToggle: (active: boolean) => void;
  /** Update: save the toggles. */
  onUpdate: () => void;
  /** Close, Escape, the overlay or the close button. */
  onClose: () => void;
}

interface Group {
  description: string;
  items: CookieItemView[];
}

/** Items sharing a description are shown together under it, in the order they come. */
function groupByDescription(items: readonly CookieItemView[]): Group[] {
  const groups: Group[] = [];
  for (const item of items) {
    const group = groups.find((entry) => entry.description === item.description);
    if (group) group.items.push(item);
    else groups.push({ description: item.description, items: [item] });
  }
  return groups;
}

/**
 * Cookie preferences: the always-on list, then the optional items with their toggles and a switch for
 * all of them at once; Update saves, Close leaves.
 */
export function CookiePreferencesModal({
  open,
  items,
  allOptionalActive,
  onItemToggle,
  onAllOptionalToggle,
  onUpdate,
  onClose,
}: CookiePreferencesModalProps) {
  const { t, i18n } = useTranslation(['overlays', 'platform']);
  const mandatoryId = useId();
  const optionalId = useId();
  const necessary = groupByDescription(items.filter((item) => item.necessary));
  const optional = groupByDescription(items.filter((item) => !item.necessary));
  const since = items.find((item) => item.since !== null)?.since ?? null;
  const sinceText =
    since === null
      ? null
      : t('cookie_since', {
          date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(since),
        });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent size="lg" className="pb-0 sm:pb-0">
        <DialogHeader icon="cookie" tone="later">
          <DialogTitle>{t('platform:cookie_preferences_title')}</DialogTitle>
          <DialogDescription>{t('cookie_preferences_text')}</DialogDescription>
          {sinceText && <p className="text-sm text-text-subtle">{sinceText}</p>}
        </DialogHeader>
        <DialogBody className="gap-6">
          {necessary.length > 0 && (
            <section aria-labelledby={mandatoryId} className="flex flex-col gap-3">
              <h3 id={mandatoryId} className="flex items-center gap-2 text-base font-bold text-text">
                <Icon name="lock" size="sm" className="text-text-subtle" />
                {t('platform:cookie_mandatory_title')}
              </h3>
              {necessary.map((group) => (
                <div key={group.description} className="rounded-card bg-surface-muted p-4">
                  <p className="text-sm text-text-muted">{t(group.description)}</p>
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {group.items.map((item) => (
                      <li key={item.name}>
                        <Badge tone="success" size="md" icon="check" className="font-medium">
                          {t(item.title)}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          )}
          {optional.length > 0 && (
            <section aria-labelledby={optionalId} className="flex flex-col gap-3">
              <h3 id={optionalId} className="text-base font-bold text-text">
                {t('platform:cookie_optional_title')}
              </h3>
              <Switch
                data-cookie="all-optional"
                checked={allOptionalActive}
                onCheckedChange={onAllOptionalToggle}
                label={<span className="font-semibold">{t('platform:cookie_all_optional')}</span>}
                className="rounded-card border border-brand/20 bg-brand-soft px-4 py-3"
              />
              {optional.map((group) => (
                <div key={group.description} className="rounded-card border border-border p-4">
                  <p className="text-sm text-text-muted">{t(group.description)}</p>
                  <ul className="mt-2 flex flex-col divide-y divide-border">
                    {group.items.map((item) => (
                      <li key={item.name} className="py-2 last:pb-0">
                        <Switch
                          data-cookie={item.name}
                          checked={item.active}
                          onCheckedChange={(active) => onItemToggle({ name: item.name, active })}
                          label={t(item.title)}
                          description={item.list.join(', ')}
                          className="min-h-11"
                        />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          )}
        </DialogBody>
        <DialogFooter
          data-slot="cookie-preferences-footer"
          className="sticky bottom-0 -mx-6 border-t border-border bg-surface px-6 py-4 sm:-mx-8 sm:justify-end sm:px-8"
        >
          <Button variant="outline" onClick={onClose}>
            {t('platform:cookie_close')}
          </Button>
          <Button onClick={onUpdate}>{t('platform:cookie_update')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
