import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ancestorsOf, isAlive, parentOf } from './ancestors';

describe('ancestorsOf', () => {
  it('starts with the parent and climbs from there', () => {
    const ancestors = ancestorsOf(process.pid, 3);
    expect(ancestors[0]).toBe(process.ppid);
    if (ancestors[1] !== undefined) expect(parentOf(process.ppid)).toBe(ancestors[1]);
    expect(ancestors).not.toContain(1);
  });

  it('tells a live process from one that has exited', async () => {
    const child = spawn('sleep', ['5']);
    const pid = child.pid ?? 0;
    expect(isAlive(pid)).toBe(true);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.on('exit', resolve));
    expect(isAlive(pid)).toBe(false);
    expect(parentOf(pid)).toBeUndefined();
  });
});
