import * as core from '@actions/core';
import { existsSync, readFileSync } from 'node:fs';
import { runCalibration } from '../calibrate/run-calibration.ts';
import { runInstructionCalibration } from '../calibrate/run-instruction-calibration.ts';
import type { Config } from '../config/config.ts';
import { actionProgress, writeJobSummary } from './action-log.ts';

/**
 * mode: calibrate: this runner's own A/A and injected-loss trials of the paired gate (or of the
 * counted one with measure: instructions), run once per runner kind; the table goes to the job
 * summary and report-path, the trials to results-path, for the workflow to keep as an artifact.
 */
export async function runCalibrateMode(config: Config): Promise<void> {
  const progress = actionProgress(config);
  const exitCode =
    config.gate.measure === 'instructions'
      ? await runInstructionCalibration(config, progress)
      : await runCalibration(config, progress);
  if (config.markdownPath && existsSync(config.markdownPath)) {
    await writeJobSummary(readFileSync(config.markdownPath, 'utf8'));
    core.setOutput('report-path', config.markdownPath);
  }
  if (config.outPath && existsSync(config.outPath)) core.setOutput('results-path', config.outPath);
  if (exitCode !== 0) core.setFailed(`calibrate could not finish (exit ${exitCode}): see the log`);
}
