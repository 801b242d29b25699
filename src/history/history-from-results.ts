import { createHash } from 'node:crypto';
import { median, sampleStandardDeviation } from 'simple-statistics';
import { countingConditionsOf } from '../gate/counting-conditions.ts';
import { decidingChange } from '../gate/gate-types.ts';
import type { ResultsFile } from '../results/results-types.ts';
import type { HistoryLine } from '../config/history-line.ts';

const CONDITIONS_DIGEST_HEX_DIGITS = 12;

/**
 * The history lines of one commit from a results file (`baseline`, or a gated run on main):
 * instructions per request of the subject per scenario, with the digest of the conditions they were
 * counted under, and its requests/s per scenario as context. A paired change against the parent is
 * added where the run measured one.
 */
export function historyLinesOf(
  results: ResultsFile,
  { commit, date, subject }: { commit: string; date: string; subject: string },
): HistoryLine[] {
  const lines: HistoryLine[] = [];
  const paired = (scenario: string, metric: string) => {
    const comparison = results.gate?.metrics.find(
      (m) => m.scenario === scenario && m.metric === metric && m.mode === 'paired',
    );
    if (!comparison) return {};
    const { estimate, lower, upper, confidence } = decidingChange(comparison);
    return { pairedChange: { change: estimate, lower, upper, confidence } };
  };
  const conditions = countingConditionsOf(results, subject);
  /** One line: the median of the subject's valid figures in a scenario, if it has any. */
  const figure = (
    scenario: string,
    measure: HistoryLine['measure'],
    values: number[],
    conditionsDigest: string,
    metric: string,
  ) => {
    if (values.length === 0) return;
    lines.push({
      commit,
      date,
      scenario,
      measure,
      value: median(values),
      processes: values.length,
      ...(values.length >= 2 ? { spreadLog: sampleStandardDeviation(values.map(Math.log)) } : {}),
      conditions: conditionsDigest,
      ...paired(scenario, metric),
    });
  };
  for (const { scenario, servers } of results.instructions?.scenarios ?? []) {
    const samples = servers.find((entry) => entry.server === subject)?.samples ?? [];
    figure(
      scenario,
      'instructions',
      samples.filter((sample) => sample.valid).map((sample) => sample.instructionsPerRequest),
      // The processor valgrind showed is recorded with the counts, not a condition of them.
      digest({
        ...conditions,
        countedCpu: undefined,
        scenarioDigests: conditions.scenarioDigests?.[scenario],
      }),
      'instructionsPerRequest',
    );
  }
  // Wall time moves with the runner: its series is read per machine and Node, never across them.
  const runner = digest({
    cpu: results.environment.cpuModel,
    cpus: results.environment.cpuCount,
    node: conditions.runtime,
  });
  for (const { scenario, servers } of results.scenarios) {
    const rounds = servers.find((entry) => entry.server === subject)?.rounds ?? [];
    figure(
      scenario,
      'wall-time',
      rounds.filter((round) => round.valid).map((round) => round.requestsPerSecond),
      runner,
      'requestsPerSecond',
    );
  }
  return lines;
}

function digest(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(value))
    .digest('hex')
    .slice(0, CONDITIONS_DIGEST_HEX_DIGITS);
}
