/**
 * Runs queued jobs only while the browser is idle, a few milliseconds at a time, so work that
 * can wait (prefetching the chunks of links scrolled into view) never makes a long task.
 */
export type IdleDeadlineLike = { timeRemaining(): number };
export type Scheduler = (run: (deadline: IdleDeadlineLike) => void) => void;

/** Leave this much of each idle period unused; the browser needs it for frames. */
const minimumSliceMs = 2;

export function browserScheduler(): Scheduler {
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) {
    return (run) => window.requestIdleCallback(run, { timeout: 5000 });
  }
  // Safari has no requestIdleCallback: run one job per macrotask instead.
  return (run) =>
    setTimeout(() => {
      run({ timeRemaining: () => 0 });
    }, 50);
}

export function createIdleQueue(schedule: Scheduler) {
  const jobs: Array<() => void> = [];
  let scheduled = false;

  const drain = (deadline: IdleDeadlineLike) => {
    scheduled = false;
    // At least one job per idle callback, so the queue progresses even on a busy page.
    do {
      const job = jobs.shift();
      if (!job) return;
      job();
    } while (deadline.timeRemaining() > minimumSliceMs);
    if (jobs.length > 0) arm();
  };

  const arm = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(drain);
  };

  return {
    push(job: () => void) {
      jobs.push(job);
      arm();
    },
    get size() {
      return jobs.length;
    },
  };
}
