import { createRequire as __createRequire } from 'node:module';
import { dirname as __dirnameOf } from 'node:path';
import { fileURLToPath as __fileURLToPath } from 'node:url';
const require = __createRequire(import.meta.url);
const __bundleDir = __dirnameOf(__fileURLToPath(import.meta.url));

// src/event-loop-delay-preload.ts
import { closeSync, openSync, writeSync } from "node:fs";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";

// src/engine/event-loop-delay-files.ts
var EVENT_LOOP_RESOLUTION_MS = 1;
var EVENT_LOOP_WINDOW_MS = 100;
function eventLoopFileName(pid) {
  return `loop-${pid}.txt`;
}

// src/event-loop-delay-preload.ts
var dir = process.env.PERF_GATE_EVENT_LOOP_DIR;
if (dir) {
  const delay = monitorEventLoopDelay({ resolution: EVENT_LOOP_RESOLUTION_MS });
  delay.enable();
  const fd = openSync(join(dir, eventLoopFileName(process.pid)), "a");
  setInterval(() => {
    const longestUs = delay.count > 0 ? Math.round(delay.max / 1e3) : 0;
    writeSync(fd, `${Date.now()} ${longestUs}
`);
    delay.reset();
  }, EVENT_LOOP_WINDOW_MS).unref();
  process.on("exit", () => closeSync(fd));
}
