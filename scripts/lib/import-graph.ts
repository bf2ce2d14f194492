import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Layers from the top down: a file may import only from its own layer or a lower one. */
export const LAYERS = ['app', 'pages', 'widgets|features', 'entities', 'shared'] as const;

export function layerOf(file: string): { rank: number; name: string } | null {
  const match = /^src\/([^/]+)\//.exec(file);
  if (!match) return null;
  const folder = match[1] ?? '';
  const rank = LAYERS.findIndex((layer) => layer.split('|').includes(folder));
  return rank === -1 ? null : { rank, name: folder };
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

export function listSources(root: string, folders: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir)) {
      if (entry === 'node_modules' || entry.startsWith('.')) continue;
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(entry) && !entry.endsWith('.d.ts')) out.push(relative(root, path));
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return out.sort();
}

/** Resolves an import specifier of `from` to a repository-relative file, or null for packages. */
export function resolveImport(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(root, dirname(from), specifier);
  else return null;
  if (existsSync(base) && statSync(base).isFile()) return relative(root, base);
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return relative(root, base + ext);
  return relative(root, base);
}

export interface ImportEdge {
  from: string;
  to: string;
  specifier: string;
}

export function importsOf(root: string, file: string): ImportEdge[] {
  const text = readFileSync(join(root, file), 'utf8');
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName }) => ({ fileName, to: resolveImport(root, file, fileName) }))
    .filter((entry): entry is { fileName: string; to: string } => entry.to !== null)
    .map(({ fileName, to }) => ({ from: file, to, specifier: fileName }));
}

export interface Violation {
  kind: 'upward' | 'forbidden' | 'cycle' | 'barrel';
  message: string;
}

/** Direction rules for one edge. */
export function checkEdge(edge: ImportEdge): Violation | null {
  const { from, to } = edge;
  if (from.startsWith('src/')) {
    if (!to.startsWith('src/')) {
      return { kind: 'forbidden', message: `${from} imports ${to}: src/ may only import from src/` };
    }
    const a = layerOf(from);
    const b = layerOf(to);
    if (a && b && b.rank < a.rank) {
      return { kind: 'upward', message: `${from} (${a.name}) imports upward ${to} (${b.name})` };
    }
  }
  if (from.startsWith('server/') && to.startsWith('src/') && !to.startsWith('src/shared/')) {
    return { kind: 'forbidden', message: `${from} imports ${to}: server/ may only import src/shared/` };
  }
  return null;
}

/** Every import cycle among the files (Tarjan's strongly connected components). */
export function findCycles(edges: ImportEdge[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const { from, to } of edges) graph.set(from, [...(graph.get(from) ?? []), to]);
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, indices.get(next) ?? 0));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

export function checkBarrels(root: string, files: string[]): Violation[] {
  return files
    .filter((file) => /export\s+\*\s+from/.test(readFileSync(join(root, file), 'utf8')))
    .map((file) => ({ kind: 'barrel' as const, message: `${file} uses \`export * from\` (no barrels)` }));
}

export function checkRepository(root: string): Violation[] {
  const files = listSources(root, ['src', 'server']);
  const edges = files.flatMap((file) => importsOf(root, file));
  const violations = edges.map(checkEdge).filter((v): v is Violation => v !== null);
  for (const cycle of findCycles(edges)) {
    violations.push({ kind: 'cycle', message: `import cycle: ${cycle.join(' → ')}` });
  }
  return [...violations, ...checkBarrels(root, files)];
}
