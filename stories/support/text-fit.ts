/**
 * Where the visible text of an element is painted: the union of its text lines' boxes (text for screen
 * readers only left out). A play test compares it with the element's own box: a label longer than its
 * room must wrap or break inside it, not run past its edges.
 */
export function textBounds(element: Element): { left: number; right: number; top: number; bottom: number } {
  const bounds = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only')) continue;
    const range = element.ownerDocument.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      bounds.left = Math.min(bounds.left, line.left);
      bounds.right = Math.max(bounds.right, line.right);
      bounds.top = Math.min(bounds.top, line.top);
      bounds.bottom = Math.max(bounds.bottom, line.bottom);
    }
  }
  if (bounds.left === Infinity) throw new Error('no visible text');
  return bounds;
}
