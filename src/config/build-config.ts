import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseHistory } from '../history/history-line.ts';
import type { ScenarioCatalog, ScenarioName } from '../scenarios/scenario.ts';
import { readScenariosFile } from '../scenarios/read-scenarios-file.ts';
import { parsePullRequestMeasures, parseShard, scenariosOfShard, type Shard } from './shard.ts';
import { gateMeasuring } from '../gate/gate-defaults.ts';
import { AT_RATE_METRICS, comparisonsPerScenario, GATED_METRICS } from '../gate/gated-metrics.ts';
import {
  GATED_METRIC_NAMES,
  MEASURE_NAMES,
  type ComparisonMode,
  type GatedMetric,
  type Measure,
} from '../gate/gate-types.ts';
import type { Command, Config, GateSettings, MionSource, RateSetting } from './config.ts';
import { DEFAULT_SERVERS, IF_NO_BASELINE_CHOICES, PROFILE_CHOICES } from './config.ts';
import { PROFILE_DEFAULTS } from '../profile/profile-plan.ts';
import { UserInputError } from './config-error.ts';
import { PAGE_NAMES, SETTINGS_PAGE_SERVERS, type PageName } from './pages.ts';
import {
  DEFAULT_BASELINE_PATH,
  DEFAULT_CONFIDENCE,
  DEFAULT_GATE_METRICS,
  DEFAULT_PAIRED_GATE_METRICS,
  DEFAULT_AT_RATE_GATE_METRICS,
  DEFAULT_AT_RATE_LATENCY_THRESHOLDS,
  DEFAULT_INSTRUCTIONS_THRESHOLD,
  DEFAULT_LATENCY_THRESHOLD,
  DEFAULT_LOAD,
  DEFAULT_REFERENCE,
  DEFAULT_RPS_THRESHOLD,
  DEFAULT_SUBJECT,
  DEFAULT_TIME_BUDGET_MINUTES,
} from './defaults.ts';
import type { OptionName, RawOptions } from './option-names.ts';
import { parseMionSource } from './parse-mion-source.ts';
import { parseThresholds, type ParsedThresholds } from './parse-thresholds.ts';
import {
  parseBoolean,
  parseDirectory,
  parseFile,
  parseNameList,
  parseNonNegativeSeconds,
  parseOpenUnitInterval,
  parsePercent,
  parsePositiveInteger,
  parsePositiveSeconds,
  parseExecutable,
  parseWorkspacePath,
} from './parse-values.ts';

export interface BuildConfigContext {
  command: Command;
  /** The servers folder used when none is given (the tool's own servers/). */
  defaultServersDir: string;
  /** The built-in scenarios, used unless scenarios-file names another. */
  defaultScenariosFile: string;
  /** The server folders of a servers folder (the catalog's names). */
  listServers: (serversDir: string) => string[];
  /** Relative paths resolve against this directory. */
  workspaceDir: string;
  /**
   * The action keeps every path it writes or reads inside the workspace, so that inputs cannot
   * reach the runner's other files; a person at a terminal may name any path.
   */
  confineToWorkspace: boolean;
  /** How to name an option in a message: "--rounds" for the CLI, "input rounds" for the action. */
  label: (option: OptionName) => string;
}

