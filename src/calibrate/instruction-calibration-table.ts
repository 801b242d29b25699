import type { GateVerdict } from '../gate/gate-types.ts';
import { formatPercent, formatSignedPercent } from '../report/format-numbers.ts';
import { renderMarkdownTable } from '../report/markdown-table.ts';
import { medianOrNaN } from '../stats/median-or-nan.ts';

/** One real paired gate of --measure instructions, head burdened with `addedWork` more instructions. */
export interface InstructionTrial {
  /** 0 for A/A; otherwise the intended rise of the head's instructions per request (0.01 is 1%). */
  addedWork: number;
  injectedIterations: number;
  verdict: GateVerdict;
  /** The gate's estimate of the change (NaN when it compared nothing). */
  change: number;
  processes: number;
  wallSeconds: number;
}

const VERDICTS: GateVerdict[] = ['pass', 'inconclusive', 'regression', 'unstable', 'error'];

/** The verdict distribution per condition, with the median measured change, processes and wall time. */
export function renderInstructionCalibrationTable(trials: InstructionTrial[]): string {
  const conditions = [...new Set(trials.map((trial) => trial.addedWork))].sort((a, b) => a - b);
  return renderMarkdownTable({
    columns: [
      { header: 'Added work on the head', align: 'left' },
      ...VERDICTS.map((verdict) => ({ header: verdict, align: 'right' as const })),
      { header: 'Median measured change', align: 'right' },
      { header: 'Median process pairs', align: 'right' },
      { header: 'Median gate time', align: 'right' },
    ],
    rows: conditions.map((addedWork) => {
      const results = trials.filter((trial) => trial.addedWork === addedWork);
      const iterations = results[0]?.injectedIterations ?? 0;
      const count = (verdict: GateVerdict) => results.filter((result) => result.verdict === verdict).length;
      return {
        cells: [
          addedWork === 0
            ? 'none (A/A)'
            : `${formatPercent(addedWork, 1)} (${iterations} iterations/request)`,
          ...VERDICTS.map((verdict) => `${count(verdict)}/${results.length}`),
          formatSignedPercent(medianOrNaN(results.map((r) => r.change).filter(Number.isFinite)), 2),
          String(medianOrNaN(results.map((result) => result.processes))),
          `${Math.round(medianOrNaN(results.map((result) => result.wallSeconds)))} s`,
        ],
        emphasised: false,
      };
    }),
  });
}
