import { createRequire as __createRequire } from 'node:module';
import { dirname as __dirnameOf } from 'node:path';
import { fileURLToPath as __fileURLToPath } from 'node:url';
const require = __createRequire(import.meta.url);
const __bundleDir = __dirnameOf(__fileURLToPath(import.meta.url));

// src/inject-cpu.ts
import { Server } from "node:http";
var microseconds = Number(process.env.PERF_GATE_INJECT_CPU_US ?? 0);
var iterationsText = process.env.PERF_GATE_INJECT_WORK_ITERATIONS;
var iterations = Math.round(Number(iterationsText ?? 0));
var workSink = 0;
if (microseconds > 0 || iterationsText !== void 0) {
  const burnNanoseconds = BigInt(Math.round(microseconds * 1e3));
  const originalEmit = Server.prototype.emit;
  Server.prototype.emit = function emitWithInjectedCost(event, ...args) {
    if (event === "request") {
      if (microseconds > 0) {
        const until = process.hrtime.bigint() + burnNanoseconds;
        while (process.hrtime.bigint() < until) {
        }
      }
      for (let index = 0; index < iterations; index++) workSink = (workSink * 31 + index) % 1000003;
      if (workSink < 0) console.log(workSink);
    }
    return Reflect.apply(originalEmit, this, [event, ...args]);
  };
}
