import type { Config, LoadSettings } from '../config/config.ts';
import { UserInputError } from '../user-input-error.ts';
import { choosePinning } from '../engine/cpu-pinning.ts';
import { capacityServer, resolveRate } from '../engine/resolve-rate.ts';
import { describeServer } from '../engine/describe-server.ts';
import { runBenchmark } from '../engine/run-benchmark.ts';
import type { CallgrindTools } from '../instructions/callgrind-tools.ts';
import { countInstructions } from '../instructions/count-instructions.ts';
import { countedCpuOf } from '../instructions/counted-cpu.ts';
import { DEFAULT_INSTRUCTION_COUNTING } from '../instructions/instruction-settings.ts';
import { readGitInfo } from './git-info.ts';
import type { CpuPinning, ResultsFile } from '../results/results-types.ts';
import { missingVariant } from '../scenarios/scenario-cases.ts';
import { addBaseSide, baseServerName, type WithBaseSide } from '../servers/base-side.ts';
import { readCatalog } from '../servers/catalog.ts';
import { resolveNodeRuntime } from '../servers/node-runtime.ts';
import { prepareServers, type PreparedServers } from '../servers/prepare-servers.ts';
import { assembleResults, SAMPLE_INTERVAL_MS } from './assemble-results.ts';
import { requiredCountingTools } from './counting-tools.ts';
import type { CountInstructions, Measure, Progress } from './measure-types.ts';

/** mion with 3000 routes compiles its runtime types at start-up; give it room on a slow runner. */
export const STARTUP_TIMEOUT_MS = 30_000;

/**
 * Builds the configured servers once and returns a function that measures any subset of
 * them with any load overrides; compare's extra rounds and calibration's trials use it.
 */
export async function prepareMeasurement(
  config: Config,
  progress: Progress,
  /** The counting tools, looked for by the caller; without them, looked for when the measure is instructions. */
  tools?: CallgrindTools,
): Promise<{
  prepared: WithBaseSide;
  measure: Measure;
  /** Set with --measure instructions, whose tools were found before anything was built. */
  count?: CountInstructions;
  /** The results of a run that stops before measuring: what was built, and what could not be. */
  unmeasured: () => ResultsFile;
  pinning: CpuPinning;
  cleanUp: () => void;
}> {
  const startedAtMs = Date.now();
  const deadlineMs = startedAtMs + config.gate.timeBudgetMinutes * 60_000;
  // The commit measured is the one checked out now: a run lasts long enough for the checkout to move.
  const git = readGitInfo(process.cwd());
  const catalog = readCatalog(config.serversDir);
  const unaskable = missingVariant(
    config.load.scenarioCatalog,
    config.load.scenarios,
    catalog
      .filter((server) => config.load.servers.includes(server.name))
      .map((server) => ({ name: server.name, wireFormat: server.meta.wireFormat })),
  );
  if (unaskable) throw new UserInputError(`scenarios file ${config.load.scenariosFile}: ${unaskable}`);
  const node = await resolveNodeRuntime(config.nodePath).catch((error: Error) => {
    throw new UserInputError(error.message);
  });
  const callgrind =
    tools ?? (config.gate.measure === 'instructions' ? await requiredCountingTools() : undefined);
  progress.info(`Node under test: ${node.version} (${node.path})`);
  const { prepared, remove: cleanUp } = await addBaseSide(
    await prepareServers(config, catalog, progress.info, node),
    config.gate.subject,
    config.gate.baseSource,
    progress.info,
    node,
    config.gate.baseServersDir,
  );
  if (prepared.base?.status === 'unavailable') {
    progress.warn(`${baseServerName(config.gate.subject)}: ${prepared.base.failure}`);
  }
  const pinning = choosePinning();
  if (!pinning.enabled) progress.warn(`CPU pinning is off: ${pinning.reason}`);
  const runFor = (servers: PreparedServers, load: LoadSettings, cpuProfileDir?: string) =>
    runBenchmark(
      {
        servers: servers.built,
        unavailable: servers.unavailable,
        load,
        pinning,
        sampleIntervalMs: SAMPLE_INTERVAL_MS,
        deadlineMs,
        startupTimeoutMs: STARTUP_TIMEOUT_MS,
        loadNodePath: node.path,
        ...(cpuProfileDir ? { cpuProfileDir } : {}),
      },
      progress,
    );
  // With --rate, every later round loads each scenario at one rate, resolved here once.
  const atRate = config.load.rate
    ? await resolveRate(
        config.load,
        config.load.rate,
        capacityServer(config.gate.subject, prepared),
        runFor,
        progress,
      )
    : {};
  const measure: Measure = async (servers, loadOverrides, cpuProfileDir) => {
    const load = { ...config.load, ...atRate, ...loadOverrides };
    const measuringSinceMs = Date.now();
    const outcome = await runFor(servers, load, cpuProfileDir);
    return assembleResults(
      config,
      load,
      outcome,
      pinning,
      servers,
      Date.now() - measuringSinceMs,
      node.version,
      git,
    );
  };
  /** A results file with the servers' rows and no rounds: counted processes, or a run stopped early. */
  const withoutRounds = (servers: PreparedServers, elapsedMs: number, load = config.load) =>
    assembleResults(
      config,
      load,
      {
        servers: [...servers.unavailable, ...servers.built.map(describeServer)],
        scenarios: [],
        warnings: [],
      },
      pinning,
      servers,
      elapsedMs,
      node.version,
      git,
    );
  const count: CountInstructions | undefined =
    callgrind &&
    (async (servers, processes, { injectWorkIterations, functionDumpsDir, scenarios } = {}) => {
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
          loadNodePath: node.path,
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
    });
  const unmeasured = () => withoutRounds(tableServers(prepared), 0);
  return { prepared, measure, ...(count ? { count } : {}), unmeasured, pinning, cleanUp };
}

/** The servers of the comparison table: every configured server, the base side left out. */
export function tableServers(prepared: WithBaseSide): PreparedServers {
  return { built: prepared.built, unavailable: prepared.unavailable };
}
