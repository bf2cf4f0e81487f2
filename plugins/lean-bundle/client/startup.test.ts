import { describe, expect, it } from 'vitest';
import { inSeparateTasks, nextTask } from './startup';

describe('start-up tasks', () => {
  it('resolves nextTask after the current task and its microtasks', async () => {
    const order: string[] = [];
    const task = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('sync');
    await task;
    expect(order).toEqual(['sync', 'microtask', 'next task']);
  });

  it('runs each step in its own task, in order, and returns their results', async () => {
    let drained = false;
    const seen: boolean[] = [];
    const results = await inSeparateTasks([
      () => {
        // A long microtask chain: a step run in the same task would start before it ends.
        let chain = Promise.resolve();
        for (let hop = 0; hop < 50; hop += 1) chain = chain.then(() => undefined);
        void chain.then(() => (drained = true));
        return 1;
      },
      async () => {
        seen.push(drained);
        await Promise.resolve();
        return 'two';
      },
      () => ({ three: 3 }),
    ] as const);
    expect(seen).toEqual([true]);
    expect(results).toEqual([1, 'two', { three: 3 }]);
  });
});
