/**
 * Preloaded into a server with `node --import` when a slowdown is injected: every HTTP
 * request first burns PERF_GATE_INJECT_CPU_US microseconds of CPU on the event loop.
 * Hooking http.Server's 'request' event works for any Node framework without touching
 * its code, which is what calibration and the gate's own tests need.
 */
import { Server } from 'node:http';

const microseconds = Number(process.env.PERF_GATE_INJECT_CPU_US ?? 0);

if (microseconds > 0) {
  const burnNanoseconds = BigInt(Math.round(microseconds * 1000));
  const originalEmit = Server.prototype.emit;
  Server.prototype.emit = function emitWithInjectedCost(
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'request') {
      const until = process.hrtime.bigint() + burnNanoseconds;
      while (process.hrtime.bigint() < until) {
        // Busy-wait on purpose: the cost must be CPU on the event loop, like slow code.
      }
    }
    return Reflect.apply(originalEmit, this, [event, ...args]) as boolean;
  } as typeof Server.prototype.emit;
}
