import { createEvent, createStore, sample } from 'effector';
import type { Subscription } from '@/entities/subscription/types';
import type { SenderAction } from '@/shared/config/constants';
import { createStoredValue } from '@/shared/lib/storage/model';

/** Display mode of the cleaning screen (spec §3 Page). */
export type NewslettersPage = 'list' | 'cards' | 'tuto';
/** Actions with a confirmation and a "do not ask again" checkbox (spec §4 Confirmation modal). */
export type ConfirmableAction = Exclude<SenderAction, 'later'>;

const flag = (key: string) =>
  createStoredValue<boolean>({
    key,
    defaultValue: false,
    parse: (raw) => raw === 'true',
    serialize: (value) => (value ? 'true' : null),
  });

/** Stored per-action disable flags (spec §3 local storage keys). */
export const disableModalFlags: Record<ConfirmableAction, ReturnType<typeof flag>> = {
  keep: flag('disableModalKeep'),
  unsubscribes: flag('disableModalUnsubscribe'),
  delete: flag('disableModalDelete'),
};

interface Request {
  items: Subscription[];
  action: SenderAction;
}

/** The user chose an action on senders in the given display mode. */
export const actionChosen = createEvent<Request & { mode: NewslettersPage }>();
/** The action goes ahead (confirmed, or no confirmation needed): wire it to the sender actions. */
export const actionConfirmed = createEvent<Request>();
export const doNotAskAgainToggled = createEvent<boolean>();
export const confirmClicked = createEvent();
export const confirmationCancelled = createEvent();

export const $pendingAction = createStore<Request | null>(null);
export const $confirmationOpen = $pendingAction.map((pending) => pending !== null);
export const $doNotAskAgain = createStore(false);

const $disabled = createStore<Record<ConfirmableAction, boolean>>({
  keep: false,
  unsubscribes: false,
  delete: false,
});
for (const action of ['keep', 'unsubscribes', 'delete'] as const) {
  sample({
    clock: disableModalFlags[action].$value,
    source: $disabled,
    fn: (disabled, value) => ({ ...disabled, [action]: value }),
    target: $disabled,
  });
}

const needsConfirmation = (
  disabled: Record<ConfirmableAction, boolean>,
  { action, mode }: Request & { mode: NewslettersPage },
) => mode === 'list' && action !== 'later' && !disabled[action];

// Only in list mode, never in cards mode; skipped when the per-action disable flag is stored.
sample({
  clock: actionChosen,
  source: $disabled,
  filter: (disabled, request) => !needsConfirmation(disabled, request),
  fn: (_, { items, action }) => ({ items, action }),
  target: actionConfirmed,
});
sample({
  clock: actionChosen,
  source: $disabled,
  filter: needsConfirmation,
  fn: (_, { items, action }) => ({ items, action }),
  target: $pendingAction,
});
$doNotAskAgain.on(doNotAskAgainToggled, (_, value) => value).reset(actionChosen, confirmationCancelled);

const confirmed = sample({
  clock: confirmClicked,
  source: { pending: $pendingAction, doNotAskAgain: $doNotAskAgain },
  filter: ({ pending }) => pending !== null,
  fn: ({ pending, doNotAskAgain }) => ({ request: pending as Request, doNotAskAgain }),
});
for (const action of ['keep', 'unsubscribes', 'delete'] as const) {
  sample({
    clock: confirmed,
    filter: ({ request, doNotAskAgain }) => doNotAskAgain && request.action === action,
    fn: () => true,
    target: disableModalFlags[action].set,
  });
}
sample({ clock: confirmed, fn: ({ request }) => request, target: actionConfirmed });
$pendingAction.reset(confirmed, confirmationCancelled);
