import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the engine and the event-loop preload (src/event-loop-delay-preload.ts) agree on: the
 * monitor's resolution, the window each line of a process's file covers, and the file's name.
 * 100 ms windows place a delay within a round's turn to a tenth of a second and cost the server
 * ten small writes a second.
 */
export const EVENT_LOOP_RESOLUTION_MS = 1;
export const EVENT_LOOP_WINDOW_MS = 100;

export function eventLoopFileName(pid: number): string {
  return `loop-${pid}.txt`;
}

/**
 * The longest event-loop delay of each window of process `pid` that ended within [fromMs, toMs]
 * (epoch milliseconds), in milliseconds, oldest first; none when the process wrote no file (a
 * runtime without the preload, such as Bun).
 */
export function eventLoopWindowsMs(dir: string, pid: number, fromMs: number, toMs: number): number[] {
  const path = join(dir, eventLoopFileName(pid));
  if (!existsSync(path)) return [];
  const windows: number[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [atText, longestUsText] = line.split(' ');
    const atMs = Number(atText);
    const longestUs = Number(longestUsText);
    // A line cut short by the process exiting mid-write has no second field: left out.
    if (longestUsText === undefined || !Number.isFinite(atMs) || !Number.isFinite(longestUs)) continue;
    if (atMs >= fromMs && atMs <= toMs) windows.push(longestUs / 1000);
  }
  return windows;
}
