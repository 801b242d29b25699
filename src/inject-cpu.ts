/**
 * Preloaded into a server with `node --import` when a slowdown is injected: every HTTP
 * request first burns PERF_GATE_INJECT_CPU_US microseconds of CPU on the event loop, or runs
 * PERF_GATE_INJECT_WORK_ITERATIONS iterations of a loop. Time suits wall-clock measurement;
 * a fixed amount of work suits instruction counting, where time under valgrind stretches and a
 * time-based cost would burn more instructions the slower valgrind runs.
 * Two faults the gate must catch too: with PERF_GATE_INJECT_CPU_SHARE the CPU cost is burnt only
 * in that share of the processes (each process draws once, at start: a slow path some processes
 * take), and with PERF_GATE_INJECT_CRASH_PER_REQUESTS the process exits on about one request in
 * that many (a crash now and then). PERF_GATE_INJECT_NOISE ([{ path, microseconds, share }]) makes
 * a scenario noisy: each process draws once per path, with probability share, to burn the microseconds
 * on every request to that path (a bimodal spread between processes, on whichever side it is set).
 * Hooking http.Server's 'request' event works for any Node framework without touching
 * its code, which is what calibration and the gate's own tests need.
 */
import { Server } from 'node:http';

const cpuShare = Number(process.env.PERF_GATE_INJECT_CPU_SHARE ?? 1);
const microseconds = Math.random() < cpuShare ? Number(process.env.PERF_GATE_INJECT_CPU_US ?? 0) : 0;
const crashPerRequests = Number(process.env.PERF_GATE_INJECT_CRASH_PER_REQUESTS ?? 0);
/** An exit code no server uses, so a test can tell the injected crash from a real one. */
export const INJECTED_CRASH_EXIT_CODE = 70;
/** The paths this process draws slow, with their cost in nanoseconds. */
const noisyPathNanoseconds = new Map<string, bigint>(
  (
    JSON.parse(process.env.PERF_GATE_INJECT_NOISE ?? '[]') as {
      path: string;
      microseconds: number;
      share: number;
    }[]
  )
    .filter(({ share }) => Math.random() < share)
    .map(({ path, microseconds }) => [path, BigInt(Math.round(microseconds * 1000))]),
);
const iterationsText = process.env.PERF_GATE_INJECT_WORK_ITERATIONS;
const iterations = Math.round(Number(iterationsText ?? 0));
/** Read after every request, so the loop's result is used and the JIT cannot drop the loop. */
let workSink = 0;

// Installed for 0 iterations, and in the processes a share spares, too: the side that gets no
// work then pays the hook like the other.
if (
  microseconds > 0 ||
  iterationsText !== undefined ||
  process.env.PERF_GATE_INJECT_CPU_US !== undefined ||
  crashPerRequests > 0 ||
  process.env.PERF_GATE_INJECT_NOISE !== undefined
) {
  const burnNanoseconds = BigInt(Math.round(microseconds * 1000));
  const originalEmit = Server.prototype.emit;
  Server.prototype.emit = function emitWithInjectedCost(
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'request') {
      if (crashPerRequests > 0 && Math.random() * crashPerRequests < 1)
        process.exit(INJECTED_CRASH_EXIT_CODE);
      if (microseconds > 0) burnCpu(burnNanoseconds);
      if (noisyPathNanoseconds.size > 0) {
        const url = (args[0] as { url?: string } | undefined)?.url ?? '';
        const noise = noisyPathNanoseconds.get(url.split('?')[0] ?? '');
        if (noise !== undefined) burnCpu(noise);
      }
      for (let index = 0; index < iterations; index++) workSink = (workSink * 31 + index) % 1_000_003;
      if (workSink < 0) console.log(workSink);
    }
    return Reflect.apply(originalEmit, this, [event, ...args]) as boolean;
  } as typeof Server.prototype.emit;
}

function burnCpu(nanoseconds: bigint): void {
  const until = process.hrtime.bigint() + nanoseconds;
  while (process.hrtime.bigint() < until) {
    // Busy-wait on purpose: the cost must be CPU on the event loop, like slow code.
  }
}
