import { standingAgainstMain } from './history/main-standing.ts';
import { exitCodeFor } from './gate/verdict-exit-code.ts';
import type { Config, LoadSettings } from './config/config.ts';
import { choosePinning } from './engine/cpu-pinning.ts';
import { describeEnvironment } from './engine/environment.ts';
import { measureStartupGrowth } from './engine/measure-startup-growth.ts';
import {
  describeServer,
  runBenchmark,
  type BenchmarkOutcome,
  type BenchmarkProgress,
} from './engine/run-benchmark.ts';
import { findCallgrindTools, type CallgrindTools } from './instructions/callgrind-tools.ts';
import { chooseStoredMeasure } from './gate/choose-stored-measure.ts';
import { notGatedOutcome } from './gate/not-gated-outcome.ts';
import { rebuildRecordedSource, type Rebuilt } from './servers/recorded-source.ts';
import { countInstructions } from './instructions/count-instructions.ts';
import { countedCpuOf } from './instructions/counted-cpu.ts';
import { DEFAULT_INSTRUCTION_COUNTING } from './instructions/instruction-settings.ts';
import { compareInstructionsStored } from './gate/compare-instructions.ts';
import { compareResults, storedReference } from './gate/compare-results.ts';
import { pairedDesign, storedBaselineDesign } from './gate/gate-design.ts';
import { firstLookProcesses, GATE_ROUNDS_PER_PROCESS, gateMeasuring } from './gate/gate-defaults.ts';
import { isBaselineMissing, noBaselineOutcome } from './gate/missing-baseline.ts';
import { addBaseSide, baseServerName, serversNamed, type WithBaseSide } from './servers/base-side.ts';
import { runSequentialGate } from './gate/sequential-gate.ts';
import { failedProcesses, sumFailures, tableFailure, withRunFailures } from './gate/run-failures.ts';
import { countingConditionsOf, type CountingConditions } from './gate/counting-conditions.ts';
import { UserInputError } from './config/config-error.ts';
import type { ComparisonMode, GateOutcome } from './gate/gate-types.ts';
import { readGitInfo, type GitInfo } from './results/git-info.ts';
import { mergeResults } from './results/merge-results.ts';
import { readResultsFile, writeResultsFile } from './results/results-file.ts';
import {
  RESULTS_SCHEMA_VERSION,
  type CpuPinning,
  type ResultsFile,
  type ServerRun,
} from './results/results-types.ts';
import { readCatalog } from './servers/catalog.ts';
import { missingVariant } from './scenarios/scenario-cases.ts';
import type { ScenarioName } from './scenarios/scenario.ts';
import { scenarioDigests } from './scenarios/scenario-digest.ts';
import { resolveNodeRuntime } from './servers/node-runtime.ts';
import { prepareServers, type PreparedServers } from './servers/prepare-servers.ts';
import { TOOL_NAME, TOOL_VERSION } from './tool-version.ts';
import { profileHeadAndBase } from './profile/profile-head-and-base.ts';
import { countHeadAndBase } from './profile/count-head-and-base.ts';
import { PROFILE_DEFAULTS, profileDir, profiledScenarios } from './profile/profile-plan.ts';
import type { ScenarioWhere } from './results/where-it-changed.ts';
import { DEFAULT_CONFIDENCE } from './config/groups/thresholds.ts';
import { capacityServer, resolveRate } from './engine/resolve-rate.ts';

export type Progress = BenchmarkProgress;

export interface PipelineOutcome {
  results: ResultsFile;
  baseline?: ResultsFile;
  gate?: GateOutcome;
  /** 0 no regression, 1 regression (or inconclusive with failOnInconclusive), 2 could not decide. */
  exitCode: 0 | 1 | 2;
  resultsPath?: string;
}

/** Server-to-server resource samples: frequent enough for a memory curve, cheap for /proc. */
const SAMPLE_INTERVAL_MS = 250;
/** mion with 3000 routes compiles its runtime types at start-up; give it room on a slow runner. */
const STARTUP_TIMEOUT_MS = 30_000;

