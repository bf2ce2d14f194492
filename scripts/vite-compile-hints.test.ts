import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, shiftedSourceMap } from './vite-compile-hints';

const root = '/project';
const map = (mappings: string) => JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings });

/** The plugin's generateBundle run on a bundle, as the build runs it after configResolved. */
function run(modules: string[], bundle: Record<string, unknown>) {
  const plugin = compileHints(modules);
  (plugin.configResolved as (config: { root: string }) => void)({ root });
  const errors: string[] = [];
  const context = {
    error(message: string) {
      errors.push(message);
      throw new Error(message);
    },
  };
  try {
    (plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void).call(
      context,
      {},
      bundle,
    );
  } catch {
    // recorded in errors
  }
  return errors;
}

describe('compile hints', () => {
  it('moves a source map down by the lines the hint adds', () => {
    expect(JSON.parse(shiftedSourceMap(map('AAAA,EAAE;AACA')))).toEqual(JSON.parse(map(';AAAA,EAAE;AACA')));
    expect(JSON.parse(shiftedSourceMap(map('AAAA'), '//# a\n//# b\n')).mappings).toBe(';;AAAA');
  });

  it('puts the hint first in the chunk that holds the module, and only there', () => {
    const list = {
      type: 'chunk',
      fileName: 'assets/list-1.js',
      code: 'export const a=1;\n//# sourceMappingURL=list-1.js.map',
      moduleIds: [resolve(root, 'src/list.tsx'), resolve(root, 'src/row.tsx')],
      sourcemapFileName: 'assets/list-1.js.map',
    };
    const other = { type: 'chunk', fileName: 'assets/other-2.js', code: 'export const b=2;', moduleIds: [] };
    const bundle = {
      [list.fileName]: list,
      'assets/list-1.js.map': { type: 'asset', source: map('AAAA') },
      [other.fileName]: other,
      'assets/other-2.js.map': { type: 'asset', source: map('BBBB') },
    };
    expect(run(['src/list.tsx'], bundle)).toEqual([]);
    expect(list.code).toBe(`${COMPILE_HINT}export const a=1;\n//# sourceMappingURL=list-1.js.map`);
    expect(JSON.parse(String(bundle['assets/list-1.js.map']?.source)).mappings).toBe(';AAAA');
    expect(other.code).toBe('export const b=2;');
    expect(JSON.parse(String(bundle['assets/other-2.js.map']?.source)).mappings).toBe('BBBB');
  });

  it('fails the build when no chunk holds a hinted module (renamed or moved)', () => {
    const chunk = { type: 'chunk', fileName: 'a.js', code: 'x', moduleIds: [resolve(root, 'src/a.ts')] };
    expect(run(['src/gone.tsx'], { 'a.js': chunk })).toEqual([
      `compile hints: no chunk holds ${resolve(root, 'src/gone.tsx')}`,
    ]);
    expect(chunk.code).toBe('x');
  });
});
