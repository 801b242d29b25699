import { ARRIVALS, type Arrivals } from '../../engine/arrival-schedule.ts';
import { MEASURE_NAMES, type Measure } from '../../gate/gate-types.ts';
import { readScenariosFile } from '../../scenarios/read-scenarios-file.ts';
import type { ScenarioCatalog, ScenarioName } from '../../scenarios/scenario.ts';
import { DEFAULT_SERVERS, type Command, type LoadSettings, type RateSetting } from '../config.ts';
import { UserInputError } from '../../user-input-error.ts';
import type { OptionName } from '../option-names.ts';
import type { OptionReader } from '../option-reader.ts';
import { PAGE_NAMES, SETTINGS_PAGE_SERVERS, type PageName } from '../pages.ts';
import {
  parseDirectory,
  parseFile,
  parseNameList,
  parseNonNegativeSeconds,
  parsePercent,
  parsePositiveInteger,
  parsePositiveSeconds,
} from '../parse-values.ts';

/** The servers, the scenarios, the load and the measure: what a run measures, whatever it compares. */
export interface WhatToMeasure {
  serversDir: string;
  servers: string[];
  /** What `run` writes to --markdown: a page that names its own servers decides them. */
  page: PageName;
  scenariosFile: string;
  scenarioCatalog: ScenarioCatalog;
  /** The scenarios chosen, before a shard takes its share of them. */
  scenarios: ScenarioName[];
  /** The measure the user named; left out, a stored compare may choose it (choose-stored-measure.ts). */
  givenMeasure?: Measure;
  measure: Measure;
  rate?: RateSetting;
  load: Pick<
    LoadSettings,
    | 'rounds'
    | 'roundsPerBlock'
    | 'durationSeconds'
    | 'warmupSeconds'
    | 'connections'
    | 'pipelining'
    | 'rate'
    | 'arrivals'
  >;
}

/**
 * Load defaults. The published pages use autocannon -c 100 -p 10 and one 40 s run per server;
 * we keep the load shape but spend the time on several short interleaved rounds instead,
 * because the spread between rounds is what makes an interval possible. With these values a
 * full run (8 servers, 2 scenarios) fits in about 8 minutes on a 2-core machine.
 */
export const DEFAULT_LOAD = {
  rounds: 4,
  roundsPerBlock: 2,
  durationSeconds: 2,
  warmupSeconds: 1,
  connections: 100,
  pipelining: 10,
};

export function whatToMeasure(options: OptionReader): WhatToMeasure {
  const { parsed, path, label, context } = options;
  const serversDir = parsed(
    'servers-dir',
    (l, t) => parseDirectory(l, path(l, t)),
    context.defaultServersDir,
  );
  const knownServers = context.listServers(serversDir);
  const page = parsed('page', parsePage, 'results');
  if (page !== 'results') checkPageOptions(page, options);
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

  const scenariosFile = parsed(
    'scenarios-file',
    (l, t) => parseFile(l, path(l, t)),
    context.defaultScenariosFile,
  );
  const scenarioCatalog = readScenariosFile(scenariosFile);
  const givenMeasure = parsed('measure', parseMeasure, undefined);
  const measure = givenMeasure ?? 'wall-time';
  const rate = parsed('rate', parseRate, undefined);
  checkMeasureChoice(options.command, measure, rate, label);
  const arrivals = parsed('arrivals', parseArrivals, 'even');
  if (arrivals === 'poisson' && !rate) {
    throw new UserInputError(
      `${label('arrivals')}: spaces the requests of ${label('rate')}: give a rate too`,
    );
  }

  return {
    serversDir,
    servers,
    page,
    scenariosFile,
    scenarioCatalog,
    scenarios: parsed('scenario', (l, t) => parseScenarios(l, t, scenarioCatalog), [
      ...scenarioCatalog.keys(),
    ]),
    ...(givenMeasure ? { givenMeasure } : {}),
    measure,
    ...(rate ? { rate } : {}),
    load: {
      rounds: parsed('rounds', parsePositiveInteger, DEFAULT_LOAD.rounds),
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
      ...(arrivals === 'poisson' ? { arrivals } : {}),
    },
  };
}

function parseArrivals(label: string, text: string): Arrivals {
  const arrivals = text.trim();
  if (!(ARRIVALS as readonly string[]).includes(arrivals)) {
    throw new UserInputError(`${label}: "${text}" is not one of ${ARRIVALS.join(', ')}`);
  }
  return arrivals as Arrivals;
}

function defaultServers(knownServers: string[]): string[] {
  return DEFAULT_SERVERS.filter((server) => knownServers.includes(server));
}

function parsePage(label: string, text: string): PageName {
  const page = text.trim();
  if (!(PAGE_NAMES as readonly string[]).includes(page)) {
    throw new UserInputError(`${label}: "${text}" is not one of ${PAGE_NAMES.join(', ')}`);
  }
  return page as PageName;
}

/** A page of its own is what `run` writes to --markdown, from the servers the page names. */
function checkPageOptions(page: PageName, { command, given, label }: OptionReader): void {
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

function parseMeasure(label: string, text: string): Measure {
  const value = text.trim();
  if (!(MEASURE_NAMES as readonly string[]).includes(value)) {
    throw new UserInputError(`${label}: "${text}" must be one of ${MEASURE_NAMES.join(', ')}`);
  }
  return value as Measure;
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

/** A rate is for wall time (latency from each request's send time); run measures wall time only. */
function checkMeasureChoice(
  command: Command,
  measure: Measure,
  rate: RateSetting | undefined,
  label: (option: OptionName) => string,
): void {
  if (rate && measure === 'instructions') {
    throw new UserInputError(
      `${label('rate')}: a rate is for wall time; instructions are counted per request`,
    );
  }
  if (measure === 'instructions' && command === 'run') {
    throw new UserInputError(
      `${label('measure')}: run always measures wall time; instructions are counted by compare, baseline and calibrate`,
    );
  }
}