/**
 * The one pipeline behind both entry points: build the servers, measure, and for compare
 * and baseline, judge or record. The CLI and the action differ only in how they publish.
 */
export async function runPipeline(config: Config, progress: Progress): Promise<PipelineOutcome> {
  const comparing = config.command === 'compare';
  // Read the baseline first: a bad file should fail in a second, not after the benchmark.
  const stored =
    comparing && !isBaselineMissing(config.gate.baselinePath)
      ? readResultsFile(config.gate.baselinePath)
      : undefined;
  // A baseline that says where its subject came from is built again and measured beside the
  // head: figures of another day then never decide (docs/calibration.md, "Across days").
  const rebuilt =
    stored && !config.gate.baseSource
      ? await rebuildRecordedSource(subjectRow(stored, config.gate.subject)?.rebuildFrom, config.mionSource)
      : undefined;
  const withBase = rebuilt?.source
    ? { ...config, gate: { ...config.gate, baseSource: rebuilt.source } }
    : config;
  try {
    return await measureAndJudge(withBase, stored, rebuilt, progress);
  } finally {
    if (rebuilt?.source) rebuilt.remove();
  }
}

async function measureAndJudge(
  chosen: Config,
  stored: ResultsFile | undefined,
  rebuilt: Rebuilt | undefined,
  progress: Progress,
): Promise<PipelineOutcome> {
  const paired = chosen.command === 'compare' && chosen.gate.baseSource !== undefined;
  if (chosen.load.rate && chosen.command === 'compare' && !paired) {
    throw new UserInputError(
      `rate: latency at a rate is compared with a base measured in the same run; give base-source (or a stored baseline that records where its ${chosen.gate.subject} came from, to build it again)`,
    );
  }
  const tools = await countingTools(chosen, stored, paired);
  const { subject } = chosen.gate;
  const choice =
    paired || !stored
      ? undefined
      : chooseStoredMeasure({
          subject,
          ...(chosen.gate.given.measure ? { given: chosen.gate.given.measure } : {}),
          ...(stored.instructions ? { baselineCounts: countingConditionsOf(stored, subject) } : {}),
          ...(tools ? { countsHere: await countingConditionsHere(chosen, tools) } : {}),
        });
  const config = choice ? { ...chosen, gate: gateMeasuring(chosen.gate, choice.measure) } : chosen;
  // In paired mode the baseline only feeds the table; against a stored one, check now that it can
  // answer this run's question, gated or as context.
  const baseline = stored && choice ? usableBaseline(config, stored) : stored;
  if (rebuilt?.source) {
    progress.info(`paired: the baseline's ${subject} is built again from ${rebuilt.described}`);
  } else if (rebuilt) {
    progress.info(`the baseline's ${subject} cannot be built again here: ${rebuilt.why}`);
  }
  const { prepared, measure, count, unmeasured, pinning, cleanUp } = await prepareMeasurement(
    config,
    progress,
    tools,
  );
  try {
    // Without its base side a paired compare cannot decide: say so now, not after the whole table.
    if (paired && prepared.base?.status !== 'built') {
      // No head, no base: the base is built from the head's own server folder.
      const head = prepared.unavailable.find((run) => run.name === config.gate.subject)?.failure;
      const why =
        prepared.base?.status === 'unavailable'
          ? prepared.base.failure
          : head
            ? `the head (${config.gate.subject}) was not built either: ${head.stage} failed: ${head.message}`
            : 'not built';
      const gate = errorOutcome(config, 'paired', `base side not built: ${why}`);
      return finish(config, unmeasured(), { exitCode: 2, ...(baseline ? { baseline } : {}), gate });
    }
    let results = await measure(tableServers(prepared), {
      rounds: config.load.rounds,
      roundsPerBlock: config.load.roundsPerBlock,
    });
    const startupGrowth = await measureStartupGrowth(prepared.built, pinning, STARTUP_TIMEOUT_MS, progress);
    if (startupGrowth.length > 0) results = { ...results, startupGrowth };
    const subjectProblem = subjectNotMeasured(results, config.gate.subject);

    if (config.command === 'baseline') {
      if (subjectProblem) return baselineNotWritten(config, results, subjectProblem, progress);
      const recorded = await baselineProcesses(config, prepared, measure, count, progress);
      results = recorded.reduce(mergeResults, results);
      const problem = recorded
        .map((file) => invalidSubjectRounds(file, config.gate.subject))
        .find((found) => found !== undefined);
      if (problem) return baselineNotWritten(config, results, problem, progress);
      writeResultsFile(config.gate.baselinePath, results);
      progress.info(`baseline written to ${config.gate.baselinePath}`);
      return finish(config, results, { exitCode: 0 });
    }

    if (config.command !== 'compare') return finish(config, results, { exitCode: 0 });

    // In paired mode a head that crashed or answered wrong in the comparison table is the gate's to
    // judge: its own processes start it again, and a head failing where its base does not is a
    // finding against it (failed-rounds.ts), not a run that could not decide.
    const headToJudge = paired && failedWhileRunning(results, config.gate.subject);
    if (headToJudge) progress.warn(`${subjectProblem}: the gate's own process pairs will judge it`);
    if (subjectProblem && !headToJudge) {
      const gate = errorOutcome(
        config,
        paired ? 'paired' : 'stored-baseline',
        `subject not measured: ${subjectProblem}`,
      );
      return finish(config, results, { exitCode: 2, ...(baseline ? { baseline } : {}), gate });
    }
    if (!paired && !baseline) {
      const missing = noBaselineOutcome(config);
      progress.warn(missing.gate.notes.join(' '));
      return finish(config, results, missing);
    }
    const design =
      paired && prepared.base?.status === 'built'
        ? pairedDesign(
            config.gate,
            prepared.base.server.definition.name,
            rebuilt?.source && rebuilt.described,
          )
        : storedBaselineDesign(config.gate, baseline!, results);
    const measureGate = (processes: number, scenarios = config.load.scenarios) =>
      count && config.gate.measure === 'instructions'
        ? count(serversNamed(prepared, design.servers), processes, { scenarios })
        : measureProcesses(
            measure,
            prepared,
            design.servers,
            processes,
            scenarios,
            // At a rate head and base take turns: an open-loop generator polls without pause and needs
            // the load CPU to itself (loaded together at 25% each, every base round was refused for
            // its generator's lag; docs/open-loop-latency.md).
            design.loadTogether && !config.load.rate,
          );
    const firstLook = firstLookProcesses(config.gate, design.sampling);
    const what = config.gate.measure === 'instructions' ? 'counted processes' : 'processes';
    progress.info(`gate (${design.mode}): ${firstLook} ${what} each of ${design.servers.join(' and ')}`);
    let gateRuns = await measureGate(firstLook);
    if (choice && !choice.gated) {
      // Wall time against another day's figures is shown for what it is, and decides nothing.
      results = mergeResults(results, gateRuns);
      // Only a baseline that could not be built again gets here: its reason comes first.
      const reasons = [...(rebuilt && !rebuilt.source ? [rebuilt.why] : []), choice.why];
      const context = notGatedOutcome(design, config.gate, reasons, gateRuns);
      return finish(config, results, { exitCode: 0, baseline: baseline!, gate: context });
    }
    const gate = await runSequentialGate({
      ...design,
      initial: gateRuns,
      gate: config.gate,
      nowMs: Date.now,
      measureMore: async (processes, scenarios) => {
        progress.info(
          `gate (${design.mode}): ${processes} more ${what} each of ${design.servers.join(' and ')} in ${scenarios.join(', ')}`,
        );
        const extra = await measureGate(processes, scenarios);
        gateRuns = mergeResults(gateRuns, extra);
        return extra;
      },
    });
    const table = results;
    results = mergeResults(results, gateRuns);
    // The profiling pairs are processes of the head too: a crash there counts like any other.
    const profiled: ResultsFile[] = [];
    const keep = (file: ResultsFile) => {
      profiled.push(file);
      return file;
    };
    const where = await whereItChanged(
      config,
      gate,
      prepared,
      async (...args) => keep(await measure(...args)),
      count && (async (...args) => keep(await count(...args))),
      progress,
    );
    if (where.length > 0) results = { ...results, where };
    const judged =
      design.mode === 'paired'
        ? withRunFailures(
            gate,
            sumFailures([
              tableFailure(table, subject),
              failedProcesses(gateRuns, subject, design.servers[1]!, "the gate's process pairs"),
              ...profiled.map((file) => failedProcesses(file, subject, design.servers[1]!, 'profiling')),
            ]),
          )
        : gate;
    return finish(config, results, {
      exitCode: exitCodeFor(judged, config),
      ...(baseline ? { baseline } : {}),
      gate: judged,
    });
  } finally {
    cleanUp();
  }
}