/** The one place where raw options become a validated Config; every error names its option. */
export function buildConfig(raw: RawOptions, context: BuildConfigContext): Config {
  const { label } = context;
  const given = (option: OptionName): string | undefined => {
    const value = raw[option];
    return value === undefined || value.trim() === '' ? undefined : value;
  };
  const parsed = <T>(option: OptionName, parse: (label: string, text: string) => T, fallback: T): T => {
    const text = given(option);
    return text === undefined ? fallback : parse(label(option), text);
  };

  const path = (label: string, text: string): string =>
    context.confineToWorkspace
      ? parseWorkspacePath(label, text, context.workspaceDir)
      : resolve(context.workspaceDir, text.trim());

  const serversDir = parsed(
    'servers-dir',
    (l, t) => parseDirectory(l, path(l, t)),
    context.defaultServersDir,
  );
  const knownServers = context.listServers(serversDir);
  const page = parsed('page', parsePage, 'results');
  if (page !== 'results') checkPageOptions(page, context.command, given, label);
  // A page that compares named servers runs exactly those: a list of one's own would leave rows out.
  const [servers, serversFrom]: [string[], OptionName] =
    page === 'settings'
      ? [[...SETTINGS_PAGE_SERVERS], 'page']
      : [parsed('servers', parseNameList, defaultServers(knownServers)), 'servers'];
  const unknownServer = servers.find((server) => !knownServers.includes(server));
  if (unknownServer) {
    throw new UserInputError(
      `${label(serversFrom)}: unknown server "${unknownServer}" in ${serversDir} (known: ${knownServers.join(', ') || 'none'})`,
    );
  }

  const gating = context.command !== 'run';
  const subject = parsed('subject', checkName, DEFAULT_SUBJECT);
  const reference = parsed('reference', checkName, DEFAULT_REFERENCE);
  if (gating) {
    for (const [option, server] of [
      ['subject', subject],
      ['reference', reference],
    ] as const) {
      if (!servers.includes(server)) {
        throw new UserInputError(
          `${label(option)}: "${server}" is not among the servers (${servers.join(', ')})`,
        );
      }
    }
    if (subject === reference)
      throw new UserInputError(`${label('subject')}: the subject cannot be the reference`);
  }

  const rounds = parsed('rounds', parsePositiveInteger, DEFAULT_LOAD.rounds);
  const mionSource = parsed('mion-source', (l, t) => parseMionSource(l, t, context.workspaceDir), {
    kind: 'npm',
  } as MionSource);
  const baselineSource = parsed(
    'baseline-source',
    (l, t) => parseMionSource(l, t, context.workspaceDir),
    undefined,
  );
  if (baselineSource && context.command !== 'compare' && context.command !== 'calibrate') {
    throw new UserInputError(`${label('baseline-source')}: only compare and calibrate build a base side`);
  }
  const baselineServersDir = parsed(
    'baseline-servers-dir',
    (l, t) => parseDirectory(l, path(l, t)),
    undefined,
  );
  if (baselineServersDir) {
    if (context.command !== 'compare' && context.command !== 'calibrate') {
      throw new UserInputError(
        `${label('baseline-servers-dir')}: only compare and calibrate build a base side`,
      );
    }
    if (!context.listServers(baselineServersDir).includes(subject)) {
      throw new UserInputError(
        `${label('baseline-servers-dir')}: ${baselineServersDir} has no server folder "${subject}" (the subject) to build the base from`,
      );
    }
  }
  const historyPath = parsed('history', (l, t) => parseFile(l, path(l, t)), undefined);
  if (historyPath && context.command !== 'compare') {
    throw new UserInputError(`${label('history')}: only compare sets a head against main's history`);
  }
  // Read now: a bad line is refused before anything is built or measured.
  const mainHistory = historyPath && parseHistory(readFileSync(historyPath, 'utf8'), historyPath);
  // A base folder alone builds its mion, if it has any, from the head's source.
  const baseSource = baselineSource ?? (baselineServersDir ? mionSource : undefined);

  const scenariosFile = parsed(
    'scenarios-file',
    (l, t) => parseFile(l, path(l, t)),
    context.defaultScenariosFile,
  );
  const scenarioCatalog = readScenariosFile(scenariosFile);
  const knownScenarios = [...scenarioCatalog.keys()];
  const thresholds = (l: string, t: string) => parseThresholds(l, t, knownScenarios);
  const noThresholds: ParsedThresholds = { byScenario: {} };
  const rpsThresholds = parsed('rps-threshold', thresholds, noThresholds);
  const latencyByPercentile = parsed('latency-threshold', percentileThresholds, {
    rest: undefined,
    byMetric: {},
  });
  const latencyThresholds =
    latencyByPercentile.rest === undefined
      ? noThresholds
      : thresholds(label('latency-threshold'), latencyByPercentile.rest);
  const instructionsThresholds = parsed('instructions-threshold', thresholds, noThresholds);
  const givenMeasure = parsed('measure', parseMeasure, undefined);
  const measure = givenMeasure ?? 'wall-time';
  const maxProcesses = parsed('max-processes', parseProcessCount, undefined);
  const baselineProcesses = parsed('baseline-processes', parseProcessCount, undefined);
  // Given, it holds for both modes; left out, each mode has its own default (defaults.ts).
  const chosenGateMetrics = parsed('gate-metrics', parseGateMetrics, undefined);
  const rate = parsed('rate', parseRate, undefined);
  checkRateChoices(rate, chosenGateMetrics, givenMeasure, label);
  // At a rate each percentile has its own default threshold, unless latency-threshold gives one for all.
  const latencyThresholdByMetric = {
    ...(rate && latencyThresholds.everyScenario === undefined ? DEFAULT_AT_RATE_LATENCY_THRESHOLDS : {}),
    ...latencyByPercentile.byMetric,
  };
  if (measure === 'instructions' && context.command === 'run') {
    throw new UserInputError(
      `${label('measure')}: run always measures wall time; instructions are counted by compare, baseline and calibrate`,
    );
  }

  const scenarios = parsed('scenario', (l, t) => parseScenarios(l, t, scenarioCatalog), knownScenarios);
  // Left out, the measure may follow the stored baseline (choose-stored-measure.ts): a shard's cell must not move.
  if (given('pull-request-measures') !== undefined && givenMeasure === undefined) {
    throw new UserInputError(
      `${label('measure')}: a shard of a pull request gated in several measures (${label('pull-request-measures')}) must name the one it gates`,
    );
  }
  const pullRequestMeasures = parsed(
    'pull-request-measures',
    (l, t) => parsePullRequestMeasures(l, t, measure),
    undefined,
  );
  const shard = parsed('shard', (l, t) => parseShard(l, t, scenarios, pullRequestMeasures), undefined);
  if (shard && context.command !== 'compare') {
    throw new UserInputError(`${label('shard')}: only compare is sharded (merge joins the shards' verdicts)`);
  }
  const measuredScenarios = shard ? scenariosOfShard(shard) : scenarios;
  if (given('trials') !== undefined && context.command !== 'calibrate') {
    throw new UserInputError(`${label('trials')}: only calibrate runs trials`);
  }
  if (pullRequestMeasures && !shard) {
    throw new UserInputError(
      `${label('pull-request-measures')}: only a shard shares its budget with the other measures' shards; give ${label('shard')} too (1/1 to split by measure alone)`,
    );
  }

  return {
    command: context.command,
    load: {
      scenarios: measuredScenarios,
      scenariosFile,
      scenarioCatalog,
      servers,
      rounds,
      roundsPerBlock: parsed('rounds-per-block', parsePositiveInteger, DEFAULT_LOAD.roundsPerBlock),
      durationSeconds: parsed('duration', parsePositiveSeconds, DEFAULT_LOAD.durationSeconds),
      warmupSeconds: parsed('warmup', parseNonNegativeSeconds, DEFAULT_LOAD.warmupSeconds),
      connections: parsed(
        'connections',
        (l, t) => parsePositiveInteger(l, t, 10_000),
        DEFAULT_LOAD.connections,
      ),
      pipelining: parsed('pipelining', (l, t) => parsePositiveInteger(l, t, 1_000), DEFAULT_LOAD.pipelining),
      ...(rate ? { rate } : {}),
      injectCpuMicroseconds: parsed(
        'inject-cpu-us',
        (l, t) => parseInjections(l, t, serverTargets(servers), CPU_INJECTION),
        {},
      ),
      injectWorkIterations: parsed(
        'inject-work',
        (l, t) => parseInjections(l, t, serverTargets(servers), WORK_INJECTION),
        {},
      ),
      injectCpuShare: parsed(
        'inject-cpu-share',
        (l, t) => parseCpuShares(l, t, servers, raw['inject-cpu-us']),
        {},
      ),
      injectCrashPerRequests: parsed(
        'inject-crash-per-requests',
        (l, t) => parseInjections(l, t, serverTargets(servers), CRASH_INJECTION),
        {},
      ),
      injectNoiseMicroseconds: parsed(
        'inject-noise-us',
        (l, t) => parseInjections(l, t, { kind: 'SCENARIO', names: measuredScenarios }, CPU_INJECTION),
        {},
      ),
      serverSeeds: parsed('server-seeds', parseServerSeeds, DEFAULT_LOAD.serverSeeds),
      serverAddressSpace: DEFAULT_LOAD.serverAddressSpace,
    },
    gate: sharedBudget(
      gateMeasuring(
        {
          baselinePath: parsed('baseline', path, resolve(context.workspaceDir, DEFAULT_BASELINE_PATH)),
          subject,
          reference,
          rpsThreshold: rpsThresholds.everyScenario ?? DEFAULT_RPS_THRESHOLD,
          rpsThresholdByScenario: rpsThresholds.byScenario,
          latencyThreshold: latencyThresholds.everyScenario ?? DEFAULT_LATENCY_THRESHOLD,
          latencyThresholdByScenario: latencyThresholds.byScenario,
          ...(Object.keys(latencyThresholdByMetric).length > 0 ? { latencyThresholdByMetric } : {}),
          ...(rate ? { atRate: true } : {}),
          gateMetrics: chosenGateMetrics ?? (rate ? DEFAULT_AT_RATE_GATE_METRICS : DEFAULT_GATE_METRICS),
          pairedGateMetrics:
            chosenGateMetrics ?? (rate ? DEFAULT_AT_RATE_GATE_METRICS : DEFAULT_PAIRED_GATE_METRICS),
          measure,
          instructionsThreshold: instructionsThresholds.everyScenario ?? DEFAULT_INSTRUCTIONS_THRESHOLD,
          instructionsThresholdByScenario: instructionsThresholds.byScenario,
          confidence: parsed('confidence', parseOpenUnitInterval, DEFAULT_CONFIDENCE),
          maxProcesses: 0,
          baselineProcesses: 0,
          given: {
            ...(givenMeasure ? { measure: givenMeasure } : {}),
            ...(maxProcesses === undefined ? {} : { maxProcesses }),
            ...(baselineProcesses === undefined ? {} : { baselineProcesses }),
          },
          ...(baseSource ? { baselineSource: baseSource } : {}),
          ...(baselineServersDir ? { baselineServersDir } : {}),
          ...(mainHistory ? { mainHistory } : {}),
          timeBudgetMinutes: parsed(
            'time-budget',
            (l, t) => parsePositiveSeconds(l, t, 24 * 60),
            DEFAULT_TIME_BUDGET_MINUTES,
          ),
          failOnInconclusive: parsed('fail-on-inconclusive', parseBoolean, false),
          allowBuildDifference: parsed('allow-build-difference', parseBoolean, false),
          ifNoBaseline: parsed(
            'if-no-baseline',
            (l, t) => parseChoice(l, t, IF_NO_BASELINE_CHOICES),
            'notice',
          ),
          profile: parsed('profile', (l, t) => parseChoice(l, t, PROFILE_CHOICES), 'auto'),
          profilePairs: parsed('profile-pairs', parseProfilePairs, PROFILE_DEFAULTS.pairs),
        },
        measure,
      ),
      shard,
    ),
    mionSource,
    serversDir,
    nodePath: parsed('node', (l, t) => parseExecutable(l, t, context.workspaceDir), undefined),
    outPath: parsed('out', path, undefined),
    markdownPath: parsed('markdown', path, undefined),
    page,
    verbose: parsed('verbose', parseBoolean, false),
    calibrationTrials: parsed('trials', (l, t) => parsePositiveInteger(l, t, 1000), 12),
    calibrationModes: parsed('modes', parseCalibrationModes, ['paired']),
    ...(shard ? { shard } : {}),
  };
}

