import type { Config } from '../config/config.ts';
import type { Progress } from '../stages/measure-types.ts';
import { writeFileAtomically } from '../results/results-file.ts';

export interface InterleavedTrialsInput<Condition, Trial> {
  config: Pick<Config, 'calibrationTrials' | 'markdownPath' | 'outPath'>;
  conditions: Condition[];
  /** "injected loss 8%": names the condition in the progress lines. */
  describe: (condition: Condition) => string;
  runTrial: (condition: Condition) => Promise<Trial>;
  /** The calibration page for the trials so far (the settings and the table). */
  renderPage: (trials: Trial[]) => string;
  /** What the JSON output says about how the trials were run. */
  settings: string;
  progress: Progress;
}

/**
 * The trials of a calibration: every condition once per trial, in an order that alternates trial
 * by trial so that neither always runs first after a quiet spell. The page (--markdown) and the
 * trials (--out) are written again after every trial: an hour-long calibration stopped early keeps
 * what it measured. Returns the final page.
 */
export async function runInterleavedTrials<Condition, Trial>(
  input: InterleavedTrialsInput<Condition, Trial>,
): Promise<string> {
  const { config, conditions } = input;
  const trials: Trial[] = [];
  const writeOutputs = () => {
    const page = input.renderPage(trials);
    if (config.markdownPath) writeFileAtomically(config.markdownPath, page);
    if (config.outPath) {
      writeFileAtomically(
        config.outPath,
        `${JSON.stringify({ settings: input.settings, trials }, null, 2)}\n`,
      );
    }
    return page;
  };
  for (let trial = 0; trial < config.calibrationTrials; trial++) {
    const ordered = trial % 2 === 0 ? conditions : [...conditions].reverse();
    for (const condition of ordered) {
      input.progress.info(
        `calibration: trial ${trial + 1}/${config.calibrationTrials}, ${input.describe(condition)}`,
      );
      trials.push(await input.runTrial(condition));
      writeOutputs();
    }
  }
  return writeOutputs();
}
