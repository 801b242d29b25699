import type { Config } from '../config/config.ts';
import { UserInputError } from '../user-input-error.ts';
import { compareInstructionsStored } from '../gate/compare-instructions.ts';
import { compareResults } from '../gate/compare-results.ts';
import type { ResultsFile } from '../results/results-types.ts';

/**
 * Checks, before any server runs, that the stored baseline can answer this run's question:
 * comparing it with itself over the requested scenarios walks the very checks the gate will make
 * (subject and reference present, valid, positive, paired).
 */
export function usableBaseline(config: Config, baseline: ResultsFile): ResultsFile {
  const asRequested = { ...baseline, settings: { ...baseline.settings, scenarios: config.load.scenarios } };
  try {
    if (config.gate.measure === 'instructions') {
      compareInstructionsStored(asRequested, baseline, config.gate, config.gate.baselinePath);
    } else {
      compareResults(asRequested, baseline, config.gate, config.gate.baselinePath);
    }
  } catch (error) {
    throw new UserInputError((error as Error).message);
  }
  return baseline;
}
