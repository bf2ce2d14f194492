import type { fork } from 'effector';

/** The `handlers` list `fork({ handlers })` accepts, for helpers that build replacement handlers. */
export type HandlerList = Extract<
  NonNullable<NonNullable<Parameters<typeof fork>[1]>['handlers']>,
  unknown[]
>;

/** The `values` list `fork({ values })` accepts (`[[$store, value], ...]`). */
export type ValueList = Extract<NonNullable<NonNullable<Parameters<typeof fork>[1]>['values']>, unknown[]>;
