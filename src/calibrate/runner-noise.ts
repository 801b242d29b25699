import { median, sampleStandardDeviation } from 'simple-statistics';
import { formatPercent } from '../report/format-numbers.ts';
import { placeSpread } from '../report/noise-sentence.ts';
import type { CalibrationTrial } from './calibration-table.ts';

/**
 * This runner's pair spread, from the calibration's A/A trials (each trial's blocks where head and
 * base both answered: the spread of log(head / base)), placed in the simulated rates by noise: what
 * the gate at its defaults will do on this runner kind. Undefined without an A/A trial of pairs.
 */
export function runnerNoiseSentence(
  trials: CalibrationTrial[],
  subject: string,
  baseServer: string,
): string | undefined {
  const spreads = trials
    .filter((trial) => trial.slowdown === 0)
    .map((trial) =>
      trial.blocks.flatMap((block) => {
        const head = block[subject];
        const base = block[baseServer];
        return typeof head === 'number' && typeof base === 'number' && head > 0 && base > 0
          ? [Math.log(head / base)]
          : [];
      }),
    )
    .filter((pairs) => pairs.length >= 2)
    .map((pairs) => sampleStandardDeviation(pairs));
  if (spreads.length === 0) return undefined;
  const spread = median(spreads);
  return placeSpread(
    spread,
    `This runner's process pairs spread ${formatPercent(spread)} (median of ${spreads.length} A/A trials)`,
  );
}
