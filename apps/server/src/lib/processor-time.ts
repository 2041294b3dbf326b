import { readFileSync } from 'node:fs';

// Deck limits count processor time, not the wall clock: a busy machine makes a deck slower, never refused.

/** Linux reports a process's times in clock ticks of 1/100 s (USER_HZ) on every architecture Node runs on. */
const ticksPerSecond = 100;

/**
 * Processor time (user + system, all threads) a running process has used so far, in seconds, from
 * /proc/<pid>/stat; null where there is no /proc or the process is gone.
 */
export function processorSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The program name (field 2) is in parentheses and may hold spaces: count fields after its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15: the 12th and 13th after the name.
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return null;
  }
}

/** Processor time this process has used so far, in milliseconds (all its threads). */
export function ownProcessorMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
