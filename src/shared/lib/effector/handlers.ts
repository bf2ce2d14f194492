import type { fork } from 'effector';

/** The `handlers` list `fork({ handlers })` accepts, for helpers that build replacement handlers. */
export type HandlerList = Extract<
  NonNullable<NonNullable<Parameters<typeof fork>[1]>['handlers']>,
  unknown[]
>;
