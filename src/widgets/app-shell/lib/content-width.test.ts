import { describe, expect, it } from 'vitest';
import { shellContentWidth } from './content-width';

describe('shellContentWidth', () => {
  it('is the whole window on a phone (no side menu)', () => {
    expect(shellContentWidth(375)).toBe(375);
    expect(shellContentWidth(568)).toBe(568);
  });

  it('leaves out the side menu, as wide as it is at each size', () => {
    expect(shellContentWidth(569)).toBe(569 - 256);
    expect(shellContentWidth(799)).toBe(799 - 256);
    expect(shellContentWidth(800)).toBe(800 - 288);
    expect(shellContentWidth(1089)).toBe(1089 - 288);
    expect(shellContentWidth(1090)).toBe(1090 - 320);
    expect(shellContentWidth(1280)).toBe(960);
  });
});
