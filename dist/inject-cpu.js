import { createRequire as __createRequire } from 'node:module';
import { dirname as __dirnameOf } from 'node:path';
import { fileURLToPath as __fileURLToPath } from 'node:url';
const require = __createRequire(import.meta.url);
const __bundleDir = __dirnameOf(__fileURLToPath(import.meta.url));

// src/inject-cpu.ts
import { Server } from "node:http";
var cpuShare = Number(process.env.PERF_GATE_INJECT_CPU_SHARE ?? 1);
var microseconds = Math.random() < cpuShare ? Number(process.env.PERF_GATE_INJECT_CPU_US ?? 0) : 0;
var crashPerRequests = Number(process.env.PERF_GATE_INJECT_CRASH_PER_REQUESTS ?? 0);
var INJECTED_CRASH_EXIT_CODE = 70;
var noisyPathNanoseconds = new Map(
  JSON.parse(process.env.PERF_GATE_INJECT_NOISE ?? "[]").filter(({ share }) => Math.random() < share).map(({ path, microseconds: microseconds2 }) => [path, BigInt(Math.round(microseconds2 * 1e3))])
);
var iterationsText = process.env.PERF_GATE_INJECT_WORK_ITERATIONS;
var iterations = Math.round(Number(iterationsText ?? 0));
var workSink = 0;
if (microseconds > 0 || iterationsText !== void 0 || process.env.PERF_GATE_INJECT_CPU_US !== void 0 || crashPerRequests > 0 || process.env.PERF_GATE_INJECT_NOISE !== void 0) {
  const burnNanoseconds = BigInt(Math.round(microseconds * 1e3));
  const originalEmit = Server.prototype.emit;
  Server.prototype.emit = function emitWithInjectedCost(event, ...args) {
    if (event === "request") {
      if (crashPerRequests > 0 && Math.random() * crashPerRequests < 1)
        process.exit(INJECTED_CRASH_EXIT_CODE);
      if (microseconds > 0) burnCpu(burnNanoseconds);
      if (noisyPathNanoseconds.size > 0) {
        const url = args[0]?.url ?? "";
        const noise = noisyPathNanoseconds.get(url.split("?")[0] ?? "");
        if (noise !== void 0) burnCpu(noise);
      }
      for (let index = 0; index < iterations; index++) workSink = (workSink * 31 + index) % 1000003;
      if (workSink < 0) console.log(workSink);
    }
    return Reflect.apply(originalEmit, this, [event, ...args]);
  };
}
function burnCpu(nanoseconds) {
  const until = process.hrtime.bigint() + nanoseconds;
  while (process.hrtime.bigint() < until) {
  }
}
export {
  INJECTED_CRASH_EXIT_CODE
};
