// Trial preload (docs/open-loop-latency.md, "Where a pause goes"): in each server process, every
// 100 ms the longest event-loop delay of that window (perf_hooks, 1 ms resolution), appended to
// $EVENT_LOOP_TRIAL_FILE as "epochMs maxDelayMs samples" after a first line naming the process.
// Load generators and builds are left alone: only a process whose script path names a server.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const WINDOW_MS = 100;
const script = process.argv[1] ?? '';
const file = process.env.EVENT_LOOP_TRIAL_FILE;
if (file && /server/i.test(script) && !/worker/i.test(script)) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  appendFileSync(file, `# ${script}\n`);
  setInterval(() => {
    appendFileSync(file, `${Date.now()} ${(delay.max / 1e6).toFixed(3)} ${delay.count}\n`);
    delay.reset();
  }, WINDOW_MS).unref();
}
