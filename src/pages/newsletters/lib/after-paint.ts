import { afterNextPaint } from '@/shared/lib/after-next-paint';
/**
 * Work that must follow a user's action but need not be in the frame that answers it: it runs once
 * that frame has been painted (a frame callback, then a task after it). The arrow key's frame shows
 * the next card; the decision's bookkeeping (the model, the toast, the counts) follows one frame later.
 * Tasks run in the order they were queued; `flush` runs the waiting ones at once (before an undo, or
 * when the screen goes away), so nothing is lost or reordered.
 */
export interface AfterPaintQueue {
  push: (task: () => void) => void;
  /** Runs the waiting tasks now; true when there were some. */
  flush: () => boolean;
}

export function createAfterPaintQueue(schedule: (run: () => void) => void = afterNextPaint): AfterPaintQueue {
  let tasks: (() => void)[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    // A task may queue another: it waits for its own turn after these.
    const due = tasks;
    tasks = [];
    for (const task of due) task();
    return due.length > 0;
  };
  return {
    push(task) {
      tasks.push(task);
      if (scheduled) return;
      scheduled = true;
      schedule(() => {
        if (scheduled) flush();
      });
    },
    flush,
  };
}

/** The cleaning screen's decisions, queued by the deck and flushed by the undo shortcut. */
export const decisionsAfterPaint = createAfterPaintQueue();
