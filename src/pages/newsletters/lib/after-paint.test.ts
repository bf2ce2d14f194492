import { describe, expect, it, vi } from 'vitest';
import { createAfterPaintQueue } from './after-paint';

function manualSchedule() {
  const runs: (() => void)[] = [];
  return { schedule: (run: () => void) => runs.push(run), runs };
}

describe('createAfterPaintQueue', () => {
  it('runs nothing at once, then every queued task in order once the frame is painted', () => {
    const { schedule, runs } = manualSchedule();
    const queue = createAfterPaintQueue(schedule);
    const done: number[] = [];
    queue.push(() => done.push(1));
    queue.push(() => done.push(2));
    expect(done).toEqual([]);
    expect(runs).toHaveLength(1);
    runs[0]?.();
    expect(done).toEqual([1, 2]);
  });

  it('flush runs the waiting tasks at once, and the scheduled run then does nothing', () => {
    const { schedule, runs } = manualSchedule();
    const queue = createAfterPaintQueue(schedule);
    const done: string[] = [];
    queue.push(() => done.push('decision'));
    expect(queue.flush()).toBe(true);
    expect(queue.flush()).toBe(false);
    done.push('undo');
    runs[0]?.();
    expect(done).toEqual(['decision', 'undo']);
  });

  it('a task queued after a run waits for a new frame', () => {
    const { schedule, runs } = manualSchedule();
    const queue = createAfterPaintQueue(schedule);
    const done: number[] = [];
    queue.push(() => done.push(1));
    runs[0]?.();
    queue.push(() => done.push(2));
    expect(done).toEqual([1]);
    expect(runs).toHaveLength(2);
    runs[1]?.();
    expect(done).toEqual([1, 2]);
  });

  it('the default schedule waits for a frame callback, then a task after it', () => {
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    try {
      const queue = createAfterPaintQueue();
      const done: string[] = [];
      queue.push(() => done.push('task'));
      vi.runAllTimers();
      expect(done).toEqual([]);
      frames[0]?.();
      expect(done).toEqual([]);
      vi.runAllTimers();
      expect(done).toEqual(['task']);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
