import type { ReactNode } from 'react';

/** Renderers for the Foundations pages: they draw the real tokens of tailwind.config.ts. */

export function TokenSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="w-full max-w-5xl p-6">
      <h2 className="mb-4 text-2xl font-bold">{title}</h2>
      {children}
    </section>
  );
}

type ColourTree = { readonly [name: string]: string | ColourTree };

function flatten(tree: ColourTree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([name, value]) => {
    const key = name === 'DEFAULT' ? prefix : prefix ? `${prefix}-${name}` : name;
    return typeof value === 'string' ? [[key, value] as [string, string]] : flatten(value, key);
  });
}

export function ColourGrid({ colours }: { colours: ColourTree }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
      {flatten(colours).map(([name, value]) => (
        <li key={name} className="overflow-hidden rounded-md border border-border bg-surface shadow-sm">
          <div className="h-14 border-b border-border" style={{ background: value }} />
          <div className="p-2">
            <p className="text-sm font-semibold">{name}</p>
            <p className="font-mono text-xs text-text-subtle">{value}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ScaleList({
  entries,
  render,
}: {
  entries: ReadonlyArray<readonly [string, string]>;
  render: (name: string, value: string) => ReactNode;
}) {
  return (
    <ul className="flex flex-col gap-3">
      {entries.map(([name, value]) => (
        <li key={name} className="flex items-center gap-4">
          <span className="w-20 shrink-0 font-mono text-sm text-text-muted">{name}</span>
          <span className="w-24 shrink-0 font-mono text-xs text-text-subtle">{value}</span>
          <div className="min-w-0 flex-1">{render(name, value)}</div>
        </li>
      ))}
    </ul>
  );
}