/**
 * A shard's gate counts the comparisons of the whole pull request whose budget it shares
 * (error-budget.ts): every scenario, and in each the comparisons of the measures other shards gate.
 */
function sharedBudget(gate: GateSettings, shard: Shard | undefined): GateSettings {
  if (!shard) return gate;
  // Only compare is sharded, and compare is paired exactly when it builds a base side (pipeline.ts).
  const mode = gate.baselineSource ? 'paired' : 'stored-baseline';
  const others = (shard.measures ?? []).filter((measure) => measure !== gate.measure);
  return {
    ...gate,
    pullRequestScenarios: shard.scenarios.length,
    ...(others.length > 0
      ? {
          otherMeasuresComparisonsPerScenario: others
            .map((measure) => comparisonsPerScenario(gate, measure, mode))
            .reduce((sum, comparisons) => sum + comparisons, 0),
        }
      : {}),
  };
}

const CALIBRATION_MODES: readonly ComparisonMode[] = ['paired', 'stored-baseline'];

/**
 * The modes calibrate measures in wall time: paired. A stored baseline's wall time is shown as
 * context and never gated (choose-stored-measure.ts), so a calibration of that gate would measure
 * one no user gets; a stored baseline is gated on counts, calibrated with --measure instructions.
 */
function parseCalibrationModes(label: string, text: string): ComparisonMode[] {
  const names = text.split(',').map((name) => name.trim());
  const unknown = names.find((name) => !(CALIBRATION_MODES as readonly string[]).includes(name));
  if (unknown !== undefined) {
    throw new UserInputError(`${label}: "${unknown}" is not one of ${CALIBRATION_MODES.join(', ')}`);
  }
  if (names.includes('stored-baseline')) {
    throw new UserInputError(
      `${label}: stored-baseline is not calibrated in wall time: compare never gates wall time against a stored baseline (it is context); calibrate --measure instructions calibrates the stored gate on counts`,
    );
  }
  return ['paired'];
}