/**
 * Paired mode, after the verdict: head and base profiled side by side in the scenarios that did not
 * pass (profile: auto) or in all (always), so that a regression's report says where the time went.
 */
async function whereItChanged(
  config: Config,
  gate: GateOutcome,
  prepared: WithBaseSide,
  measure: Measure,
  count: CountInstructions | undefined,
  progress: Progress,
): Promise<ScenarioWhere[]> {
  const { profile, subject } = config.gate;
  const head = prepared.built.find((built) => built.definition.name === subject);
  if (gate.mode !== 'paired' || profile === 'never' || !head || prepared.base?.status !== 'built') return [];
  const scenarios = profiledScenarios(gate, profile);
  if (scenarios.length === 0) return [];
  if ((head.definition.meta.runtime ?? 'node') !== 'node') {
    progress.warn(
      `where: not profiled: CPU profiles are V8's, and ${subject} runs on ${head.definition.meta.runtime}`,
    );
    return [];
  }
  if (count && config.gate.measure === 'instructions') {
    // A counted process takes about a minute under valgrind: fewer pairs, each nearly exact.
    return countHeadAndBase(
      count,
      head,
      prepared.base.server,
      scenarios,
      {
        pairs: Math.min(config.gate.profilePairs, PROFILE_DEFAULTS.countedPairsAtMost),
        rows: PROFILE_DEFAULTS.rows,
        dir: profileDir(config),
        confidence: DEFAULT_CONFIDENCE,
      },
      progress,
    );
  }
  return profileHeadAndBase(
    measure,
    head,
    prepared.base.server,
    scenarios,
    {
      pairs: config.gate.profilePairs,
      durationSeconds: PROFILE_DEFAULTS.roundsPerProfile * config.load.durationSeconds,
      rows: PROFILE_DEFAULTS.rows,
      dir: profileDir(config),
      confidence: DEFAULT_CONFIDENCE,
    },
    progress,
  );
}

