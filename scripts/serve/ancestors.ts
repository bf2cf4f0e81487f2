/**
 * The processes above this one (Linux /proc), so a server can stop when whatever started it is
 * gone: npm runs `tsx`, which runs this script in a child, so the direct parent alone outlives a
 * killed npm.
 */
import { readFileSync } from 'node:fs';

/** The parent of a process, or undefined when /proc cannot tell (not Linux, gone). */
export function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 4 follows the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const parent = Number(fields[1]);
    return Number.isInteger(parent) ? parent : undefined;
  } catch {
    return undefined;
  }
}

/** Up to `depth` ancestors of `pid`, nearest first, stopping before init (pid 1) or 0. */
export function ancestorsOf(pid: number, depth: number): number[] {
  const found: number[] = [];
  for (let current = parentOf(pid); current && current > 1 && found.length < depth;) {
    found.push(current);
    current = parentOf(current);
  }
  return found;
}

/** True while a process exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
