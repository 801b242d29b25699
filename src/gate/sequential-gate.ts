import type { GateSettings } from '../config/config.ts';
import { mergeResults } from '../results/merge-results.ts';
import type { ResultsFile } from '../results/results-types.ts';
import { compareResults } from './compare-results.ts';
import { environmentDrift } from './environment-drift.ts';
import { DEFAULT_CONFIRMATION_ROUNDS, DEFAULT_EXTRA_ROUNDS_PER_BLOCK } from './gate-defaults.ts';
import type { GateOutcome, MetricComparison } from './gate-types.ts';

export interface SequentialGateInput {
  baseline: ResultsFile;
  /** The pull request's run, all servers included. */
  initial: ResultsFile;
  gate: GateSettings;
  /**
   * Runs one fresh block of `rounds` rounds of subject and reference only, servers restarted, in
   * every scenario of `initial`; its settings.scenarios must list them, as the confirmation block
   * is compared on its own.
   */
  measureMore: (rounds: number) => Promise<ResultsFile>;
  /** Clock for `gate.timeBudgetMinutes`, in milliseconds; the budget counts from this call, for extra rounds. */
  nowMs: () => number;
}

/**
 * The gate's decision. While a gated metric is inconclusive, extra blocks of subject and reference
 * rounds are run and merged, up to `gate.maxRounds` and the time budget (google/tachometer's
 * auto-sampling). A regression then has to be seen again, on the same metric and scenario, in a
 * fresh block compared alone with the baseline: two independent looks must both be wrong for a
 * false alarm, so its rate falls from about p to about p² (less the share of the baseline's noise,
 * which both looks reuse). The confirmation block ignores the time budget, because a failure
 * without it would carry the unconfirmed false-alarm rate.
 *
 * A regression that the confirmation does not repeat ends as 'inconclusive', not 'pass': two
 * looks disagree, and a real but noisy regression looks like that too.
 */
export async function runSequentialGate(input: SequentialGateInput): Promise<GateOutcome> {
  const { baseline, initial, gate, measureMore, nowMs } = input;
  const startMs = nowMs();
  const budgetMs = gate.timeBudgetMinutes * 60_000;
  let current = initial;
  let metrics: MetricComparison[] = [];
  const notes: string[] = [];
  const outcome = (fields: Pick<GateOutcome, 'verdict'> & Partial<GateOutcome>): GateOutcome => ({
    metrics,
    subject: gate.subject,
    reference: gate.reference,
    subjectRounds: subjectRoundsRun(current, gate.subject),
    environmentDrift: environmentDrift(baseline.environment, initial.environment),
    notes,
    ...fields,
  });

  try {
    metrics = compareResults(current, baseline, gate);
    let lastBlockMs = 0;
    while (metrics.some((comparison) => comparison.verdict === 'inconclusive')) {
      const roundsRun = subjectRoundsRun(current, gate.subject);
      if (roundsRun >= gate.maxRounds) {
        notes.push(
          `Still inconclusive after ${roundsRun} rounds of ${gate.subject}, the maximum (max rounds).`,
        );
        break;
      }
      // A block is not started when one as long as the last would overrun the budget.
      if (nowMs() - startMs + lastBlockMs > budgetMs) {
        notes.push(
          `Still inconclusive after ${roundsRun} rounds of ${gate.subject}: the time budget of ${gate.timeBudgetMinutes} minutes allows no further block.`,
        );
        break;
      }
      const blockStartMs = nowMs();
      const extra = await measureMore(Math.min(DEFAULT_EXTRA_ROUNDS_PER_BLOCK, gate.maxRounds - roundsRun));
      lastBlockMs = nowMs() - blockStartMs;
      current = mergeResults(current, extra);
      metrics = compareResults(current, baseline, gate);
    }

    const regressions = metrics.filter((comparison) => comparison.verdict === 'regression');
    if (regressions.length === 0) {
      const inconclusive = metrics.some((comparison) => comparison.verdict === 'inconclusive');
      return outcome({ verdict: inconclusive ? 'inconclusive' : 'pass' });
    }
    const fresh = await measureMore(DEFAULT_CONFIRMATION_ROUNDS);
    const confirmationMetrics = compareResults(fresh, baseline, gate, 'confirmation block');
    const confirmed = regressions.filter((regression) =>
      confirmationMetrics.some(
        (candidate) =>
          candidate.scenario === regression.scenario &&
          candidate.metric === regression.metric &&
          candidate.verdict === 'regression',
      ),
    );
    const confirmation = { agreed: confirmed.length > 0, metrics: confirmationMetrics };
    if (confirmed.length > 0) return outcome({ verdict: 'regression', confirmation });
    notes.push(
      `A regression (${regressions.map((r) => `${r.scenario} ${r.metric}`).join(', ')}) was not repeated by a fresh block of ${DEFAULT_CONFIRMATION_ROUNDS} rounds.`,
    );
    return outcome({ verdict: 'inconclusive', confirmation });
  } catch (error) {
    return outcome({ verdict: 'error', error: error instanceof Error ? error.message : String(error) });
  }
}

/** Most rounds of the subject in any scenario, invalid ones included, so the round limit always ends the loop. */
function subjectRoundsRun(file: ResultsFile, subject: string): number {
  return Math.max(
    0,
    ...file.scenarios.map(
      (result) => result.servers.find((entry) => entry.server === subject)?.rounds.length ?? 0,
    ),
  );
}