/**
 * What a baseline records beyond the table: processes of the subject and the reference in wall
 * time, and the subject's counted instructions where valgrind is here, the figures that hold
 * across days (--measure names one of the two alone).
 */
async function baselineProcesses(
  config: Config,
  prepared: WithBaseSide,
  measure: Measure,
  count: CountInstructions | undefined,
  progress: Progress,
): Promise<ResultsFile[]> {
  const { subject, reference, given } = config.gate;
  const recorded: ResultsFile[] = [];
  if (given.measure !== 'instructions') {
    const processes = gateMeasuring(config.gate, 'wall-time').baselineProcesses;
    progress.info(`baseline: ${processes} processes of ${subject} and ${reference}`);
    recorded.push(
      await measureProcesses(
        measure,
        prepared,
        [subject, storedReference(config.gate)],
        processes,
        config.load.scenarios,
      ),
    );
  }
  if (count) {
    const processes = gateMeasuring(config.gate, 'instructions').baselineProcesses;
    progress.info(`baseline: ${processes} counted processes of ${subject}`);
    recorded.push(await count(serversNamed(prepared, [subject]), processes));
  } else if (given.measure !== 'wall-time') {
    progress.warn(
      'baseline: no instruction counts recorded (valgrind is not here): a stored compare of it cannot gate',
    );
  }
  return recorded;
}

/**
 * The gate's own processes: `processes` blocks of one round of each of `names` in each of
 * `scenarios`, restarted every block; with `loadTogether`, the servers of a block are loaded at
 * the same time.
 */
