import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real gates of evidence/trials/fail-closed-trials.sh, as the dated files of evidence/data/ hold them
 * (written by evidence/trials/summarise-fail-closed-trials.ts), and what the documents show of them: the
 * README's column beside the simulated rates and docs/statistics.md's table of every trial. One
 * place, so that `npm run simulate:rates` writes both and test/gate/readme-rates.test.ts holds both.
 */

export const DATA_DIR = fileURLToPath(new URL('../../evidence/data/', import.meta.url));
const TRIAL_FILE = /^fail-closed-trials-\d{4}-\d{2}-\d{2}\.json$/;

export interface RealTrial {
  trial: string;
  /** The condition's key: the trial's name without its round (aa, loss5, crashing, noisy-loss8, …). */
  conditionKey: string;
  condition: string;
  /** The gate's code: the commit its results record (the trials run from a worktree of the tool). */
  toolCommit?: string;
  injectedMicroseconds?: number;
  createdAt?: string;
  exitCode: number;
  secondsWithBuilds: number;
  measuringSeconds?: number;
  title: string;
  headline: string;
  /** Each scenario's change of requests/s, head against base, as the headline reads it. */
  changes?: Record<string, string>;
}

/** "aa-4", "aa2", "crashing2" → "aa", "aa", "crashing"; "erratic30-3" → "erratic30". */
export function conditionKeyOf(trial: string): string {
  return trial.replace(/-\d+$/, '').replace(/^(aa|crashing)\d$/, '$1');
}

/** Every trial of every dated file, oldest file first. */
export function readRealTrials(dir = DATA_DIR): RealTrial[] {
  return readdirSync(dir)
    .filter((name) => TRIAL_FILE.test(name))
    .sort()
    .flatMap((name) => (JSON.parse(readFileSync(join(dir, name), 'utf8')) as { trials: RealTrial[] }).trials)
    .map((trial) => ({ ...trial, conditionKey: conditionKeyOf(trial.trial) }));
}

/** A side that could not be built (the registry, a time-out) measured nothing: no trial of the gate. */
export function measuredSomething(trial: RealTrial): boolean {
  return !/not built/.test(trial.title);
}

/**
 * Which real trials stand beside a README row: the same change, made in a real head. The injected
 * losses count only at the size that gives the row's loss in one scenario as measured (0.55 µs:
 * about 5% in hello; 1.05 µs: about 8%); other sizes are in docs/statistics.md's table only.
 */
const TRIALS_OF_ROW: Record<string, (trial: RealTrial) => boolean> = {
  'wall time, nothing changed (A/A)': (t) => t.conditionKey === 'aa',
  'wall time, 5% loss (the threshold) in one scenario': (t) =>
    t.conditionKey === 'loss5' && t.injectedMicroseconds === 0.55,
  'wall time, 8% loss in one scenario': (t) => t.conditionKey === 'loss8' && t.injectedMicroseconds === 1.05,
  'wall time, head twice as slow in 2 of 5 processes of every scenario': (t) =>
    t.conditionKey === 'erratic30',
  'wall time, head crashes once in 100,000 requests': (t) => t.conditionKey === 'crashing',
  'wall time, head crashes once in 500,000 requests (one process in nine meets it)': (t) =>
    t.conditionKey === 'rare-crash',
  'wall time, head fails in 3% of its processes (a crash once in 1,970,000 requests)': (t) =>
    t.conditionKey === 'crash-2m',
  'wall time, 8% loss in one scenario, another too noisy (±40% a process)': (t) =>
    t.conditionKey === 'noisy-loss8',
  'p99 and event loop at a quarter of the capacity (rate: 25%), nothing changed (A/A)': (t) =>
    t.conditionKey === 'rate25-loop-aa',
  'p99 and event loop at a quarter of the capacity (rate: 25%), head pauses 20 ms a second': (t) =>
    t.conditionKey === 'rate25-loop-pause20',
  'p99 and event loop at a quarter of the capacity (rate: 25%), head costs 5 µs more CPU a request': (t) =>
    t.conditionKey === 'rate25-loop-cost5us',
  // The one real gate of p50 and p99 together (2026-11-27).
  'p50 at a quarter of the capacity (gate-metrics: latency-p50), head costs 5 µs more CPU a request': (t) =>
    t.conditionKey === 'rate25-cost5us',
};

/** "3 of 4": of the real gates of the row that measured something, how many failed the check. */
export function realTrialsCell(rowCondition: string, trials: RealTrial[]): string {
  const belongs = TRIALS_OF_ROW[rowCondition];
  if (!belongs) return '–';
  const measured = trials.filter((trial) => belongs(trial) && measuredSomething(trial));
  if (measured.length === 0) return '–';
  const failed = measured.filter((trial) => trial.exitCode !== 0).length;
  return `${failed} of ${measured.length}`;
}

/** The verdict as the report's title names it: "Regression", "Likely regression, not proven", … */
function verdictOf(trial: RealTrial): string {
  return trial.title
    .replace(/^\S+ /, '')
    .split(':')[0]!
    .replace(/^Error$/, '**error**');
}

function byFinish(one: RealTrial, other: RealTrial): number {
  return (one.createdAt ?? '').localeCompare(other.createdAt ?? '');
}

/** docs/statistics.md's table: every real trial, in the order run, with the code it ran. */
export function realTrialsTable(trials: RealTrial[]): string {
  const scenarios = ['hello', 'update-user', 'heavy-validation'];
  return [
    '| Condition | Code | Trial | Finished (UTC) | Change (hello, update-user, heavy-validation) | Exit | Verdict | Seconds (measuring) |',
    '| :-------- | :--- | :---- | :------------- | :-------------------------------------------- | ---: | :------ | ------------------: |',
    ...[...trials].sort(byFinish).map((trial) => {
      const injected = trial.injectedMicroseconds ? ` (${trial.injectedMicroseconds} µs)` : '';
      const changes = scenarios.map((name) => trial.changes?.[name] ?? 'n/a').join(', ');
      const started = trial.createdAt ? trial.createdAt.slice(0, 16).replace('T', ' ') : 'n/a';
      const code = trial.toolCommit?.slice(0, 7) ?? 'n/a';
      const seconds = `${trial.secondsWithBuilds} (${trial.measuringSeconds ?? 'n/a'})`;
      return `| ${trial.conditionKey}${injected} | ${code} | ${trial.trial} | ${started} | ${changes} | ${trial.exitCode} | ${verdictOf(trial)} | ${seconds} |`;
    }),
  ].join('\n');
}
