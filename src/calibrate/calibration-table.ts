import type { ComparisonMode, GateVerdict } from '../gate/gate-types.ts';
import { formatPercent, formatSignedPercent } from '../report/format-numbers.ts';
import { renderMarkdownTable } from '../report/markdown-table.ts';
import { medianOrNaN } from '../stats/median-or-nan.ts';

/** One gate's answer in a calibration trial, in one mode. */
export interface ModeTrial {
  verdict: GateVerdict;
  /** The deciding estimate of requests/s at the end of the gate. */
  change: number;
  lower: number;
  upper: number;
  processes: number;
  /** Wall time of this gate's measurements: the seconds of the blocks it used. */
  wallSeconds: number;
  /** stored-baseline: every estimator's requests/s interval, for the choice of estimator. */
  estimates?: Record<string, { estimate: number; lower: number; upper: number }>;
  error?: string;
}

export interface CalibrationTrial {
  /** 0 for A/A; otherwise the intended throughput loss of the head. */
  slowdown: number;
  injectedMicroseconds: number;
  /** The modes calibrated (calibrate --modes), each gate's result. */
  modes: Partial<Record<ComparisonMode, ModeTrial>>;
  published: { changeFraction: number; regression: boolean };
  /**
   * Requests/s of head, base and reference in each block (process) of the trial, the paired gate's
   * blocks first; null for an invalid round or a server the block did not run.
   */
  blocks: Array<Record<string, number | null>>;
}

const VERDICTS: GateVerdict[] = ['pass', 'inconclusive', 'regression', 'unstable', 'error'];
const MODES: ComparisonMode[] = ['paired', 'stored-baseline'];

/** The calibration page: the verdict distribution per condition and mode, then the stored-baseline estimators. */
export function renderCalibrationTable(
  trials: CalibrationTrial[],
  thresholdFraction: number,
  modes: ComparisonMode[] = MODES,
): string {
  const conditions = [...new Set(trials.map((trial) => trial.slowdown))].sort((a, b) => a - b);
  const rows = conditions.flatMap((slowdown) => {
    const ofCondition = trials.filter((trial) => trial.slowdown === slowdown);
    const injected = ofCondition[0]?.injectedMicroseconds ?? 0;
    const label = slowdown === 0 ? 'none (A/A)' : `${formatPercent(slowdown, 0)} (${injected} µs/request)`;
    const modeRows = modes.map((mode) => {
      const results = ofCondition.flatMap((trial) => trial.modes[mode] ?? []);
      const count = (verdict: GateVerdict) => results.filter((result) => result.verdict === verdict).length;
      const finite = (values: number[]) => values.filter(Number.isFinite);
      return {
        cells: [
          label,
          mode,
          ...VERDICTS.map((verdict) => `${count(verdict)}/${results.length}`),
          formatSignedPercent(medianOrNaN(finite(results.map((result) => result.change)))),
          String(medianOrNaN(results.map((result) => result.processes))),
          `${Math.round(medianOrNaN(results.map((result) => result.wallSeconds)))} s`,
        ],
        emphasised: false,
      };
    });
    const flagged = ofCondition.filter((trial) => trial.published.regression).length;
    const publishedRow = {
      cells: [
        label,
        'published method',
        `${ofCondition.length - flagged}/${ofCondition.length}`,
        '-',
        `${flagged}/${ofCondition.length}`,
        '-',
        '-',
        formatSignedPercent(medianOrNaN(ofCondition.map((trial) => trial.published.changeFraction))),
        '1',
        '-',
      ],
      emphasised: false,
    };
    return [...modeRows, publishedRow];
  });
  const verdictTable = renderMarkdownTable({
    columns: [
      { header: 'Injected loss (head)', align: 'left' },
      { header: 'Mode', align: 'left' },
      ...VERDICTS.map((verdict) => ({ header: verdict, align: 'right' as const })),
      { header: 'Measured change (median)', align: 'right' },
      { header: 'Processes per side (median)', align: 'right' },
      { header: 'Gate wall time (median)', align: 'right' },
    ],
    rows,
  });
  return (
    `${verdictTable}\n\nThreshold ${formatPercent(thresholdFraction, 0)}. The published method counts "pass" for ` +
    `any change better than -${formatPercent(thresholdFraction, 0)}.\n\n` +
    (modes.includes('stored-baseline') ? renderEstimatorTable(trials) : '')
  );
}

/**
 * On the A/A trials the true change is zero, so each stored-baseline estimator's interval should
 * contain zero in about its confidence level of trials: the narrowest one that does is the one to gate on.
 */
function renderEstimatorTable(trials: CalibrationTrial[]): string {
  const aa = trials.filter((trial) => trial.slowdown === 0);
  const names = ['raw', 'ratio', 'adjusted'];
  const rows = names.map((name) => {
    const intervals = aa.flatMap((trial) => {
      const interval = trial.modes['stored-baseline']?.estimates?.[name];
      return interval && Number.isFinite(interval.upper) ? [interval] : [];
    });
    const covered = intervals.filter((interval) => interval.lower <= 0 && interval.upper >= 0).length;
    return {
      cells: [
        name,
        `${covered}/${intervals.length}`,
        formatPercent(medianOrNaN(intervals.map((interval) => interval.upper - interval.lower)), 1),
        formatSignedPercent(medianOrNaN(intervals.map((interval) => interval.estimate))),
      ],
      emphasised: false,
    };
  });
  const table = renderMarkdownTable({
    columns: [
      { header: 'Stored-baseline estimator (A/A)', align: 'left' },
      { header: 'Intervals containing 0', align: 'right' },
      { header: 'Interval width (median)', align: 'right' },
      { header: 'Estimate (median)', align: 'right' },
    ],
    rows,
  });
  return `${table}\n`;
}
