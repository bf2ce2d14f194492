import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkEdge, checkRepository, findCycles, layerOf } from './import-graph';

function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'imports-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('import-direction check', () => {
  it('ranks the layers app → pages → widgets/features → entities → shared', () => {
    expect(layerOf('src/app/main.tsx')?.rank).toBe(0);
    expect(layerOf('src/widgets/x/ui/a.tsx')?.rank).toBe(layerOf('src/features/y/model.ts')?.rank);
    expect(layerOf('src/shared/lib/cn.ts')?.rank).toBe(4);
  });

  it('refuses an upward import and accepts a downward one', () => {
    expect(checkEdge({ from: 'src/shared/lib/a.ts', to: 'src/entities/x/b.ts', specifier: '' })?.kind).toBe(
      'upward',
    );
    expect(checkEdge({ from: 'src/entities/x/b.ts', to: 'src/shared/lib/a.ts', specifier: '' })).toBeNull();
    expect(checkEdge({ from: 'src/pages/p/v.tsx', to: 'src/app/model.ts', specifier: '' })?.kind).toBe(
      'upward',
    );
  });

  it('lets the server import only src/shared', () => {
    expect(checkEdge({ from: 'server/a.ts', to: 'src/shared/api/contract.ts', specifier: '' })).toBeNull();
    expect(checkEdge({ from: 'server/a.ts', to: 'src/entities/x.ts', specifier: '' })?.kind).toBe(
      'forbidden',
    );
    expect(checkEdge({ from: 'src/shared/a.ts', to: 'server/b.ts', specifier: '' })?.kind).toBe('forbidden');
  });

  it('finds cycles, including long ones, and no false ones', () => {
    const cycles = findCycles([
      { from: 'a', to: 'b', specifier: '' },
      { from: 'b', to: 'c', specifier: '' },
      { from: 'c', to: 'a', specifier: '' },
      { from: 'c', to: 'd', specifier: '' },
    ]);
    expect(cycles).toEqual([['a', 'b', 'c']]);
    expect(findCycles([{ from: 'a', to: 'b', specifier: '' }])).toEqual([]);
  });

  it('checks a whole tree: alias imports, cycles and barrels', () => {
    const root = repo({
      'src/shared/lib/a.ts': "import { b } from '@/entities/user/b';\nexport const a = b;\n",
      'src/entities/user/b.ts': "import { c } from './c';\nexport const b = c;\n",
      'src/entities/user/c.ts': "import { b } from './b';\nexport const c = 1; export { b };\n",
      'src/entities/user/index.ts': "export * from './b';\n",
      'src/features/ok/model.ts':
        "import { c } from '@/entities/user/c';\nimport React from 'react';\nexport const ok = c;\n",
    });
    const kinds = checkRepository(root)
      .map((v) => v.kind)
      .sort();
    expect(kinds).toEqual(['barrel', 'cycle', 'upward']);
  });
});
