/**
 * Drags an element with real pointer events, as a finger or mouse would: down on the element, a few
 * moves, up. Gesture libraries (@use-gesture) capture the pointer on the element, so the moves are
 * dispatched there. Pointer id 1 is the mouse, which always exists, so pointer capture accepts it.
 */
export async function drag(
  element: Element,
  { dx = 0, dy = 0, steps = 8, stepMs = 16 }: { dx?: number; dy?: number; steps?: number; stepMs?: number },
): Promise<void> {
  const box = element.getBoundingClientRect();
  const start = { x: box.left + box.width / 2, y: box.top + Math.min(box.height / 2, 24) };
  const fire = (type: string, x: number, y: number, buttons: number) =>
    element.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        composed: true,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
        button: 0,
        buttons,
        clientX: x,
        clientY: y,
      }),
    );
  fire('pointerdown', start.x, start.y, 1);
  for (let i = 1; i <= steps; i++) {
    await new Promise((resolve) => setTimeout(resolve, stepMs));
    fire('pointermove', start.x + (dx * i) / steps, start.y + (dy * i) / steps, 1);
  }
  await new Promise((resolve) => setTimeout(resolve, stepMs));
  fire('pointerup', start.x + dx, start.y + dy, 0);
}
