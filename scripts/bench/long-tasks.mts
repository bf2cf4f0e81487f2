/**
 * `npm run profile:tasks -- <url> [...]`: loads each page in Chromium with the CPU slowed 4x
 * (Lighthouse's mobile setting) and prints every main-thread task over 30 ms with what ran in
 * it: script evaluation per file, function calls, style, layout and paint. Tasks over 50 ms
 * after the first paint are what Lighthouse counts as blocking time. Figures only.
 */
import { chromium, type CDPSession } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tests/chromium.ts';

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string } };
};

const shown = new Set([
  'EvaluateScript',
  'FunctionCall',
  'v8.compile',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'MajorGC',
]);

async function trace(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute',
    transferMode: 'ReportEvents',
  });
  await load();
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

function describeTasks(events: TraceEvent[]): string[] {
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 1000);
  // The renderer main thread is the one with the most task time.
  const perThread = new Map<string, number>();
  for (const task of tasks)
    perThread.set(
      `${task.pid}:${task.tid}`,
      (perThread.get(`${task.pid}:${task.tid}`) ?? 0) + (task.dur ?? 0),
    );
  const [thread] = [...perThread].sort((a, b) => b[1] - a[1])[0] ?? [''];
  const onThread = events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X');
  const start = Math.min(...onThread.map((e) => e.ts));
  return onThread
    .filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 30_000)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = onThread
        .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
        .filter((e) => shown.has(e.name) && (e.dur ?? 0) > 3000)
        .map((e) => {
          const file = e.args?.data?.url?.split('/').pop();
          const fn = e.args?.data?.functionName;
          return `${e.name}(${Math.round((e.dur ?? 0) / 1000)} ms${file ? ` ${file}` : ''}${fn ? ` ${fn}` : ''})`;
        });
      const at = Math.round((task.ts - start) / 1000);
      return `${String(at).padStart(6)} ms  ${String(Math.round((task.dur ?? 0) / 1000)).padStart(4)} ms  ${inside.slice(0, 8).join(' ')}`;
    });
}

async function main(): Promise<void> {
  const urls = process.argv.slice(2);
  if (urls.length === 0) throw new Error('Usage: npm run profile:tasks -- <url> [...]');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const url of urls) {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const events = await trace(cdp, async () => {
        await page.goto(url, { waitUntil: 'networkidle' });
        await page.waitForTimeout(1500);
      });
      console.log(`\n${url}\n    start   task   inside (over 3 ms)`);
      for (const line of describeTasks(events)) console.log(line);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
