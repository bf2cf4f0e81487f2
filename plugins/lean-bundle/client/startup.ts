/**
 * Start-up in several tasks. A browser can only interrupt JavaScript between tasks, so one
 * long start-up task delays input and counts fully (less 50 ms) as blocking time; the same
 * work split into tasks under 50 ms blocks nothing. Used by ./clientEntry.tsx.
 */

/** Resolves in a new task: a message-channel callback, which (unlike setTimeout) is not clamped. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

type Step = () => unknown;

/** Runs the steps in order, each in its own task (the first in the current one). */
export async function inSeparateTasks<const Steps extends readonly Step[]>(
  steps: Steps,
): Promise<{ -readonly [K in keyof Steps]: Awaited<ReturnType<Steps[K]>> }> {
  const results: unknown[] = [];
  for (const [position, step] of steps.entries()) {
    if (position > 0) await nextTask();
    results.push(await step());
  }
  return results as { -readonly [K in keyof Steps]: Awaited<ReturnType<Steps[K]>> };
}
