import { describe, expect, it } from 'vitest';
import { createIdleQueue, type IdleDeadlineLike } from './idleQueue';

function manualScheduler() {
  const pending: Array<(deadline: IdleDeadlineLike) => void> = [];
  return {
    schedule: (run: (deadline: IdleDeadlineLike) => void) => void pending.push(run),
    /** Runs the next idle callback with `ms` of idle time that the jobs use up 1 ms each. */
    idle(ms: number) {
      let left = ms;
      pending.shift()?.({ timeRemaining: () => left-- });
    },
    get waiting() {
      return pending.length;
    },
  };
}

describe('createIdleQueue', () => {
  it('runs nothing until the browser is idle, then only what fits in the idle period', () => {
    const scheduler = manualScheduler();
    const queue = createIdleQueue(scheduler.schedule);
    const ran: number[] = [];
    for (let i = 0; i < 6; i++) queue.push(() => ran.push(i));
    expect(ran).toEqual([]);
    expect(scheduler.waiting).toBe(1);
    scheduler.idle(4);
    expect(ran).toEqual([0, 1, 2]);
    expect(scheduler.waiting).toBe(1);
    scheduler.idle(50);
    expect(ran).toEqual([0, 1, 2, 3, 4, 5]);
    expect(queue.size).toBe(0);
    expect(scheduler.waiting).toBe(0);
  });

  it('runs one job even when the idle period is already used up', () => {
    const scheduler = manualScheduler();
    const queue = createIdleQueue(scheduler.schedule);
    const ran: string[] = [];
    queue.push(() => ran.push('a'));
    queue.push(() => ran.push('b'));
    scheduler.idle(0);
    expect(ran).toEqual(['a']);
    scheduler.idle(0);
    expect(ran).toEqual(['a', 'b']);
  });

  it('runs the next job only after an asynchronous one has settled, in a later idle period', async () => {
    const scheduler = manualScheduler();
    const queue = createIdleQueue(scheduler.schedule);
    const ran: string[] = [];
    let finish = () => {};
    queue.push(() => {
      ran.push('async start');
      return new Promise<void>((resolve) => {
        finish = () => {
          ran.push('async end');
          resolve();
        };
      });
    });
    queue.push(() => ran.push('next'));
    scheduler.idle(50);
    expect(ran).toEqual(['async start']);
    expect(scheduler.waiting).toBe(0);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    expect(ran).toEqual(['async start', 'async end']);
    expect(scheduler.waiting).toBe(1);
    scheduler.idle(50);
    expect(ran).toEqual(['async start', 'async end', 'next']);
  });
});
