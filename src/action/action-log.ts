import * as core from '@actions/core';
import type { Config } from '../config/config.ts';
import type { Progress } from '../pipeline.ts';
import { logLine } from '../report/single-line-text.ts';

/** The action's log lines: round status lines only when verbose. */
export function actionProgress(config: Pick<Config, 'verbose'>): Progress {
  return {
    // Lines may carry child output (npm, tar, server stderr): see logLine.
    info: (line) => core.info(logLine(line)),
    warn: (line) => core.warning(logLine(line)),
    // Every round's status line: the log of a default run stays readable unless verbose asks for them.
    status: (line) => (config.verbose ? core.info(logLine(line)) : core.debug(logLine(line))),
  };
}

/** Every run gets the report in its summary, pushes and fork pull requests included. */
export async function writeJobSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.info('GITHUB_STEP_SUMMARY is not set: no job summary');
    return;
  }
  await core.summary.addRaw(markdown, true).write();
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
