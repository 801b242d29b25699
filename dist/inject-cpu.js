import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);

// src/inject-cpu.ts
import { Server } from "node:http";
var microseconds = Number(process.env.PERF_GATE_INJECT_CPU_US ?? 0);
if (microseconds > 0) {
  const burnNanoseconds = BigInt(Math.round(microseconds * 1e3));
  const originalEmit = Server.prototype.emit;
  Server.prototype.emit = function emitWithInjectedCost(event, ...args) {
    if (event === "request") {
      const until = process.hrtime.bigint() + burnNanoseconds;
      while (process.hrtime.bigint() < until) {
      }
    }
    return Reflect.apply(originalEmit, this, [event, ...args]);
  };
}
