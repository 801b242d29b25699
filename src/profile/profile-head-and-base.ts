import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadSettings } from '../config/config.ts';
import type { BenchmarkProgress } from '../engine/benchmark-progress.ts';
import { REPO_ROOT } from '../repo-paths.ts';
import type { ResultsFile, RoundSample } from '../results/results-types.ts';
import type { ScenarioWhere } from '../results/where-it-changed.ts';

/** A scenario profiled in wall time. */
type ProfiledWhere = Extract<ScenarioWhere, { measure: 'wall-time'; rows: unknown }>;
import type { ScenarioName } from '../scenarios/scenario.ts';
import type { BuiltServer } from '../servers/build-server.ts';
import type { PreparedServers } from '../servers/prepare-servers.ts';
import { readCpuProfile } from './cpu-profile.ts';
import { differentialFlameGraphHtml, type ProfileOfRequests } from './differential-flame-graph.ts';
import { functionChanges, type ProfiledPair } from './function-changes.ts';
import { selfTimeByFunction } from './self-time.ts';
import { sourceLocation } from './source-location.ts';

/** Measures `servers` with the engine, every round profiled into `cpuProfileDir`. */
export type MeasureProfiled = (
  servers: PreparedServers,
  load: Partial<LoadSettings>,
  cpuProfileDir: string,
) => Promise<ResultsFile>;

export interface ProfileSettings {
  /** Process pairs per scenario, each loaded together as the gate loads them. */
  pairs: number;
  durationSeconds: number;
  /** Where the profiles and flame graphs go: a folder per scenario. */
  dir: string;
  confidence: number;
  rows: number;
}

/**
 * Where the head spends its time differently from the base, per scenario: fresh process pairs of
 * both, loaded together as the gate's own (never the gate's samples: profiling costs CPU, and the
 * verdict's figures must not carry it), each round profiled, then compared function by function.
 * Writes the profiles and a differential flame graph per scenario; a scenario that cannot be
 * profiled gets its reason instead, and the verdict stands either way.
 */
export async function profileHeadAndBase(
  measure: MeasureProfiled,
  head: BuiltServer,
  base: BuiltServer,
  scenarios: readonly ScenarioName[],
  settings: ProfileSettings,
  progress: BenchmarkProgress,
): Promise<ScenarioWhere[]> {
  const where: ScenarioWhere[] = [];
  for (const scenario of scenarios) {
    progress.info(
      `where: profiling ${settings.pairs} pairs of ${head.definition.name} and ${base.definition.name} in ${scenario}`,
    );
    const startedAtMs = Date.now();
    try {
      where.push(await profileScenario(measure, head, base, scenario, settings));
      progress.info(`where: ${scenario} profiled in ${Math.round((Date.now() - startedAtMs) / 1000)} s`);
    } catch (error) {
      const message = (error as Error).message;
      progress.warn(`where: ${scenario} not profiled: ${message}`);
      where.push({ scenario, measure: 'wall-time', error: message });
    }
  }
  return where;
}

async function profileScenario(
  measure: MeasureProfiled,
  head: BuiltServer,
  base: BuiltServer,
  scenario: ScenarioName,
  settings: ProfileSettings,
): Promise<ProfiledWhere> {
  const dir = join(settings.dir, scenario);
  mkdirSync(dir, { recursive: true });
  const results = await measure(
    { built: [head, base], unavailable: [] },
    {
      scenarios: [scenario],
      rounds: settings.pairs,
      roundsPerBlock: 1,
      durationSeconds: settings.durationSeconds,
      loadTogether: true,
      // CPU per request is what a profile says, and the published closed loop says it at any rate:
      // two open-loop generators sharing a CPU beside the profiler fell behind their schedule.
      ratePerSecondByScenario: undefined,
    },
    dir,
  );
  const rounds = (name: string) =>
    results.scenarios[0]?.servers.find((entry) => entry.server === name)?.rounds ?? [];
  const headRounds = rounds(head.definition.name);
  const baseRounds = rounds(base.definition.name);
  const foldersOf = (server: BuiltServer) => [server.definition.dir, REPO_ROOT];
  const pairs: { head: ProfileOfRequests; base: ProfileOfRequests }[] = [];
  const artifacts = { headProfiles: [] as string[], baseProfiles: [] as string[] };
  for (const headRound of headRounds) {
    const baseRound = baseRounds.find((round) => round.block === headRound.block);
    if (!baseRound || !profiled(headRound) || !profiled(baseRound)) continue;
    const number = pairs.length + 1;
    const headPath = keep(headRound.cpuProfilePath, join(dir, `pair-${number}-head.cpuprofile`));
    const basePath = keep(baseRound.cpuProfilePath, join(dir, `pair-${number}-base.cpuprofile`));
    artifacts.headProfiles.push(headPath);
    artifacts.baseProfiles.push(basePath);
    pairs.push({
      head: {
        profile: readCpuProfile(headPath),
        requests: headRound.requestsTotal,
        folders: foldersOf(head),
      },
      base: {
        profile: readCpuProfile(basePath),
        requests: baseRound.requestsTotal,
        folders: foldersOf(base),
      },
    });
  }
  if (pairs.length < 2) {
    const failed = [...headRounds, ...baseRounds].find((round) => !round.valid)?.invalidReason;
    throw new Error(
      `${pairs.length} of ${settings.pairs} pairs profiled whole${failed ? ` (a round failed: ${failed})` : ''}; at least 2 are needed`,
    );
  }
  const selfTimes: ProfiledPair[] = pairs.map((pair) => ({
    head: selfTimeByFunction(pair.head.profile, pair.head.folders),
    base: selfTimeByFunction(pair.base.profile, pair.base.folders),
    headRequests: pair.head.requests,
    baseRequests: pair.base.requests,
  }));
  const changes = functionChanges(selfTimes, { confidence: settings.confidence, rows: settings.rows });
  const flameGraph = join(dir, 'differential-flame-graph.html');
  writeFileSync(
    flameGraph,
    differentialFlameGraphHtml(
      pairs.map((pair) => pair.head),
      pairs.map((pair) => pair.base),
      `${head.definition.name} against ${base.definition.name}, ${scenario}: CPU per request by call path`,
    ),
  );
  return {
    scenario,
    measure: 'wall-time',
    durationSeconds: settings.durationSeconds,
    ...changes,
    rows: changes.rows.map((row) => {
      const source = sourceLocation(row.fn, head.definition.dir);
      return source ? { ...row, source } : row;
    }),
    artifacts: { ...artifacts, flameGraph },
  };
}

function profiled(round: RoundSample): boolean {
  return round.valid && round.cpuProfilePath !== undefined && round.requestsTotal > 0;
}

/** Gives a profile the name a reader looks for (pair and side) instead of the process id. */
function keep(path: string | undefined, as: string): string {
  renameSync(path!, as);
  return as;
}