function measureProcesses(
  measure: Measure,
  prepared: PreparedServers,
  names: readonly string[],
  processes: number,
  scenarios: ScenarioName[],
  loadTogether = false,
): Promise<ResultsFile> {
  return measure(serversNamed(prepared, names), {
    rounds: processes * GATE_ROUNDS_PER_PROCESS,
    roundsPerBlock: GATE_ROUNDS_PER_PROCESS,
    scenarios,
    loadTogether,
    restartFailedServers: true,
  });
}

function baselineNotWritten(
  config: Config,
  results: ResultsFile,
  problem: string,
  progress: Progress,
): PipelineOutcome {
  progress.warn(`baseline not written: ${problem}`);
  return finish(config, results, { exitCode: 2 });
}

/** Measures `servers` with `load`'s overrides; with `cpuProfileDir`, every round is profiled there. */
export type Measure = (
  servers: PreparedServers,
  load: Partial<LoadSettings>,
  cpuProfileDir?: string,
) => Promise<ResultsFile>;
/**
 * Counts instructions per request of `processes` fresh processes of each of `servers` (--measure
 * instructions).
 */
export type CountInstructions = (
  servers: PreparedServers,
  processes: number,
  options?: CountingOptions,
) => Promise<ResultsFile>;

export interface CountingOptions {
  /** Replaces the configured added work (calibration). */
  injectWorkIterations?: Record<string, number>;
  /** Counting by function: the measured chunks' dumps and JIT code maps are kept here (the report's "Where"). */
  functionDumpsDir?: string;
  /** The scenarios counted (default: the configured ones); the gate's later looks count the undecided only. */
  scenarios?: ScenarioName[];
}

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
function tableServers(prepared: WithBaseSide): PreparedServers {
  return { built: prepared.built, unavailable: prepared.unavailable };
}

/**
 * Checks, before any server runs, that the stored baseline can answer this run's question:
 * comparing it with itself over the requested scenarios walks the very checks the gate will make
 * (subject and reference present, valid, positive, paired).
 */
