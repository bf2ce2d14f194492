/**
 * Runs `run` once the next frame has been painted: a frame callback, then a task (the task after the
 * frame's rendering, not the next key's time). Returns the cancel. For work the user does not see in
 * that frame (the sender list's rows beyond the first screen, the swipe deck's card drawn ahead, the
 * cleaning page's decision bookkeeping).
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
