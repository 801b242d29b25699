/**
 * Number formats of the published tables: requests/s with 1 decimal, latency and MB/s with 2,
 * memory and CPU as integers. A figure that could not be computed (no valid round) prints as "n/a".
 */

export const NOT_AVAILABLE = 'n/a';

/** 2^20 bytes: the published "Mb" figures are bytes / 1024 / 1024, as in fastify/benchmarks. */
export const BYTES_PER_MEBIBYTE = 1024 * 1024;

function fixed(value: number, decimals: number): string {
  return Number.isFinite(value) ? value.toFixed(decimals) : NOT_AVAILABLE;
}

export function formatRequestsPerSecond(requestsPerSecond: number): string {
  return fixed(requestsPerSecond, 1);
}

export function formatMilliseconds(milliseconds: number): string {
  return fixed(milliseconds, 2);
}

/**
 * Latency at a rate, to 3 significant digits: a median of 58 µs reads 0.0583, not 0.06, so a change
 * at its 10% threshold shows in the figures themselves; whole milliseconds and up keep 2 decimals at most.
 */
export function formatLatencyThreeDigitsMs(milliseconds: number): string {
  if (!Number.isFinite(milliseconds)) return NOT_AVAILABLE;
  if (milliseconds === 0 || Math.abs(milliseconds) >= 100) return milliseconds.toFixed(0);
  const decimals = Math.min(4, Math.max(0, 2 - Math.floor(Math.log10(Math.abs(milliseconds)))));
  return milliseconds.toFixed(decimals);
}

export function formatMebibytesPerSecond(mebibytesPerSecond: number): string {
  return fixed(mebibytesPerSecond, 2);
}

export function formatWholeNumber(value: number): string {
  return fixed(value, 0);
}

/** 97500.4 -> "97,500": counts in the hundred thousands are read faster with their thousands marked. */
export function formatCount(value: number): string {
  return Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : NOT_AVAILABLE;
}

/** 0.877 -> "87.7%". */
export function formatPercent(fraction: number, decimals = 1): string {
  return Number.isFinite(fraction) ? `${(fraction * 100).toFixed(decimals)}%` : NOT_AVAILABLE;
}

/** 0.05 -> "+5.0%", -0.032 -> "-3.2%"; the sign is always shown because the direction is the news. */
export function formatSignedPercent(fraction: number, decimals = 1): string {
  if (!Number.isFinite(fraction)) return NOT_AVAILABLE;
  const text = (Math.abs(fraction) * 100).toFixed(decimals);
  // A change that rounds to zero gets no sign, so "-0.0%" never suggests a direction.
  if (Number(text) === 0) return `${text}%`;
  return `${fraction < 0 ? '-' : '+'}${text}%`;
}

/**
 * A threshold as a signed percent with as many decimals as it has (from `leastDecimals` to 3), so a
 * threshold is never rounded: "-5%" or "-5.0%", "+0.3%", "+0.375%".
 */
export function formatThreshold(signedFraction: number, leastDecimals: number): string {
  let decimals = leastDecimals;
  const percent = Math.abs(signedFraction) * 100;
  while (decimals < 3 && Math.abs(Number(percent.toFixed(decimals)) - percent) > 1e-9) decimals++;
  return formatSignedPercent(signedFraction, decimals);
}

/** Bytes as gigabytes with 1 decimal, as the published machine line ("16.0GB Mem"). */
export function formatGibibytes(bytes: number): string {
  return `${fixed(bytes / BYTES_PER_MEBIBYTE / 1024, 1)}GB`;
}

/** Seconds without trailing zeros: 5 -> "5", 40.02 -> "40.02". */
export function formatSeconds(seconds: number): string {
  return Number.isFinite(seconds) ? String(Number(seconds.toFixed(2))) : NOT_AVAILABLE;
}
