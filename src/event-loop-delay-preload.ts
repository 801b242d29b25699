/**
 * Preloaded with `node --import` into every server loaded at a fixed rate: the server's own event
 * loop, seen from inside. Every window (event-loop-delay-files.ts) it appends the window's end time
 * and its longest event-loop delay to PERF_GATE_EVENT_LOOP_DIR/<file of its pid>. The engine reads the
 * windows of each round's turn afterwards.
 *
 * Why from inside: a head that blocks its event loop 20 ms a second delays every request that
 * arrives meanwhile, but the requests measured may miss the pauses (on one reviewer's machine, the
 * slowest of 239,200 measured requests took 12.3 ms from such a head); the loop's own delay is
 * there whatever the requests meet. perf_hooks' monitor is a libuv timer sampled in C++: at 1 ms
 * resolution it adds one timer to the loop, the same on both sides.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  EVENT_LOOP_RESOLUTION_MS,
  EVENT_LOOP_WINDOW_MS,
  eventLoopFileName,
} from './engine/event-loop-delay-files.ts';

const dir = process.env.PERF_GATE_EVENT_LOOP_DIR;

if (dir) {
  const delay = monitorEventLoopDelay({ resolution: EVENT_LOOP_RESOLUTION_MS });
  delay.enable();
  const fd = openSync(join(dir, eventLoopFileName(process.pid)), 'a');
  setInterval(() => {
    // Nanoseconds in the histogram; microseconds in the file. An empty window (no sample) writes 0.
    const longestUs = delay.count > 0 ? Math.round(delay.max / 1000) : 0;
    writeSync(fd, `${Date.now()} ${longestUs}\n`);
    delay.reset();
  }, EVENT_LOOP_WINDOW_MS).unref();
  process.on('exit', () => closeSync(fd));
}