function parsePage(label: string, text: string): PageName {
  const page = text.trim();
  if (!(PAGE_NAMES as readonly string[]).includes(page)) {
    throw new UserInputError(`${label}: "${text}" is not one of ${PAGE_NAMES.join(', ')}`);
  }
  return page as PageName;
}

/** A page of its own is what `run` writes to --markdown, from the servers the page names. */
function checkPageOptions(
  page: PageName,
  command: Command,
  given: (option: OptionName) => string | undefined,
  label: (option: OptionName) => string,
): void {
  if (command !== 'run') {
    throw new UserInputError(
      `${label('page')}: only run writes the ${page} page (${command} writes its own report)`,
    );
  }
  if (given('markdown') === undefined) {
    throw new UserInputError(
      `${label('page')}: the ${page} page is written to ${label('markdown')} FILE.md: give one`,
    );
  }
  if (given('servers') !== undefined) {
    throw new UserInputError(
      `${label('servers')}: the ${page} page runs its own servers (${SETTINGS_PAGE_SERVERS.join(', ')}); leave ${label('servers')} out`,
    );
  }
}

function defaultServers(knownServers: string[]): string[] {
  return DEFAULT_SERVERS.filter((server) => knownServers.includes(server));
}

function checkName(label: string, text: string): string {
  const name = text.trim();
  if (!/^[a-z0-9][a-z0-9._-]*$/.test(name))
    throw new UserInputError(`${label}: "${text}" is not a server name`);
  return name;
}

