/**
 * Microseconds of CPU to add per request so that a CPU-bound server loses `slowdown` of its
 * requests/s. Serving takes 1/rps seconds of CPU per request; adding c gives
 * rps' = 1 / (1/rps + c), so a loss s = 1 - rps'/rps needs c = s / ((1 - s) * rps).
 * Fractions are kept: mion serves a request in about 28 µs here, so 2 percent is about 0.6 µs.
 */
export function injectionForSlowdownMicroseconds(requestsPerSecond: number, slowdown: number): number {
  return Math.round((slowdown / ((1 - slowdown) * requestsPerSecond)) * 1e6 * 100) / 100;
}

/**
 * The injection's own busy loop and clock reads cost something too, so the first size misses; one
 * measured probe scales it: a loss is close to proportional to the added cost at these sizes.
 */
export function rescaledInjectionMicroseconds(
  triedMicroseconds: number,
  measuredLoss: number,
  wantedLoss: number,
): number {
  if (!(measuredLoss > 0)) return triedMicroseconds;
  const scale = Math.min(4, Math.max(0.25, wantedLoss / measuredLoss));
  return Math.round(triedMicroseconds * scale * 100) / 100;
}

/** Throughput losses the calibration injects: the sensitivity goal (3 percent) and the 8 percent one. */
export const CALIBRATION_SLOWDOWNS = [0.03, 0.08];
