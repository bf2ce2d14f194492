import { describe, expect, it } from 'vitest';
import { shellContentWidth, shellPageInnerWidth } from './content-width';

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

  it('gives the width inside a page: at most its max width, less its padding on both sides', () => {
    // A phone: the whole window less 12 px a side.
    expect(shellPageInnerWidth(375, 1600, [12, 24])).toBe(351);
    // 800 px beside the side menu (512 px of room), 24 px a side: the cleaning list is 464 px wide.
    expect(shellPageInnerWidth(800, 1600, [12, 24])).toBe(464);
    // A wide window: the page stops at its max width.
    expect(shellPageInnerWidth(2560, 1600, [12, 24])).toBe(1552);
    expect(shellPageInnerWidth(1280, 1152, [16, 24])).toBe(912);
  });
});
