import type { Config } from '../config/config.ts';
import { UserInputError } from '../user-input-error.ts';
import type { CountingConditions } from '../gate/counting-conditions.ts';
import { findCallgrindTools, type CallgrindTools } from '../instructions/callgrind-tools.ts';
import { countedCpuOf } from '../instructions/counted-cpu.ts';
import { DEFAULT_INSTRUCTION_COUNTING } from '../instructions/instruction-settings.ts';
import type { ResultsFile } from '../results/results-types.ts';
import { scenarioDigests } from '../scenarios/scenario-digest.ts';
import { resolveNodeRuntime } from '../servers/node-runtime.ts';

export async function requiredCountingTools(): Promise<CallgrindTools> {
  return findCallgrindTools().catch((error: Error) => {
    throw new UserInputError(error.message);
  });
}

/**
 * valgrind's tools when this run counts instructions: always with --measure instructions (and an
 * error without them); where they are, for a baseline (it records counts beside wall time) and for
 * a stored compare whose baseline has counts.
 */
export async function countingTools(
  config: Config,
  stored: ResultsFile | undefined,
  paired: boolean,
): Promise<CallgrindTools | undefined> {
  const { given } = config.gate;
  if (given.measure === 'instructions') return requiredCountingTools();
  if (given.measure === 'wall-time' || config.command === 'run' || config.command === 'calibrate')
    return undefined;
  if (config.command === 'compare' && (paired || !stored?.instructions)) return undefined;
  return findCallgrindTools().catch(() => undefined);
}

/** The conditions this run would count instructions under: the Node under test, valgrind, the default settings. */
export async function countingConditionsHere(
  config: Config,
  tools: CallgrindTools,
): Promise<CountingConditions> {
  const node = await resolveNodeRuntime(config.nodePath).catch((error: Error) => {
    throw new UserInputError(error.message);
  });
  const countedCpu = await countedCpuOf(tools);
  return {
    runtime: `node ${node.version}`,
    settings: { ...DEFAULT_INSTRUCTION_COUNTING, valgrindVersion: tools.version },
    serverSeeds: config.load.serverSeeds,
    scenarioDigests: scenarioDigests(config.load.scenarioCatalog, config.load.scenarios),
    ...(countedCpu ? { countedCpu } : {}),
  };
}
