import { resolve } from 'node:path';
import { SCENARIO_NAMES, type ScenarioName } from '../scenarios/scenario.ts';
import { DEFAULT_MAX_ROUNDS, DEFAULT_BASELINE_ROUNDS } from '../gate/gate-defaults.ts';
import type { Command, Config } from './config.ts';
import { DEFAULT_SERVERS } from './config.ts';
import { UserInputError } from './config-error.ts';
import {
  DEFAULT_BASELINE_PATH,
  DEFAULT_CONFIDENCE,
  DEFAULT_LATENCY_THRESHOLD,
  DEFAULT_LOAD,
  DEFAULT_REFERENCE,
  DEFAULT_RPS_THRESHOLD,
  DEFAULT_SUBJECT,
  DEFAULT_TIME_BUDGET_MINUTES,
} from './defaults.ts';
import type { OptionName, RawOptions } from './option-names.ts';
import { parseMionSource } from './parse-mion-source.ts';
import {
  parseBoolean,
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
  /** Server folders that exist in servers/. */
  knownServers: string[];
  /** Output and baseline paths must stay inside this directory. */
  workspaceDir: string;
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

  const servers = parsed('servers', parseNameList, defaultServers(context.knownServers));
  const unknownServer = servers.find((server) => !context.knownServers.includes(server));
  if (unknownServer) {
    throw new UserInputError(
      `${label('servers')}: unknown server "${unknownServer}" (known: ${context.knownServers.join(', ')})`,
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
  const maxRounds = parsed('max-rounds', parsePositiveInteger, Math.max(DEFAULT_MAX_ROUNDS, rounds));
  if (maxRounds < rounds) {
    throw new UserInputError(
      `${label('max-rounds')}: ${maxRounds} is fewer than the ${rounds} rounds of a run`,
    );
  }

  return {
    command: context.command,
    load: {
      scenarios: parsed('scenario', parseScenarios, DEFAULT_LOAD.scenarios),
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
      injectCpuMicroseconds: parsed('inject-cpu-us', (l, t) => parseInjections(l, t, servers), {}),
    },
    gate: {
      baselinePath: parsed(
        'baseline',
        insideWorkspace(context.workspaceDir),
        resolve(context.workspaceDir, DEFAULT_BASELINE_PATH),
      ),
      subject,
      reference,
      rpsThreshold: parsed('rps-threshold', parsePercent, DEFAULT_RPS_THRESHOLD),
      latencyThreshold: parsed('latency-threshold', parsePercent, DEFAULT_LATENCY_THRESHOLD),
      confidence: parsed('confidence', parseOpenUnitInterval, DEFAULT_CONFIDENCE),
      maxRounds,
      baselineRounds: parsed(
        'baseline-rounds',
        parsePositiveInteger,
        Math.max(DEFAULT_BASELINE_ROUNDS, rounds),
      ),
      timeBudgetMinutes: parsed(
        'time-budget',
        (l, t) => parsePositiveSeconds(l, t, 24 * 60),
        DEFAULT_TIME_BUDGET_MINUTES,
      ),
      failOnInconclusive: parsed('fail-on-inconclusive', parseBoolean, false),
    },
    mionSource: parsed('mion-source', (l, t) => parseMionSource(l, t, context.workspaceDir), { kind: 'npm' }),
    nodePath: parsed('node', (l, t) => parseExecutable(l, t, context.workspaceDir), undefined),
    outPath: parsed('out', insideWorkspace(context.workspaceDir), undefined),
    markdownPath: parsed('markdown', insideWorkspace(context.workspaceDir), undefined),
    verbose: parsed('verbose', parseBoolean, false),
    calibrationTrials: parsed('trials', (l, t) => parsePositiveInteger(l, t, 1000), 10),
  };
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

function parseScenarios(label: string, text: string): ScenarioName[] {
  if (text.trim() === 'all') return [...SCENARIO_NAMES];
  const names = parseNameList(label, text);
  const unknown = names.find((name) => !(SCENARIO_NAMES as readonly string[]).includes(name));
  if (unknown) {
    throw new UserInputError(
      `${label}: unknown scenario "${unknown}" (known: ${SCENARIO_NAMES.join(', ')}, all)`,
    );
  }
  return names as ScenarioName[];
}

/** "fastify=300,mion=50": microseconds of CPU burnt per request, per server. */
function parseInjections(label: string, text: string, servers: string[]): Record<string, number> {
  const injections: Record<string, number> = {};
  for (const entry of parseNameList(label, text)) {
    const match = /^([^=]+)=(\d+)$/.exec(entry);
    if (!match) throw new UserInputError(`${label}: "${entry}" must look like SERVER=MICROSECONDS`);
    const [, server = '', microseconds = ''] = match;
    if (!servers.includes(server)) throw new UserInputError(`${label}: "${server}" is not among the servers`);
    injections[server] = parsePositiveInteger(label, microseconds, 1_000_000);
  }
  return injections;
}

function insideWorkspace(workspaceDir: string) {
  return (label: string, text: string): string => parseWorkspacePath(label, text, workspaceDir);
}
