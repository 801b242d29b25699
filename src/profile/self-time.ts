import type { CpuProfile } from './cpu-profile.ts';
import { functionKey, IDLE_FRAME, profiledFunction, ROOT_FRAME } from './profiled-function.ts';
import type { CostByFunction } from './function-changes.ts';

/** Where one process spent its CPU while profiled: time on top of the stack, by function. */
export interface SelfTimeProfile extends CostByFunction {
  /** In microseconds; totalCost is every sample but idle: the process's own work, garbage collection and V8 itself included. */
  idleMicroseconds: number;
}

/**
 * Each sample's duration, as Chrome DevTools counts it: from its own time stamp to the next one's
 * (the last: to the profile's end). A sample stands for the interval it opens.
 */
export function sampleDurationsMicroseconds(profile: CpuProfile): number[] {
  const stamps: number[] = [];
  let now = profile.startTime;
  for (const delta of profile.timeDeltas) {
    now += delta;
    stamps.push(now);
  }
  return stamps.map((stamp, index) => Math.max(0, (stamps[index + 1] ?? profile.endTime) - stamp));
}

/**
 * Self time by function: what `profile` spent with each function on top of the stack. Files are
 * named relative to `folders` (the server's own first), so two copies of one server agree.
 */
export function selfTimeByFunction(profile: CpuProfile, folders: readonly string[]): SelfTimeProfile {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const durations = sampleDurationsMicroseconds(profile);
  const functions: SelfTimeProfile['functions'] = new Map();
  let totalCost = 0;
  let idleMicroseconds = 0;
  profile.samples.forEach((nodeId, index) => {
    const node = nodes.get(nodeId);
    const microseconds = durations[index]!;
    if (!node || node.callFrame.functionName === ROOT_FRAME) return;
    if (node.callFrame.functionName === IDLE_FRAME) {
      idleMicroseconds += microseconds;
      return;
    }
    totalCost += microseconds;
    const fn = profiledFunction(node.callFrame, folders);
    const key = functionKey(fn);
    const entry = functions.get(key);
    if (entry) entry.cost += microseconds;
    else functions.set(key, { fn, cost: microseconds });
  });
  return { functions, totalCost, idleMicroseconds };
}
