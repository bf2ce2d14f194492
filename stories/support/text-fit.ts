import { expect } from 'storybook/test';

/**
 * Where the visible text of an element is painted, left to right: the union of its text lines' boxes
 * (text for screen readers only left out).
 */
export function textBounds(element: Element): { left: number; right: number } {
  const bounds = { left: Infinity, right: -Infinity };
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only')) continue;
    const range = element.ownerDocument.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      bounds.left = Math.min(bounds.left, line.left);
      bounds.right = Math.max(bounds.right, line.right);
    }
  }
  if (bounds.left === Infinity) throw new Error('no visible text');
  return bounds;
}

/** A label longer than its room wraps or breaks inside its element, not past its edges. */
export async function expectTextInside(element: Element) {
  const box = element.getBoundingClientRect();
  const text = textBounds(element);
  await expect(text.left).toBeGreaterThanOrEqual(box.left);
  await expect(text.right).toBeLessThanOrEqual(box.right);
}
