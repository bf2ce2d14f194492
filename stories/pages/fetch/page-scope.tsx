import { type Effect, fork, type StoreWritable } from 'effector';
import { Provider } from 'effector-react';
import { type ReactNode, useMemo } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: a pair of any store with its value, as fork() takes them
type StoreValue = readonly [StoreWritable<any>, unknown];
// biome-ignore lint/suspicious/noExplicitAny: a pair of any effect with its replacement, as fork() takes them
type EffectHandler = readonly [Effect<any, any, any>, (...args: any[]) => unknown];

export interface PageScopeProps {
  /** Store values of the page's state: `[[ $store, value ], ...]`. */
  values?: readonly StoreValue[];
  /** Effects replaced for the story (no request leaves Storybook): `[[ someFx, handler ], ...]`. */
  handlers?: readonly EffectHandler[];
  children: ReactNode;
}

/** A page story's own Effector scope (`fork({ values, handlers })`), inside the workbench's providers. */
export function PageScope({ values = [], handlers = [], children }: PageScopeProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one scope per story render
  const scope = useMemo(() => fork({ values: values as never, handlers: handlers as never }), []);
  return <Provider value={scope}>{children}</Provider>;
}

/** A request that never answers: the page stays in the state its values describe. */
export const never = () => new Promise<never>(() => {});
