import { mean } from 'simple-statistics';
import type { Measure } from '../gate/gate-types.ts';
import { welchLogChange } from '../stats/t-interval.ts';
import {
  DEFAULT_CHANGE_POINT_SETTINGS,
  findChangePoints,
  sidesAround,
  testSplit,
  type ChangePointSettings,
} from './change-points.ts';
import type { HistoryLine } from '../config/history-line.ts';
import {
  confirmationOf,
  type ChangePointConfirmation,
  type Confirmation,
} from './change-point-confirmation.ts';

export interface ChangePoint {
  scenario: string;
  measure: Measure;
  /** The first commit at the new level, and the last one before it. */
  commit: string;
  previousCommit: string;
  date: string;
  /** exp(mean after − mean before) − 1 of the values between the neighbouring change points. */
  change: number;
  /** Welch's 95% interval of that change. */
  lower: number;
  upper: number;
  pValue: number;
  /** Worse for users: more instructions per request, fewer requests/s. */
  direction: 'slower' | 'faster';
  commitsBefore: number;
  commitsAfter: number;
  /** The paired run of the commit against the one before it, once one was recorded. */
  confirmation?: ChangePointConfirmation;
}

/** A commit whose slowdown in counted instructions still waits for its paired run. */
export interface CommitToConfirm {
  commit: string;
  previousCommit: string;
  scenarios: string[];
}

/** One series: the lines of a scenario and measure taken under the same conditions, in history order. */
export interface SeriesSummary {
  scenario: string;
  measure: Measure;
  commits: number;
  /** Set when the series is too short to judge. */
  tooShort?: string;
  /** Commits where the recorded conditions changed: the series is judged on each side apart. */
  conditionChanges: string[];
  latest: { commit: string; value: number };
}

export interface HistoryAnalysis {
  changePoints: ChangePoint[];
  series: SeriesSummary[];
  /**
   * Slowdowns in counted instructions no paired run has confirmed yet, oldest first: what the
   * workflow measures next. Counts only, since a paired count is repeatable on any runner.
   */
  toConfirm: CommitToConfirm[];
  settings: ChangePointSettings;
}

const INTERVAL_CONFIDENCE = 0.95;

/** Change points per scenario and measure (change-points.ts), in the order the lines were appended. */
export function analyzeHistory(
  lines: HistoryLine[],
  settings: ChangePointSettings = DEFAULT_CHANGE_POINT_SETTINGS,
  confirmations: Confirmation[] = [],
): HistoryAnalysis {
  const changePoints: ChangePoint[] = [];
  const series: SeriesSummary[] = [];
  for (const { scenario, measure, ordered } of seriesOf(lines)) {
    const segments = splitAtConditionChanges(ordered);
    const minimum = 2 * settings.minSegment;
    const latest = ordered.at(-1)!;
    series.push({
      scenario,
      measure,
      commits: ordered.length,
      ...(ordered.length < minimum
        ? { tooShort: `too short: ${ordered.length} commits, at least ${minimum} needed` }
        : {}),
      conditionChanges: segments.slice(1).map((segment) => segment[0]!.commit),
      latest: { commit: latest.commit, value: latest.value },
    });
    for (const segment of segments) {
      if (segment.length < minimum) continue;
      const logs = segment.map((line) => Math.log(line.value));
      const found = findChangePoints(logs, settings);
      for (const [index, at] of found.entries()) {
        const { before, after } = sidesAround(logs, found, index, settings.windowLength);
        const interval = welchLogChange(after, before, INTERVAL_CONFIDENCE);
        const rising = mean(after) > mean(before);
        const point: ChangePoint = {
          scenario,
          measure,
          commit: segment[at]!.commit,
          previousCommit: segment[at - 1]!.commit,
          date: segment[at]!.date,
          change: interval.estimate,
          lower: interval.lower,
          upper: interval.upper,
          pValue: testSplit(before, after).pValue,
          direction: rising === (measure === 'instructions') ? 'slower' : 'faster',
          commitsBefore: before.length,
          commitsAfter: after.length,
        };
        const confirmation = confirmationOf(point, confirmations);
        changePoints.push(confirmation ? { ...point, confirmation } : point);
      }
    }
  }
  return { changePoints, series, toConfirm: commitsToConfirm(changePoints), settings };
}

function commitsToConfirm(points: ChangePoint[]): CommitToConfirm[] {
  const waiting = new Map<string, CommitToConfirm>();
  const oldestFirst = [...points].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  for (const point of oldestFirst) {
    if (point.confirmation || point.direction !== 'slower' || point.measure !== 'instructions') continue;
    const entry = waiting.get(point.commit) ?? {
      commit: point.commit,
      previousCommit: point.previousCommit,
      scenarios: [],
    };
    entry.scenarios.push(point.scenario);
    waiting.set(point.commit, entry);
  }
  return [...waiting.values()];
}

/** The lines of each scenario and measure, in history order, one per commit (its last). */
export function seriesOf(
  lines: HistoryLine[],
): Array<{ scenario: string; measure: Measure; ordered: HistoryLine[] }> {
  return [...groupBy(lines, (line) => `${line.scenario}\n${line.measure}`)].map(([key, all]) => {
    const [scenario, measure] = key.split('\n') as [string, Measure];
    return { scenario, measure, ordered: lastPerCommit(all) };
  });
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

/** A commit recorded twice (a re-run) keeps its last line, at its first place. */
function lastPerCommit(lines: HistoryLine[]): HistoryLine[] {
  const last = new Map(lines.map((line) => [line.commit, line]));
  const seen = new Set<string>();
  return lines
    .filter((line) => !seen.has(line.commit) && seen.add(line.commit))
    .map((line) => last.get(line.commit)!);
}

/** Runs of lines under the same recorded conditions; a line without conditions joins the run it is in. */
function splitAtConditionChanges(lines: HistoryLine[]): HistoryLine[][] {
  const segments: HistoryLine[][] = [];
  let current: string | undefined;
  for (const line of lines) {
    const changed = line.conditions !== undefined && current !== undefined && line.conditions !== current;
    if (segments.length === 0 || changed) segments.push([]);
    segments.at(-1)!.push(line);
    current = line.conditions ?? current;
  }
  return segments;
}
