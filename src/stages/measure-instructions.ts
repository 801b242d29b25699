import type { Config } from '../config/config.ts';
import type { CallgrindTools } from '../instructions/callgrind-tools.ts';
import { countInstructions } from '../instructions/count-instructions.ts';
import { countedCpuOf } from '../instructions/counted-cpu.ts';
import { DEFAULT_INSTRUCTION_COUNTING } from '../instructions/instruction-settings.ts';
import type { CountInstructions, Progress, ResultsWithoutRounds } from './measure-types.ts';
import type { PreparedRun } from './prepare.ts';

/** The instructions measure: fresh processes of each server under callgrind, counted per request. */
export function instructionsMeasure(
  config: Config,
  run: PreparedRun,
  callgrind: CallgrindTools,
  withoutRounds: ResultsWithoutRounds,
  progress: Progress,
): CountInstructions {
  return async (servers, processes, { injectWorkIterations, functionDumpsDir, scenarios } = {}) => {
    const measuringSinceMs = Date.now();
    const settings = { ...DEFAULT_INSTRUCTION_COUNTING, valgrindVersion: callgrind.version };
    const load = {
      ...config.load,
      ...(injectWorkIterations ? { injectWorkIterations } : {}),
      ...(scenarios ? { scenarios } : {}),
    };
    const counts = await countInstructions(
      {
        servers: servers.built,
        scenarios: load.scenarios,
        processes,
        settings,
        tools: callgrind,
        load,
        loadNodePath: run.node.path,
        ...(functionDumpsDir ? { functionDumpsDir } : {}),
      },
      progress,
    );
    const countedCpu = await countedCpuOf(callgrind);
    return {
      ...withoutRounds(servers, Date.now() - measuringSinceMs, load),
      instructions: {
        settings,
        ...(countedCpu ? { countedCpu } : {}),
        scenarios: counts,
      },
    };
  };
}
