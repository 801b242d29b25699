import { readFileSync } from 'node:fs';

/**
 * V8's CPU profile, as `--cpu-prof` and the inspector's Profiler.stop write it (the `.cpuprofile`
 * Chrome DevTools and speedscope open): a call tree of nodes, and the node on top of the stack at
 * each sample with the microseconds since the sample before it.
 */
export interface CpuProfile {
  nodes: CpuProfileNode[];
  /** Microseconds since some origin. */
  startTime: number;
  endTime: number;
  /** The node id on top of the stack at each sample. */
  samples: number[];
  /** Microseconds between a sample and the one before it (the first: since startTime). */
  timeDeltas: number[];
}

export interface CpuProfileNode {
  id: number;
  callFrame: CallFrame;
  hitCount?: number;
  children?: number[];
}

export interface CallFrame {
  functionName: string;
  scriptId: string | number;
  url: string;
  /** 0-based, as V8 counts; -1 where V8 knows no position (native code, the program itself). */
  lineNumber: number;
  columnNumber: number;
}

/** Reads a `.cpuprofile`, refusing in one line a file that is not one. */
export function readCpuProfile(path: string): CpuProfile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: not a CPU profile: ${(error as Error).message}`);
  }
  const profile = parsed as Partial<CpuProfile>;
  if (
    !Array.isArray(profile.nodes) ||
    !Array.isArray(profile.samples) ||
    !Array.isArray(profile.timeDeltas) ||
    profile.samples.length !== profile.timeDeltas.length
  ) {
    throw new Error(`${path}: not a CPU profile: nodes, samples and timeDeltas of equal length expected`);
  }
  return profile as CpuProfile;
}
