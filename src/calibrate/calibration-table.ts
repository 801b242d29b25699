import { renderMarkdownTable } from '../report/markdown-table.ts';
import { formatPercent, formatSignedPercent } from '../report/format-numbers.ts';

export interface ConditionTally {
  /** 0 for A/A; otherwise the intended throughput loss. */
  slowdown: number;
  injectedMicroseconds: number;
  trials: number;
  gateRegressions: number;
  publishedRegressions: number;
  /** Median of subject requests/s against the baseline over the trials, for the record. */
  measuredChange: number;
}

const DETECTION_GOAL = 0.9;

/** Smallest injected loss that a method flagged in at least 9 of 10 trials. */
export function smallestReliablyDetected(tallies: ConditionTally[], pick: (tally: ConditionTally) => number) {
  return tallies
    .filter((tally) => tally.slowdown > 0 && pick(tally) / tally.trials >= DETECTION_GOAL)
    .sort((a, b) => a.slowdown - b.slowdown)[0];
}

export function renderCalibrationTable(tallies: ConditionTally[]): string {
  const rate = (count: number, trials: number) => `${count}/${trials} (${formatPercent(count / trials, 0)})`;
  const rows = tallies.map((tally) => ({
    cells: [
      tally.slowdown === 0
        ? 'none (A/A)'
        : `${formatPercent(tally.slowdown, 0)} (${tally.injectedMicroseconds} µs/request)`,
      formatSignedPercent(tally.measuredChange, 1),
      tally.slowdown === 0 ? 'false alarms' : 'detections',
      rate(tally.gateRegressions, tally.trials),
      rate(tally.publishedRegressions, tally.trials),
    ],
    emphasised: false,
  }));
  const gateBest = smallestReliablyDetected(tallies, (tally) => tally.gateRegressions);
  const publishedBest = smallestReliablyDetected(tallies, (tally) => tally.publishedRegressions);
  const describe = (tally: ConditionTally | undefined) =>
    tally ? formatPercent(tally.slowdown, 0) : 'none tried';
  const table = renderMarkdownTable({
    columns: [
      { header: 'Injected slowdown', align: 'left' },
      { header: 'Measured change (median)', align: 'right' },
      { header: 'Counted', align: 'left' },
      { header: 'mion-perf-gate', align: 'right' },
      { header: 'Published method', align: 'right' },
    ],
    rows,
  });
  return (
    `${table}\n\nSmallest slowdown detected in at least 9 of 10 trials: mion-perf-gate ${describe(gateBest)}, ` +
    `published method ${describe(publishedBest)}.\n`
  );
}
