import { createRequire as __createRequire } from 'node:module';
import { dirname as __dirnameOf } from 'node:path';
import { fileURLToPath as __fileURLToPath } from 'node:url';
const require = __createRequire(import.meta.url);
const __bundleDir = __dirnameOf(__fileURLToPath(import.meta.url));

// src/cpu-profile-preload.ts
import { renameSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import { join } from "node:path";

// src/engine/cpu-profile-files.ts
var CPU_PROFILE_SIGNAL = "SIGUSR2";
function cpuProfileFileName(pid, index) {
  return `cpu-${pid}-${index}.cpuprofile`;
}

// src/cpu-profile-preload.ts
var dir = process.env.PERF_GATE_CPU_PROFILE_DIR;
var intervalMicroseconds = Number(process.env.PERF_GATE_CPU_PROFILE_INTERVAL_US ?? 250);
if (dir) {
  const session = new Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.setSamplingInterval", { interval: intervalMicroseconds });
  let running = false;
  let written = 0;
  process.on(CPU_PROFILE_SIGNAL, () => {
    if (!running) {
      running = true;
      session.post("Profiler.start");
      return;
    }
    running = false;
    session.post("Profiler.stop", (error, result) => {
      const path = join(dir, cpuProfileFileName(process.pid, written++));
      const partial = `${path}.partial`;
      writeFileSync(
        partial,
        error ? JSON.stringify({ error: error.message }) : JSON.stringify(result.profile)
      );
      renameSync(partial, path);
    });
  });
}
