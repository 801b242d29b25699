import { readFileSync } from 'node:fs';
import { mean, sampleCovariance, sampleVariance } from 'simple-statistics';
import type { TwoLevelNoise } from './two-level-noise.ts';

/** The part of a calibration's output (calibrate --out FILE.json) the noise is fitted from. */
interface CalibrationFile {
  trials: Array<{ blocks: Array<{ head: number | null; base: number | null; reference: number | null }> }>;
}

interface TrialBlocks {
  differences: number[];
  baseLogs: number[];
  /** Log figures of blocks that ran the reference beside the base (or, in a stored-baseline gate's own blocks, the head). */
  sharedLogs: Array<{ server: number; reference: number }>;
}

/**
 * One round per process, so process luck and round noise cannot be told apart: their sum is fitted
 * as process luck. Within a trial, head minus base cancels the run and the block's shared noise, so
 * half its variance is one process's own; base and reference of a block share the block's noise, so
 * their covariance is its variance (a calibration whose modes each measure their own blocks pairs
 * the reference with the head instead: an injected head is only shifted). With no such blocks (a
 * paired calibration alone) the shared noise is left at 0: paired mode cancels it. Fitted trial by trial: the machine's noise changed severalfold
 * within one calibration, and one pooled figure, carried by the busiest trials, made every gate
 * look like those (the rates it gave missed the real ones by far).
 */
function fitTrialNoise(trial: TrialBlocks): { processLogSd: number; blockSharedLogSd: number } {
  return {
    processLogSd: Math.sqrt(sampleVariance(trial.differences) / 2),
    blockSharedLogSd:
      trial.sharedLogs.length < 3
        ? 0
        : Math.sqrt(
            Math.max(
              0,
              sampleCovariance(
                trial.sharedLogs.map((pair) => pair.server),
                trial.sharedLogs.map((pair) => pair.reference),
              ),
            ),
          ),
  };
}

/**
 * What the trial means of base vary beyond their own blocks' noise (process and shared, over the
 * trial's blocks): the machine's drift between trials.
 */
function fitRunOffsetLogSd(
  trials: TrialBlocks[],
  fitted: Array<{ processLogSd: number; blockSharedLogSd: number }>,
): number {
  const withinVariance = mean(
    fitted.map(
      (one, index) => (one.processLogSd ** 2 + one.blockSharedLogSd ** 2) / trials[index]!.baseLogs.length,
    ),
  );
  return Math.sqrt(Math.max(0, sampleVariance(trials.map((trial) => mean(trial.baseLogs))) - withinVariance));
}

function trialsOf(file: CalibrationFile): TrialBlocks[] {
  return file.trials
    .map(({ blocks }) => {
      const paired = blocks.filter((block) => block.head && block.base);
      const shared = blocks.flatMap((block) => {
        const server = block.base ?? block.head;
        return server && block.reference
          ? [{ server: Math.log(server), reference: Math.log(block.reference) }]
          : [];
      });
      return {
        differences: paired.map((block) => Math.log(block.head!) - Math.log(block.base!)),
        baseLogs: paired.map((block) => Math.log(block.base!)),
        sharedLogs: shared,
      };
    })
    .filter((trial) => trial.differences.length > 2);
}

/**
 * The two-level model fitted to a calibration's real trials: one set of components per trial (the
 * machine of those minutes), with the drift between trials as every set's run offset.
 */
export function calibrationNoise(path: string): {
  runOffsetLogSd: number;
  perTrial: TwoLevelNoise[];
  /** False for a paired calibration alone: nothing in it says how the reference moves. */
  measuredReference: boolean;
} {
  const trials = trialsOf(JSON.parse(readFileSync(path, 'utf8')) as CalibrationFile);
  const fitted = trials.map(fitTrialNoise);
  const runOffsetLogSd = fitRunOffsetLogSd(trials, fitted);
  return {
    runOffsetLogSd,
    perTrial: fitted.map((one) => ({ ...one, runOffsetLogSd, roundLogSd: 0 })),
    measuredReference: trials.some((trial) => trial.sharedLogs.length >= 3),
  };
}
