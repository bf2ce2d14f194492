import { sample } from 'effector';
import { $user } from '@/entities/session/model';
import { discoveryModeSet } from '@/entities/subscription/model';
import { newslettersRefreshed } from '@/features/fetch-subscriptions/model';
import '@/features/later-list/model';
import { sessionModelsReady } from './session-ready';

/**
 * Loaded by `sessionModelsFx` on the first session route (see app/model.ts): a session route refreshes the
 * newsletters once the models are in.
 */
// The fetch model follows the user's discovery mode from its updates on; a user that arrived
// before this chunk is applied once here.
sample({
  clock: sessionModelsReady,
  source: $user,
  filter: (user) => user !== null,
  fn: (user) => Boolean(user?.discovery),
  target: discoveryModeSet,
});
sample({ clock: sessionModelsReady, fn: () => undefined, target: newslettersRefreshed });
