import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorCount, formatTable, parseWrkOutput } from './wrk';

// Recorded from `wrk -t2 -c64 -d10s --timeout 5s --latency` against serve:prod on loopback.
const recorded = readFileSync('scripts/loadtest/__fixtures__/wrk-latency.txt', 'utf8');

// wrk prints these two lines only when something failed; added to the recorded run here.
const withErrors = recorded.replace(
  'Requests/sec:',
  '  Socket errors: connect 1, read 2, write 3, timeout 4\n  Non-2xx or 3xx responses: 5\nRequests/sec:',
);

describe('parseWrkOutput', () => {
  it('reads throughput, totals and latency percentiles in milliseconds', () => {
    const result = parseWrkOutput(recorded);
    expect(result.requestsPerSecond).toBe(40739.69);
    expect(result.requests).toBe(409585);
    expect(result.seconds).toBeCloseTo(10.05);
    expect(result.latencyMs).toEqual({ p50: 1.38, p90: 3.96, p99: 257.05 });
  });

  it('counts no errors when wrk printed no error lines', () => {
    const result = parseWrkOutput(recorded);
    expect(result.non2xx).toBe(0);
    expect(result.socketErrors).toEqual({ connect: 0, read: 0, write: 0, timeout: 0 });
    expect(errorCount(result)).toBe(0);
  });

  it('adds bad statuses and every kind of socket error into the error count', () => {
    const result = parseWrkOutput(withErrors);
    expect(result.non2xx).toBe(5);
    expect(result.socketErrors).toEqual({ connect: 1, read: 2, write: 3, timeout: 4 });
    expect(errorCount(result)).toBe(15);
  });

  it('converts microsecond and second latencies', () => {
    const result = parseWrkOutput(
      recorded
        .replace(/^(\s*)50%\s+\S+$/m, '$150%  812.00us')
        .replace(/^(\s*)99%\s+\S+$/m, '$199%    1.25s'),
    );
    expect(result.latencyMs.p50).toBeCloseTo(0.812);
    expect(result.latencyMs.p99).toBe(1250);
  });

  it('explains a run without --latency or without totals', () => {
    expect(() => parseWrkOutput(recorded.replace(/^\s*90%.*$/m, ''))).toThrow('90%');
    expect(() => parseWrkOutput('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(
      'request totals',
    );
  });
});

describe('formatTable', () => {
  it('prints one aligned row per target under a header', () => {
    const table = formatTable([
      { label: 'doc page', result: parseWrkOutput(recorded) },
      { label: 'asset', result: parseWrkOutput(withErrors) },
    ]).split('\n');
    expect(table[0]).toMatch(/^target\s+req\/s\s+p50 ms\s+p90 ms\s+p99 ms\s+non-2xx\s+socket err$/);
    expect(table[1]).toMatch(/^doc page\s+40740\s+1\.38\s+3\.96\s+257\.05\s+0\s+0$/);
    expect(table[2]).toMatch(/\s5\s+10$/);
    expect(new Set(table.map((line) => line.length)).size).toBe(1);
  });
});
