import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  $allOptionalActive,
  $cookieItems,
  $cookiePreferencesOpen,
  allOptionalToggled,
  COOKIE_ITEM_GROUP,
  type CookieItemName,
  cookieItemToggled,
  EEA_ONLY_ITEMS,
  NECESSARY_COOKIE_ITEMS,
  OPTIONAL_COOKIE_ITEMS,
  type OptionalCookieItem,
} from '@/entities/cookie-consent/model';
import {
  type CookieItemView,
  CookiePreferencesModal,
} from '@/entities/cookie-consent/ui/cookie-preferences-modal';

/** Items built exactly as the cookie-consent model builds them. */
function itemsFor({
  eea,
  active = {},
  since = null,
}: {
  eea: boolean;
  active?: Partial<Record<OptionalCookieItem, boolean>>;
  since?: number | null;
}): CookieItemView[] {
  const view = (name: CookieItemName, necessary: boolean, on: boolean): CookieItemView => ({
    name,
    necessary,
    active: on,
    since,
    title: `platform:cookie_${name}_title`,
    description: `platform:cookie_${COOKIE_ITEM_GROUP[name]}_description`,
    list: [name],
  });
  return [
    ...NECESSARY_COOKIE_ITEMS.map((name) => view(name, true, true)),
    ...OPTIONAL_COOKIE_ITEMS.filter((name) => eea || !EEA_ONLY_ITEMS.includes(name)).map((name) =>
      view(name, false, active[name] ?? false),
    ),
  ];
}

interface ExampleProps {
  eea: boolean;
  since?: number | null;
  initial?: Partial<Record<OptionalCookieItem, boolean>>;
  onItemToggle: (change: { name: string; active: boolean }) => void;
  onAllOptionalToggle: (active: boolean) => void;
  onUpdate: () => void;
  onClose: () => void;
}

/** A draft kept like the model's `$cookieDraft`: item toggles and the all-optional switch. */
function Example({
  eea,
  since = null,
  initial = {},
  onItemToggle,
  onAllOptionalToggle,
  onUpdate,
  onClose,
}: ExampleProps) {
  const [draft, setDraft] = useState(initial);
  const items = itemsFor({ eea, active: draft, since });
  const optional = items.filter((item) => !item.necessary);
  return (
    <CookiePreferencesModal
      open
      items={items}
      allOptionalActive={optional.every((item) => item.active)}
      onItemToggle={(change) => {
        onItemToggle(change);
        setDraft((current) => ({ ...current, [change.name]: change.active }));
      }}
      onAllOptionalToggle={(active) => {
        onAllOptionalToggle(active);
        setDraft(Object.fromEntries(OPTIONAL_COOKIE_ITEMS.map((name) => [name, active])));
      }}
      onUpdate={onUpdate}
      onClose={onClose}
    />
  );
}

const meta = {
  title: 'Overlays/CookiePreferencesModal',
  component: Example,
  parameters: { layout: 'fullscreen' },
  args: {
    eea: true,
    onItemToggle: fn(),
    onAllOptionalToggle: fn(),
    onUpdate: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** In the EEA: ten always-on items and eight optional toggles, all off before any choice. */
export const InTheEea: Story = {
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Cookie preferences' });
    // The all-optional switch plus one per optional item.
    await expect(within(dialog).getAllByRole('switch')).toHaveLength(1 + 8);
    await expect(within(dialog).getByRole('switch', { name: 'Ad user data' })).not.toBeChecked();
  },
};

/** Outside the EEA the model leaves out ad user data and ad personalisation: six toggles. */
export const OutsideTheEea: Story = {
  args: { eea: false },
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog');
    await expect(within(dialog).getAllByRole('switch')).toHaveLength(1 + 6);
    await expect(within(dialog).queryByRole('switch', { name: 'Ad user data' })).not.toBeInTheDocument();
  },
};

/** A saved choice: its date is shown and the toggles reflect it. */
export const WithASavedChoice: Story = {
  args: {
    since: Date.UTC(2026, 2, 4, 10, 0, 0),
    initial: { analytics_storage: true, smartlook: true, utm: true },
  },
};

/** Item toggles report {name, active}; the all-optional switch turns every item on, and off again
 * as soon as one item is off. */
export const TogglesAndAllOptional: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = page(canvasElement).getByRole('dialog');
    const all = within(dialog).getByRole('switch', { name: 'All optional cookies' });
    const audience = within(dialog).getByRole('switch', { name: 'Audience measurement' });
    await userEvent.click(audience);
    await expect(args.onItemToggle).toHaveBeenCalledWith({ name: 'analytics_storage', active: true });
    await expect(audience).toBeChecked();
    await expect(all).not.toBeChecked();
    await userEvent.click(all);
    await expect(args.onAllOptionalToggle).toHaveBeenCalledWith(true);
    for (const toggle of within(dialog).getAllByRole('switch')) await expect(toggle).toBeChecked();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Ad tags' }));
    await expect(args.onItemToggle).toHaveBeenLastCalledWith({ name: 'ad_tag', active: false });
    await expect(all).not.toBeChecked();
    await userEvent.click(all);
    await userEvent.click(all);
    await expect(args.onAllOptionalToggle).toHaveBeenLastCalledWith(false);
    for (const toggle of within(dialog).getAllByRole('switch')) await expect(toggle).not.toBeChecked();
  },
};

/** Keyboard: Tab to a switch, Space toggles it; Update saves; Escape closes. */
export const KeyboardUpdateAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const all = body.getByRole('switch', { name: 'All optional cookies' });
    await waitFor(() => expect(all).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onAllOptionalToggle).toHaveBeenCalledWith(true);
    await userEvent.tab();
    await expect(body.getByRole('switch', { name: 'Audience measurement' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onItemToggle).toHaveBeenCalledWith({ name: 'analytics_storage', active: false });
    // Smartlook, the four advertising items, Adjust, campaign tracking, then Close and Update.
    for (let step = 0; step < 9; step++) await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Update' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUpdate).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Wired to the cookie-consent model in the story's scope: its items, draft and events. */
function WithModel() {
  const model = useUnit({
    open: $cookiePreferencesOpen,
    items: $cookieItems,
    all: $allOptionalActive,
    toggle: cookieItemToggled,
    toggleAll: allOptionalToggled,
  });
  return (
    <CookiePreferencesModal
      open={model.open}
      items={model.items}
      allOptionalActive={model.all}
      onItemToggle={(change) => model.toggle(change as { name: OptionalCookieItem; active: boolean })}
      onAllOptionalToggle={model.toggleAll}
      onUpdate={() => undefined}
      onClose={() => undefined}
    />
  );
}

export const DrivenByTheModel: Story = {
  render: () => <WithModel />,
  parameters: { workbench: { scopeValues: [[$cookiePreferencesOpen, true]] } },
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog');
    const smartlook = within(dialog).getByRole('switch', { name: 'Smartlook' });
    await userEvent.click(smartlook);
    await waitFor(() => expect(smartlook).toBeChecked());
    const all = within(dialog).getByRole('switch', { name: 'All optional cookies' });
    await userEvent.click(all);
    await waitFor(() => expect(all).toBeChecked());
    for (const toggle of within(dialog).getAllByRole('switch')) await expect(toggle).toBeChecked();
  },
};

export const LongTextGerman: Story = { globals: { locale: 'de-de' } };

export const RightToLeft: Story = { globals: { locale: 'ar-sa' }, args: { since: Date.UTC(2026, 2, 4) } };
