import { createEvent } from 'effector';

/** The signed-in models' chunk is in (fired on every session route once loaded; see session-loader). */
export const sessionModelsReady = createEvent();
