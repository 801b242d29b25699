/**
 * Preloaded with `node --import` into a server whose CPU is profiled (the "Where" section of a
 * report). Each SIGUSR2 toggles V8's sampling profiler: the first starts it, the next stops it and
 * writes the profile to PERF_GATE_CPU_PROFILE_DIR. The engine sends them around a measured round,
 * so a profile holds that round's load and nothing of start-up, checks or warm-up, and the requests
 * the load generator counted are the requests the profile served.
 * The inspector is used from inside the process, not `--cpu-prof`, which writes only at exit and
 * would take in everything since start-up.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';
import { CPU_PROFILE_SIGNAL, cpuProfileFileName } from './engine/cpu-profile-files.ts';

const dir = process.env.PERF_GATE_CPU_PROFILE_DIR;
const intervalMicroseconds = Number(process.env.PERF_GATE_CPU_PROFILE_INTERVAL_US ?? 250);

if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: intervalMicroseconds });
  let running = false;
  let written = 0;
  process.on(CPU_PROFILE_SIGNAL, () => {
    if (!running) {
      running = true;
      session.post('Profiler.start');
      return;
    }
    running = false;
    session.post('Profiler.stop', (error, result) => {
      const path = join(dir, cpuProfileFileName(process.pid, written++));
      // Written aside and renamed: the engine waits for the name and must never read half a file.
      const partial = `${path}.partial`;
      writeFileSync(
        partial,
        error ? JSON.stringify({ error: error.message }) : JSON.stringify(result.profile),
      );
      renameSync(partial, path);
    });
  });
}