function parseScenarios(label: string, text: string, catalog: ScenarioCatalog): ScenarioName[] {
  const known = [...catalog.keys()];
  if (text.trim() === 'all') return known;
  const names = parseNameList(label, text);
  const unknown = names.find((name) => !catalog.has(name));
  if (unknown) {
    throw new UserInputError(`${label}: unknown scenario "${unknown}" (known: ${known.join(', ')}, all)`);
  }
  return names;
}

interface InjectionUnit {
  name: string;
  integer: boolean;
  max: number;
}

/**
 * inject-cpu-us "fastify=300,mion=0.5": microseconds of CPU burnt per request. Fractions are
 * allowed: mion serves a request in about 28 µs here, so a 2 percent loss is about half a microsecond.
 */
const CPU_INJECTION: InjectionUnit = { name: 'MICROSECONDS', integer: false, max: 1_000_000 };
/** inject-work "mion=300": loop iterations per request, the same work however slowly it runs. */
const WORK_INJECTION: InjectionUnit = { name: 'ITERATIONS', integer: true, max: 100_000_000 };
/** inject-crash-per-requests "mion=100000": the process exits on about one request in that many. */
const CRASH_INJECTION: InjectionUnit = { name: 'REQUESTS', integer: true, max: 1_000_000_000_000 };
/** inject-cpu-share "mion=0.4": the share of the server's processes that burn its inject-cpu-us. */
const SHARE_INJECTION: InjectionUnit = { name: 'SHARE', integer: false, max: 1 };

