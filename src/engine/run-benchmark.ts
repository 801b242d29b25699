import { makeTemporaryDir, removeTemporaryDir } from '../process/temporary-dirs.ts';
import type { RoundSample, ServerRun } from '../results/results-types.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';
import type { BenchmarkOutcome, BenchmarkPlan } from './benchmark-plan.ts';
import type { BenchmarkProgress } from './benchmark-progress.ts';
import { describeServer } from './describe-server.ts';
import { invalidSample, measureVisit } from './measure-visit.ts';
import { scheduleRounds, type Visit } from './round-schedule.ts';
import { saturationWarning } from './saturation-warning.ts';
import { retireIfUnhealthy, startBlock, warmUp, type MarkFailed } from './server-block.ts';

/** Per visit beyond the round itself: spawning the load worker and collecting its answer. */
const VISIT_OVERHEAD_SECONDS = 0.5;

/**
 * Start, check, warm up, and run the interleaved rounds, block by block; stop every
 * server after its block. Failures are recorded against the server that caused them and
 * the other servers go on.
 */
export async function runBenchmark(
  planAsked: BenchmarkPlan,
  progress: BenchmarkProgress,
): Promise<BenchmarkOutcome> {
  const { load } = planAsked;
  // At a rate (the scenarios' rates resolved), every server's event loop is watched from inside.
  const atRate = Object.keys(load.ratePerSecondByScenario ?? {}).length > 0;
  const eventLoopDir = atRate ? makeTemporaryDir('perf-gate-event-loop-') : undefined;
  const plan = eventLoopDir ? { ...planAsked, eventLoopDir } : planAsked;
  try {
    return await runBlocks(plan, progress);
  } finally {
    if (eventLoopDir) removeTemporaryDir(eventLoopDir);
  }
}

async function runBlocks(plan: BenchmarkPlan, progress: BenchmarkProgress): Promise<BenchmarkOutcome> {
  const { load } = plan;
  const runs = new Map<string, ServerRun>(
    plan.servers.map((built) => [built.definition.name, describeServer(built)]),
  );
  const rounds = new Map<string, RoundSample[]>();
  const warnings: string[] = [];
  const schedule = scheduleRounds(
    load.scenarios,
    plan.servers.map((built) => built.definition.name),
    load.rounds,
    load.roundsPerBlock,
  );
  const together = load.loadTogether === true;
  const totalVisits = schedule.reduce(
    (sum, block) => sum + block.rounds.length * block.rounds[0]!.visits.length,
    0,
  );
  // Loaded together, the servers of one scenario's visits take one round's time between them.
  const serversPerStep = together ? Math.max(1, plan.servers.length) : 1;
  let visitsDone = 0;
  let sequence = 0;
  let skippedVisits = 0;
  const saturationWarned = new Set<string>();

  // What stopped a server in the current block: its missed rounds are kept as failed ones.
  const failedInBlock = new Map<string, string>();
  const markFailed: MarkFailed = (name, failure) => {
    failedInBlock.set(name, `${failure.stage} failed: ${failure.message}`);
    const run = runs.get(name);
    if (run && run.status !== 'failed') {
      run.status = 'failed';
      run.failure = failure;
      progress.warn(`${name}: ${failure.stage} failed: ${failure.message}`);
    } else if (load.restartFailedServers) {
      progress.warn(`${name}: ${failure.stage} failed again in a later process: ${failure.message}`);
    }
  };

  for (const block of schedule) {
    failedInBlock.clear();
    const running = await startBlock(
      plan,
      runs,
      markFailed,
      progress,
      block.block,
      load.restartFailedServers,
    );
    try {
      const warmedUp = await warmUp(plan, running, progress, markFailed);
      for (const [name, requests] of warmedUp) {
        const run = runs.get(name);
        if (run) run.warmUpRequests = (run.warmUpRequests ?? 0) + requests;
      }
      for (const round of block.rounds) {
        for (const step of together ? visitsByScenario(round.visits) : round.visits.map((visit) => [visit])) {
          visitsDone += step.length;
          const loaded = step.flatMap((visit) => {
            const server = running.get(visit.server);
            return server ? [{ visit, server }] : [];
          });
          if (load.restartFailedServers) {
            for (const visit of step) {
              const reason = failedInBlock.get(visit.server);
              if (running.has(visit.server) || reason === undefined) continue;
              const key = `${visit.scenario}/${visit.server}`;
              const missed = invalidSample(
                block.block,
                round.roundInBlock,
                sequence++,
                new Date().toISOString(),
                `not measured: this process ${reason}`,
              );
              rounds.set(key, [...(rounds.get(key) ?? []), missed]);
            }
          }
          if (loaded.length === 0) continue;
          if (Date.now() >= plan.deadlineMs) {
            skippedVisits += loaded.length;
            continue;
          }
          const secondsLeft = Math.round(
            ((totalVisits - visitsDone) / serversPerStep) * (load.durationSeconds + VISIT_OVERHEAD_SECONDS),
          );
          progress.status(
            `block ${block.block + 1} round ${round.roundInBlock + 1}: ${loaded.map(({ visit }) => visit.server).join(' + ')} ${step[0]!.scenario} ` +
              `(${visitsDone}/${totalVisits}, ~${formatSeconds(secondsLeft)} left)`,
          );
          const names = loaded.map(({ visit }) => visit.server);
          const samples = await Promise.all(
            loaded.map(({ visit, server }) =>
              measureVisit(plan, server, visit, block.block, round.roundInBlock, sequence++, names),
            ),
          );
          for (const [index, { visit, server }] of loaded.entries()) {
            const sample = samples[index]!;
            const key = `${visit.scenario}/${visit.server}`;
            rounds.set(key, [...(rounds.get(key) ?? []), sample]);
            const saturated = saturationWarning(visit.server, visit.scenario, sample, loaded.length);
            if (saturated && !saturationWarned.has(key)) {
              saturationWarned.add(key);
              warnings.push(saturated);
            }
            await retireIfUnhealthy(server, sample.serverMaxMemoryBytes, 'a round', running, markFailed);
          }
        }
      }
    } finally {
      await Promise.all([...running.values()].map((server) => server.stop()));
    }
  }
  if (skippedVisits > 0) {
    warnings.push(`time budget reached: ${skippedVisits} of ${totalVisits} rounds were skipped`);
  }
  for (const warning of warnings) progress.warn(warning);

  return {
    servers: [...plan.unavailable, ...runs.values()],
    scenarios: load.scenarios.map((scenario) => ({
      scenario,
      servers: plan.servers.map((built) => ({
        server: built.definition.name,
        rounds: rounds.get(`${scenario}/${built.definition.name}`) ?? [],
      })),
    })),
    warnings,
  };
}

/** One step per scenario, in the round's order: the visits of servers loaded at the same time. */
function visitsByScenario(visits: Visit[]): Visit[][] {
  const steps = new Map<ScenarioName, Visit[]>();
  for (const visit of visits) steps.set(visit.scenario, [...(steps.get(visit.scenario) ?? []), visit]);
  return [...steps.values()];
}

function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes}m${String(seconds % 60).padStart(2, '0')}s` : `${seconds}s`;
}
