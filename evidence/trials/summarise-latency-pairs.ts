/**
 * The spread of latency at a rate between process pairs of a paired run (compare --rate): per
 * scenario and percentile, the pairs' mean change and the standard deviation of their log
 * differences, the figure docs/open-loop-latency.md fits the simulation's noise to.
 *
 *   node --import tsx evidence/trials/summarise-latency-pairs.ts results.json [more results.json ...]
 *   ... --write evidence/data/latency-at-rate-NAME.json --source "what was run" results.json [more ...]
 *
 * Each process's figure is the geometric mean of its valid rounds, as the gate takes it. With --write,
 * the p99 and p50 of every pair's head and base, per scenario, from all the files together (each pair's
 * run, the file it came from, beside them), go to a trial file the simulation of test/helpers/latency-at-rate-rates.ts draws its processes from.
 */
import { mean, sampleStandardDeviation } from 'simple-statistics';
import { writeFileAtomically, readResultsFile } from '../../src/results/results-file.ts';
import { repositoryJson } from '../../scripts/repository-json.ts';
import type { LatencyAtRateTrial } from '../../test/helpers/latency-at-rate-rates.ts';
import type { RoundSample } from '../../src/results/results-types.ts';
import { logMeanByProcess, matchedProcesses } from '../../src/stats/process-samples.ts';
import { GATED_METRICS } from '../../src/gate/gated-metrics.ts';

const PERCENTILES = ['p50', 'p99', 'p999'] as const;
const readEventLoopDelay = GATED_METRICS.find((definition) => definition.metric === 'eventLoopDelay')!.read;

/** A mean log figure back in ms, without exp(log(x))'s last-digit noise (one round reads as written). */
function figureOf(logMs: number): number {
  return Number(Math.exp(logMs).toPrecision(12));
}

const args = process.argv.slice(2);
const optionValue = (flag: string): string | undefined => {
  const index = args.indexOf(flag);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (value === undefined) {
    console.error(`summarise-latency-pairs: ${flag} needs a value`);
    process.exit(2);
  }
  args.splice(index, 2);
  return value;
};
const writePath = optionValue('--write');
const source = optionValue('--source');
const paths = args;
if (paths.length === 0 || (writePath !== undefined && source === undefined)) {
  console.error('usage: summarise-latency-pairs.ts [--write OUT.json --source TEXT] results.json [more ...]');
  process.exit(2);
}
const trial: LatencyAtRateTrial = { source: source ?? '', durationSeconds: 0, scenarios: {} };
for (const [run, path] of paths.entries()) {
  const results = readResultsFile(path);
  const { subject, baseServer } = results.settings;
  if (!subject || !baseServer || !results.settings.rate) {
    console.error(`${path}: not a paired run at a rate (compare --rate with a base side)`);
    process.exit(2);
  }
  console.log(`${path}: ${subject} against ${baseServer}, ${results.settings.durationSeconds} s rounds`);
  for (const scenario of results.scenarios) {
    const roundsOf = (server: string) =>
      (scenario.servers.find((entry) => entry.server === server)?.rounds ?? []).filter(
        (round): round is RoundSample => round.valid && round.atRate !== undefined,
      );
    // A process's figure as the gate takes it: the geometric mean of its rounds (logMeanByProcess).
    const pairsOf = (percentile: (typeof PERCENTILES)[number]) =>
      matchedProcesses(
        logMeanByProcess(roundsOf(subject), (round) => round.latencyMs[percentile] ?? Number.NaN),
        logMeanByProcess(roundsOf(baseServer), (round) => round.latencyMs[percentile] ?? Number.NaN),
      );
    const pairs = Object.fromEntries(PERCENTILES.map((percentile) => [percentile, pairsOf(percentile)]));
    // The event loop's figure as the gate reads it (gated-metrics.ts), where the run measured it.
    const loopPairs = matchedProcesses(
      logMeanByProcess(roundsOf(subject), readEventLoopDelay),
      logMeanByProcess(roundsOf(baseServer), readEventLoopDelay),
    ).filter((pair) => Number.isFinite(pair.first) && Number.isFinite(pair.second));
    const withLoop = loopPairs.length === pairs.p99!.length && loopPairs.length > 0;
    if (pairs.p50!.length !== pairs.p99!.length) {
      console.error(`${path}: ${scenario.scenario} has p99 and p50 of different processes`);
      process.exit(2);
    }
    trial.durationSeconds = results.settings.durationSeconds;
    const kept = (trial.scenarios[scenario.scenario] ??= {
      baseP99Ms: [],
      headP99Ms: [],
      baseP50Ms: [],
      headP50Ms: [],
    });
    for (const [index, pair] of pairs.p99!.entries()) {
      kept.headP99Ms.push(figureOf(pair.first));
      kept.baseP99Ms.push(figureOf(pair.second));
      kept.headP50Ms!.push(figureOf(pairs.p50![index]!.first));
      kept.baseP50Ms!.push(figureOf(pairs.p50![index]!.second));
      (kept.runOfPair ??= []).push(run);
      if (withLoop) {
        (kept.headLoopMs ??= []).push(figureOf(loopPairs[index]!.first));
        (kept.baseLoopMs ??= []).push(figureOf(loopPairs[index]!.second));
      }
    }
    if (pairs.p99!.length < 2) continue;
    const cells = PERCENTILES.map((percentile) => {
      const differences = pairs[percentile]!.map((pair) => pair.first - pair.second);
      const change = (Math.exp(mean(differences)) - 1) * 100;
      return `${percentile} ${change.toFixed(1)}% (sd ${sampleStandardDeviation(differences).toFixed(3)})`;
    });
    if (withLoop) {
      const differences = loopPairs.map((pair) => pair.first - pair.second);
      const change = (Math.exp(mean(differences)) - 1) * 100;
      cells.push(`event loop ${change.toFixed(1)}% (sd ${sampleStandardDeviation(differences).toFixed(3)})`);
    }
    console.log(`  ${scenario.scenario}: ${pairs.p99!.length} pairs; ${cells.join(', ')}`);
  }
}
if (writePath) {
  writeFileAtomically(writePath, await repositoryJson(trial, writePath));
  console.log(`written to ${writePath}`);
}
