/**
 * Runs queued jobs only while the browser is idle, a few milliseconds at a time, so work that
 * can wait (prefetching the chunks of links scrolled into view) never makes a long task. A job
 * that returns a promise ends its idle period: what it does after an `await` runs outside the
 * deadline, so the next job waits for it to settle and for the next idle period.
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

/** A job; returning a promise (an async job) ends its idle period. */
export type IdleJob = () => unknown;

export function createIdleQueue(schedule: Scheduler) {
  const jobs: IdleJob[] = [];
  let scheduled = false;
  let waiting = false;

  const settle = () => {
    waiting = false;
    if (jobs.length > 0) arm();
  };

  const drain = (deadline: IdleDeadlineLike) => {
    scheduled = false;
    // At least one job per idle callback, so the queue progresses even on a busy page.
    do {
      const job = jobs.shift();
      if (!job) return;
      const result = job();
      if (result instanceof Promise) {
        waiting = true;
        result.then(settle, settle);
        return;
      }
    } while (deadline.timeRemaining() > minimumSliceMs);
    if (jobs.length > 0) arm();
  };

  const arm = () => {
    if (scheduled || waiting) return;
    scheduled = true;
    schedule(drain);
  };

  return {
    push(job: IdleJob) {
      jobs.push(job);
      arm();
    },
    get size() {
      return jobs.length;
    },
  };
}