function usableBaseline(config: Config, baseline: ResultsFile): ResultsFile {
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

async function requiredCountingTools(): Promise<CallgrindTools> {
  return findCallgrindTools().catch((error: Error) => {
    throw new UserInputError(error.message);
  });
}

/**
 * valgrind's tools when this run counts instructions: always with --measure instructions (and an
 * error without them); where they are, for a baseline (it records counts beside wall time) and for
 * a stored compare whose baseline has counts.
 */
async function countingTools(
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
async function countingConditionsHere(config: Config, tools: CallgrindTools): Promise<CountingConditions> {
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

function subjectRow(results: ResultsFile, subject: string): ServerRun | undefined {
  return results.servers.find((server) => server.name === subject);
}

function finish(
  config: Config,
  results: ResultsFile,
  fields: Omit<PipelineOutcome, 'results' | 'resultsPath'>,
): PipelineOutcome {
  const standing =
    config.command === 'compare' && config.gate.mainHistory
      ? standingAgainstMain(results, config.gate.mainHistory, config.gate.subject)
      : [];
  const withHistory = standing.length > 0 ? { ...results, mainHistory: standing } : results;
  // A shard's file carries its share and its verdict: merge joins them into one.
  const written =
    config.shard && fields.gate ? { ...withHistory, shard: config.shard, gate: fields.gate } : withHistory;
  if (config.outPath) writeResultsFile(config.outPath, written);
  return { results: written, ...fields, ...(config.outPath ? { resultsPath: config.outPath } : {}) };
}

function errorOutcome(config: Config, mode: ComparisonMode, message: string): GateOutcome {
  return {
    verdict: 'error',
    mode,
    measure: config.gate.measure,
    comparedWith: mode === 'paired' ? 'the base of the pull request' : config.gate.baselinePath,
    metrics: [],
    subject: config.gate.subject,
    reference: config.gate.reference,
    subjectProcesses: 0,
    environmentDrift: [],
    notes: [],
    error: message,
  };
}

/** The subject was built and started, then failed (a crash, a wrong answer): not one that never ran. */
function failedWhileRunning(results: ResultsFile, subject: string): boolean {
  return results.servers.find((server) => server.name === subject)?.status === 'failed';
}

function subjectNotMeasured(results: ResultsFile, subject: string): string | undefined {
  const run = results.servers.find((server) => server.name === subject);
  if (!run) return `${subject} was not run`;
  if (run.status !== 'measured')
    return `${subject} ${run.status}: ${run.failure?.message ?? 'no reason given'}`;
  return undefined;
}

/** A baseline must be whole: every subject round (or counted process) valid, in every scenario. */
function invalidSubjectRounds(results: ResultsFile, subject: string): string | undefined {
  for (const scenario of results.instructions?.scenarios ?? []) {
    const samples = scenario.servers.find((entry) => entry.server === subject)?.samples ?? [];
    const invalid = samples.filter((sample) => !sample.valid);
    if (samples.length === 0) return `${subject} has no counted process in ${scenario.scenario}`;
    if (invalid.length > 0) {
      return `${invalid.length} of ${samples.length} counted processes of ${subject} in ${scenario.scenario} failed (${invalid[0]?.invalidReason})`;
    }
  }
  if (results.instructions) return undefined;
  for (const scenario of results.scenarios) {
    const rounds = scenario.servers.find((entry) => entry.server === subject)?.rounds ?? [];
    const invalid = rounds.filter((round) => !round.valid);
    if (rounds.length === 0) return `${subject} has no rounds in ${scenario.scenario}`;
    if (invalid.length > 0) {
      return `${invalid.length} of ${rounds.length} rounds of ${subject} in ${scenario.scenario} were invalid (${invalid[0]?.invalidReason})`;
    }
  }
  return undefined;
}

function assembleResults(
  config: Config,
  load: LoadSettings,
  outcome: BenchmarkOutcome,
  pinning: CpuPinning,
  servers: PreparedServers,
  elapsedMs: number,
  nodeVersion: string,
  git: GitInfo,
): ResultsFile {
  return {
    schemaVersion: RESULTS_SCHEMA_VERSION,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    createdAt: new Date().toISOString(),
    git,
    environment: describeEnvironment(nodeVersion),
    settings: {
      scenarios: load.scenarios,
      scenarioDigests: scenarioDigests(load.scenarioCatalog, load.scenarios),
      servers: [
        ...servers.built.map((built) => built.definition.name),
        ...servers.unavailable.map((run) => run.name),
      ],
      rounds: load.rounds,
      roundsPerBlock: load.roundsPerBlock,
      durationSeconds: load.durationSeconds,
      warmupSeconds: load.warmupSeconds,
      connections: load.connections,
      pipelining: load.pipelining,
      sampleIntervalMs: SAMPLE_INTERVAL_MS,
      pinning,
      injectCpuMicroseconds: load.injectCpuMicroseconds,
      injectWorkIterations: load.injectWorkIterations,
      injectCpuShare: load.injectCpuShare,
      injectCrashPerRequests: load.injectCrashPerRequests,
      ...(Object.keys(load.injectNoiseMicroseconds ?? {}).length > 0
        ? { injectNoiseMicroseconds: load.injectNoiseMicroseconds }
        : {}),
      serverSeeds: load.serverSeeds,
      serverAddressSpace: load.serverAddressSpace,
      ...(load.loadTogether ? { loadTogether: true } : {}),
      ...(load.rate ? { rate: load.rate } : {}),
      ...(load.ratePerSecondByScenario ? { ratePerSecondByScenario: load.ratePerSecondByScenario } : {}),
      ...(load.capacity ? { capacity: load.capacity } : {}),
      ...(config.command === 'run' ? {} : { subject: config.gate.subject, reference: config.gate.reference }),
      ...(config.gate.baseSource ? { baseServer: baseServerName(config.gate.subject) } : {}),
    },
    servers: outcome.servers,
    scenarios: outcome.scenarios,
    warnings: outcome.warnings,
    durationSeconds: Math.round(elapsedMs / 100) / 10,
  };
}
