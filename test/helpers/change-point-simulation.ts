import { mean } from 'simple-statistics';
import {
  findChangePoints,
  DEFAULT_CHANGE_POINT_SETTINGS,
  sidesAround,
} from '../../src/history/change-points.ts';
import { seededRandom } from '../../src/stats/seeded-random.ts';
import { confirmationReadsSlower, MEASURED_NOISE } from './instruction-gate-simulation.ts';

/**
 * The change-point detector as the history workflow runs it: re-analysed after every commit of
 * main, its values one commit's figure each, with `commitLogSd` of noise between commits (logs).
 */

/**
 * Noise of one commit's figure in a history of main (logs): the median of 8 counted processes
 * (between-process spread 0.06–0.18%, so about 0.05% for the median) and the spread of such medians
 * between runs, machines and days of one source (docs/instructions.md, "What moves a count"); 0.1%
 * rounds their sum up.
 */
export const HISTORY_COMMIT_LOG_SD = 0.001;

/** Change points ever named (at any commit's analysis) in an unchanged history, per 200 commits. */
export function falseChangePointsPer200(commitLogSd: number, histories: number, seed: number): number {
  const random = seededRandom(seed);
  const commits = 200;
  let named = 0;
  for (let history = 0; history < histories; history++) {
    const logs = Array.from({ length: commits }, () => commitLogSd * random.normal());
    const seen = new Set<number>();
    for (let length = 2 * DEFAULT_CHANGE_POINT_SETTINGS.minSegment; length <= commits; length++) {
      for (const at of findChangePoints(logs.slice(0, length))) seen.add(at);
    }
    named += seen.size;
  }
  return named / histories;
}

/**
 * A step of `step` after 40 steady commits: the share of histories in which the analysis names the
 * step's own commit within `withinCommits` commits after it, and the median number of commits that took.
 */
export function stepDetection(
  commitLogSd: number,
  step: number,
  trials: number,
  seed: number,
  withinCommits = 5,
): { foundWithin: number; medianDelay: number } {
  const random = seededRandom(seed);
  const before = 40;
  const patience = 15;
  const delays: number[] = [];
  for (let trial = 0; trial < trials; trial++) {
    const logs = Array.from({ length: before }, () => commitLogSd * random.normal());
    let delay = Number.POSITIVE_INFINITY;
    for (let after = 1; after <= patience; after++) {
      logs.push(Math.log1p(step) + commitLogSd * random.normal());
      if (findChangePoints(logs).includes(before)) {
        delay = after;
        break;
      }
    }
    delays.push(delay);
  }
  const sorted = [...delays].sort((a, b) => a - b);
  return {
    foundWithin: delays.filter((delay) => delay <= withinCommits).length / trials,
    medianDelay: sorted[Math.floor(trials / 2)]!,
  };
}

/**
 * Issues a flat history of counted instructions opens, per 1,000 commits, as the workflow runs it:
 * re-analysed after every commit; each slowdown the analysis names (a rise, as analyzeHistory reads
 * its direction) gets one paired confirmation run of its commit against the one before it, and opens
 * an issue only when that run reads slower (change-point-issues.ts, opensIssue). Returns the change
 * points named and the issues opened, each per 1,000 commits.
 */
export async function falseIssuesPer1000Commits(
  commitLogSd: number,
  histories: number,
  seed: number,
): Promise<{ slowdownsNamed: number; issuesOpened: number }> {
  const random = seededRandom(seed);
  const commits = 1000;
  let slowdowns = 0;
  let issues = 0;
  for (let history = 0; history < histories; history++) {
    const logs = Array.from({ length: commits }, () => commitLogSd * random.normal());
    const confirmed = new Map<number, boolean>();
    for (let length = 2 * DEFAULT_CHANGE_POINT_SETTINGS.minSegment; length <= commits; length++) {
      const prefix = logs.slice(0, length);
      const found = findChangePoints(prefix);
      for (const [index, at] of found.entries()) {
        if (confirmed.has(at)) continue;
        const { before, after } = sidesAround(
          prefix,
          found,
          index,
          DEFAULT_CHANGE_POINT_SETTINGS.windowLength,
        );
        if (mean(after) <= mean(before)) continue;
        // The workflow confirms a commit once; its reading stays beside the history.
        confirmed.set(at, await confirmationReadsSlower(random, MEASURED_NOISE, 0));
      }
    }
    slowdowns += confirmed.size;
    issues += [...confirmed.values()].filter(Boolean).length;
  }
  const perThousand = (count: number) => (count / histories) * (1000 / commits);
  return { slowdownsNamed: perThousand(slowdowns), issuesOpened: perThousand(issues) };
}
