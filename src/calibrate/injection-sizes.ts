/**
 * Microseconds of CPU to add per request so that a CPU-bound server loses `slowdown` of its
 * requests/s. Serving takes 1/rps seconds of CPU per request; adding c gives
 * rps' = 1 / (1/rps + c), so a loss s = 1 - rps'/rps needs c = s / ((1 - s) * rps).
 */
export function injectionForSlowdownMicroseconds(requestsPerSecond: number, slowdown: number): number {
  return Math.max(1, Math.round((slowdown / ((1 - slowdown) * requestsPerSecond)) * 1e6));
}

/** Throughput losses the calibration injects: around and above the default 5% threshold. */
export const CALIBRATION_SLOWDOWNS = [0.05, 0.1, 0.2];