/** A share of processes applies only to a server that has a cost to burn. */
function parseCpuShares(
  label: string,
  text: string,
  servers: string[],
  cpuText: string | undefined,
): Record<string, number> {
  const shares = parseInjections(label, text, serverTargets(servers), SHARE_INJECTION);
  const burning =
    cpuText === undefined
      ? {}
      : parseInjections('--inject-cpu-us', cpuText, serverTargets(servers), CPU_INJECTION);
  for (const server of Object.keys(shares)) {
    if (!Object.hasOwn(burning, server)) {
      throw new UserInputError(
        `${label}: "${server}" has no --inject-cpu-us to burn in a share of its processes`,
      );
    }
  }
  return shares;
}

/** What an injection is keyed by: a server (most), or a scenario (inject-noise-us). */
interface InjectionTargets {
  kind: 'SERVER' | 'SCENARIO';
  names: string[];
}

function serverTargets(servers: string[]): InjectionTargets {
  return { kind: 'SERVER', names: servers };
}

/** "TARGET=AMOUNT,...": a cost added to every request of the named servers (or scenarios). */
function parseInjections(
  label: string,
  text: string,
  targets: InjectionTargets,
  unit: InjectionUnit,
): Record<string, number> {
  const injections: Record<string, number> = {};
  const amountPattern = unit.integer ? /^([^=]+)=(\d+)$/ : /^([^=]+)=(\d+(?:\.\d+)?)$/;
  for (const entry of parseNameList(label, text)) {
    const match = amountPattern.exec(entry);
    if (!match) throw new UserInputError(`${label}: "${entry}" must look like ${targets.kind}=${unit.name}`);
    const [, target = '', amountText = ''] = match;
    if (!targets.names.includes(target)) {
      const among = targets.kind === 'SERVER' ? 'the servers' : 'the scenarios measured';
      throw new UserInputError(`${label}: "${target}" is not among ${among}`);
    }
    const amount = Number(amountText);
    if (!(amount > 0 && amount <= unit.max)) {
      throw new UserInputError(`${label}: "${amountText}" must be above 0 and at most ${unit.max}`);
    }
    injections[target] = amount;
  }
  return injections;
}

function parseMeasure(label: string, text: string): Measure {
  const value = text.trim();
  if (!(MEASURE_NAMES as readonly string[]).includes(value)) {
    throw new UserInputError(`${label}: "${text}" must be one of ${MEASURE_NAMES.join(', ')}`);
  }
  return value as Measure;
}

/** A count of server processes for an interval: one process gives no spread to estimate. */
function parseProcessCount(label: string, text: string): number {
  const count = parsePositiveInteger(label, text, 1000);
  if (count < 2)
    throw new UserInputError(`${label}: ${count} is too few: an interval needs at least 2 processes`);
  return count;
}

function parseServerSeeds(label: string, text: string): 'fixed' | 'random' {
  const value = text.trim();
  if (value !== 'fixed' && value !== 'random')
    throw new UserInputError(`${label}: "${text}" is not fixed or random`);
  return value;
}

