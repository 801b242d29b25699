import { readFileSync } from 'node:fs';

/** Linux reports utime and stime in clock ticks; USER_HZ is 100 on every mainstream kernel build. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * User plus system CPU seconds a process has used so far, from /proc/<pid>/stat (fields 14 and 15,
 * proc(5)), or undefined where /proc cannot tell (not Linux, process gone). Read around a round, it
 * gives the server's own CPU time for that round exactly, where a sampled CPU percentage would only
 * estimate it between samples.
 */
export function processCpuSeconds(pid: number): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) is in parentheses and may contain spaces: count from its end.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const userTicks = Number(fields[11]);
  const systemTicks = Number(fields[12]);
  if (!Number.isFinite(userTicks) || !Number.isFinite(systemTicks)) return undefined;
  return (userTicks + systemTicks) / CLOCK_TICKS_PER_SECOND;
}
