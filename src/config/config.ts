import type { ScenarioName } from '../scenarios/scenario.ts';

export type Command = 'run' | 'baseline' | 'compare' | 'calibrate';

/** How long and how hard each server is loaded. Defaults follow the published method (-c 100 -p 10). */
export interface LoadSettings {
  scenarios: ScenarioName[];
  servers: string[];
  rounds: number;
  roundsPerBlock: number;
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  pipelining: number;
  injectCpuMicroseconds: Record<string, number>;
}

export interface GateSettings {
  baselinePath: string;
  subject: string;
  reference: string;
  /** Fractions: 0.05 means 5 percent. */
  rpsThreshold: number;
  latencyThreshold: number;
  confidence: number;
  maxRounds: number;
  /** Rounds of subject and reference in a recorded baseline; other servers get the run's rounds. */
  baselineRounds: number;
  timeBudgetMinutes: number;
  failOnInconclusive: boolean;
}

/** Where the mion packages come from. */
export type MionSource =
  /** Without a version: the release pinned in servers/mion/package.json. */
  { kind: 'npm'; version?: string } | { kind: 'path'; dir: string } | { kind: 'tarballs'; dir: string };

export interface Config {
  command: Command;
  load: LoadSettings;
  gate: GateSettings;
  mionSource: MionSource;
  /** The Node binary that runs servers, builds and the load generator; unset: the first node on PATH. */
  nodePath?: string;
  outPath?: string;
  markdownPath?: string;
  verbose: boolean;
  /** Trials per condition in calibrate: ten makes "detected at least 9 times in 10" a direct count. */
  calibrationTrials: number;
}

export const DEFAULT_SERVERS = [
  'http-node',
  'mion',
  'mion-bun',
  'fastify',
  'express',
  'hono',
  'hapi',
  'restify',
  'deepkit',
];
