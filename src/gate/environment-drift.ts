import type { Environment } from '../results/results-types.ts';

/**
 * What differs between the baseline's machine and this one, in words for the report. The
 * ratio to the reference is meant to survive these differences, but a reader judging a verdict
 * should know about them. Memory and OS strings are left out: they differ between otherwise
 * identical runners (kernel patch levels) and would bury the differences that matter.
 */
export function environmentDrift(baseline: Environment, current: Environment): string[] {
  const drift: string[] = [];
  if (baseline.cpuModel !== current.cpuModel) {
    drift.push(`CPU model: "${baseline.cpuModel}" in the baseline, "${current.cpuModel}" now`);
  }
  if (baseline.cpuCount !== current.cpuCount) {
    drift.push(`CPU count: ${baseline.cpuCount} in the baseline, ${current.cpuCount} now`);
  }
  if (baseline.nodeVersion !== current.nodeVersion) {
    drift.push(`Node.js: ${baseline.nodeVersion} in the baseline, ${current.nodeVersion} now`);
  }
  return drift;
}
