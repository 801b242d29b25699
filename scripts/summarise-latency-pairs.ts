/**
 * The spread of latency at a rate between process pairs of a paired run (compare --rate): per
 * scenario and percentile, the pairs' mean change and the standard deviation of their log
 * differences, the figure docs/open-loop-latency.md fits the simulation's noise to.
 *
 *   node --import tsx scripts/summarise-latency-pairs.ts results.json [more results.json ...]
 */
import { readResultsFile } from '../src/results/results-file.ts';
import type { RoundSample } from '../src/results/results-types.ts';

const PERCENTILES = ['p50', 'p99', 'p999'] as const;

function spread(values: number[]): { mean: number; sd: number } {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1);
  return { mean, sd: Math.sqrt(variance) };
}

const paths = process.argv.slice(2);
if (paths.length === 0) {
  console.error('usage: summarise-latency-pairs.ts results.json [more ...]');
  process.exit(2);
}
for (const path of paths) {
  const results = readResultsFile(path);
  const { subject, baseServer } = results.settings;
  if (!subject || !baseServer || !results.settings.rate) {
    console.error(`${path}: not a paired run at a rate (compare --rate with a base side)`);
    process.exit(2);
  }
  console.log(`${path}: ${subject} against ${baseServer}, ${results.settings.durationSeconds} s rounds`);
  for (const scenario of results.scenarios) {
    const byProcess = (server: string) =>
      new Map(
        (scenario.servers.find((entry) => entry.server === server)?.rounds ?? [])
          .filter((round): round is RoundSample => round.valid && round.atRate !== undefined)
          .map((round) => [round.block, round]),
      );
    const heads = byProcess(subject);
    const bases = byProcess(baseServer);
    const pairs = [...heads].filter(([block]) => bases.has(block));
    if (pairs.length < 2) continue;
    const cells = PERCENTILES.map((percentile) => {
      const { mean, sd } = spread(
        pairs.map(([block, head]) =>
          Math.log(head.latencyMs[percentile]! / bases.get(block)!.latencyMs[percentile]!),
        ),
      );
      return `${percentile} ${((Math.exp(mean) - 1) * 100).toFixed(1)}% (sd ${sd.toFixed(3)})`;
    });
    console.log(`  ${scenario.scenario}: ${pairs.length} pairs; ${cells.join(', ')}`);
  }
}