/** "requests-per-second" as "requestsPerSecond": every other value of an input is kebab-case. */
const camelCase = (name: string) => name.replace(/-([a-z0-9])/g, (_, next: string) => next.toUpperCase());
const kebabCase = (name: string) => name.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`);

/** Kebab-case (requests-per-second, latency-mean, latency-p99) or the first releases' camelCase. */
function parseGateMetrics(label: string, text: string): GatedMetric[] {
  const names = parseNameList(label, text);
  const unknown = names.find((name) => !(GATED_METRIC_NAMES as readonly string[]).includes(camelCase(name)));
  if (unknown) {
    throw new UserInputError(
      `${label}: unknown metric "${unknown}" (known: ${GATED_METRIC_NAMES.map(kebabCase).join(', ')})`,
    );
  }
  return names.map(camelCase) as GatedMetric[];
}

/** `5000` requests per second, or `50%` of the base's capacity measured in the same run. */
function parseRate(label: string, text: string): RateSetting {
  const trimmed = text.trim();
  if (trimmed.endsWith('%')) {
    // Above 0% and below 100%: at the whole capacity a queue never drains, and latency is unbounded.
    return { shareOfCapacity: parsePercent(label, trimmed) };
  }
  if (!/^\d+$/.test(trimmed)) {
    throw new UserInputError(
      `${label}: "${text}" is neither requests per second (5000) nor a share of the base's capacity (50%)`,
    );
  }
  return { perSecond: parsePositiveInteger(label, trimmed, 1_000_000) };
}

/**
 * At a fixed rate requests/s is the rate asked and mean latency no longer Little's law: only the
 * percentiles at the rate are gated; and they are measured in wall time only.
 */
function checkRateChoices(
  rate: RateSetting | undefined,
  metrics: GatedMetric[] | undefined,
  measure: Measure | undefined,
  label: (name: OptionName) => string,
): void {
  if (rate) {
    if (measure === 'instructions') {
      throw new UserInputError(
        `${label('rate')}: a rate is for wall time; instructions are counted per request`,
      );
    }
    const other = metrics?.find((metric) => !AT_RATE_METRICS.includes(metric));
    if (other) {
      throw new UserInputError(
        `${label('gate-metrics')}: "${kebabCase(other)}" is not gated at a fixed rate (${label('rate')}); choose among ${AT_RATE_METRICS.map(kebabCase).join(', ')}`,
      );
    }
    return;
  }
  const needsRate = metrics?.find((metric) => GATED_METRICS.find((d) => d.metric === metric)?.atRateOnly);
  if (needsRate) {
    throw new UserInputError(
      `${label('gate-metrics')}: "${kebabCase(needsRate)}" is measured only at a fixed rate; give ${label('rate')} too`,
    );
  }
}

/** Percentile keys taken out of latency-threshold ("p99=20%"); the rest is read as scenario thresholds. */
function percentileThresholds(
  label: string,
  text: string,
): { rest: string | undefined; byMetric: Partial<Record<GatedMetric, number>> } {
  const byMetric: Partial<Record<GatedMetric, number>> = {};
  const rest: string[] = [];
  for (const entry of parseNameList(label, text)) {
    const [key, value] = entry.split('=').map((part) => part.trim());
    const metric = key === undefined ? undefined : PERCENTILE_KEYS[key];
    if (metric && value !== undefined) byMetric[metric] = parsePercent(label, value);
    else rest.push(entry);
  }
  return { rest: rest.length > 0 ? rest.join(',') : undefined, byMetric };
}

const PERCENTILE_KEYS: Record<string, GatedMetric> = {
  p50: 'latencyP50',
  p99: 'latencyP99',
  'p99.9': 'latencyP999',
};

function parseProfilePairs(label: string, text: string): number {
  const pairs = parsePositiveInteger(label, text, 100);
  if (pairs < 2) throw new UserInputError(`${label}: ${pairs} pair gives no interval; at least 2`);
  return pairs;
}

function parseChoice<Choice extends string>(label: string, text: string, choices: readonly Choice[]): Choice {
  const choice = text.trim();
  if (!(choices as readonly string[]).includes(choice)) {
    throw new UserInputError(`${label}: "${text}" is not one of ${choices.join(', ')}`);
  }
  return choice as Choice;
}
