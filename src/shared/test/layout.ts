/**
 * jsdom lays nothing out: gives every element this `clientHeight` (a virtualised list's scroller then has
 * room to show rows). Returns what puts jsdom's own back.
 */
export function stubClientHeight(px: number): () => void {
  const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => px });
  return () => {
    if (own) Object.defineProperty(HTMLElement.prototype, 'clientHeight', own);
  };
}
