/** Reads the figures the load test reports out of wrk's text output (`wrk --latency`). */

/** One wrk run, latencies in milliseconds. */
export type WrkResult = {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number };
  /** Responses whose status was neither 2xx nor 3xx. */
  non2xx: number;
  socketErrors: { connect: number; read: number; write: number; timeout: number };
};

const toMs: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

function duration(value: string, unit: string): number {
  const factor = toMs[unit];
  if (factor === undefined) throw new Error(`Unknown wrk time unit "${unit}"`);
  return Number(value) * factor;
}

function percentile(output: string, pct: number): number {
  const match = new RegExp(`^\\s*${pct}(?:\\.0+)?%\\s+([\\d.]+)(us|ms|s|m|h)\\s*$`, 'm').exec(
    output,
  );
  if (!match?.[1] || !match[2]) {
    throw new Error(`wrk output has no ${pct}% latency line (was --latency given?)`);
  }
  return duration(match[1], match[2]);
}

/** Parses wrk's report; lines wrk prints only when errors happened count as zero when absent. */
export function parseWrkOutput(output: string): WrkResult {
  const rate = /^Requests\/sec:\s+([\d.]+)/m.exec(output)?.[1];
  const total = /^\s*(\d+) requests in ([\d.]+)(us|ms|s|m|h),/m.exec(output);
  if (rate === undefined || !total?.[1] || !total[2] || !total[3]) {
    throw new Error('wrk output has no request totals; did the run finish?');
  }
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1];
  return {
    requests: Number(total[1]),
    seconds: duration(total[2], total[3]) / 1000,
    requestsPerSecond: Number(rate),
    latencyMs: {
      p50: percentile(output, 50),
      p90: percentile(output, 90),
      p99: percentile(output, 99),
    },
    non2xx: Number(non2xx ?? 0),
    socketErrors: {
      connect: Number(socket?.[1] ?? 0),
      read: Number(socket?.[2] ?? 0),
      write: Number(socket?.[3] ?? 0),
      timeout: Number(socket?.[4] ?? 0),
    },
  };
}

/** All failed requests of a run: bad statuses plus every kind of socket error. */
export function errorCount(result: WrkResult): number {
  const { connect, read, write, timeout } = result.socketErrors;
  return result.non2xx + connect + read + write + timeout;
}

/** A fixed-width table of the runs, one row per target. */
export function formatTable(rows: { label: string; result: WrkResult }[]): string {
  const header = ['target', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'non-2xx', 'socket err'];
  const lines = rows.map(({ label, result }) => {
    const { connect, read, write, timeout } = result.socketErrors;
    return [
      label,
      result.requestsPerSecond.toFixed(0),
      result.latencyMs.p50.toFixed(2),
      result.latencyMs.p90.toFixed(2),
      result.latencyMs.p99.toFixed(2),
      String(result.non2xx),
      String(connect + read + write + timeout),
    ];
  });
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => line[i]?.length ?? 0)),
  );
  const render = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  return [render(header), ...lines.map(render)].join('\n');
}
