import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseHistory } from '../../history/history-line.ts';
import { IF_NO_BASELINE_CHOICES, type GateSettings, type MionSource } from '../config.ts';
import { UserInputError } from '../config-error.ts';
import { DEFAULT_BASELINE_PATH, DEFAULT_REFERENCE, DEFAULT_SUBJECT } from '../defaults.ts';
import type { OptionReader } from '../option-reader.ts';
import { parseMionSource } from '../parse-mion-source.ts';
import { parseBoolean, parseChoice, parseDirectory, parseFile } from '../parse-values.ts';

/**
 * The subject and what it is compared with: the base of the pull request built from its source
 * (paired mode), or a stored baseline file and a reference server measured beside the subject.
 */
export interface AgainstWhat {
  /** Where the head's packages come from. */
  mionSource: MionSource;
  gate: Pick<
    GateSettings,
    | 'subject'
    | 'reference'
    | 'baselinePath'
    | 'baselineSource'
    | 'baselineServersDir'
    | 'mainHistory'
    | 'ifNoBaseline'
    | 'allowBuildDifference'
  >;
}

export function againstWhat(options: OptionReader, servers: string[]): AgainstWhat {
  const { parsed, path, label, command, context } = options;
  const subject = parsed('subject', checkName, DEFAULT_SUBJECT);
  const reference = parsed('reference', checkName, DEFAULT_REFERENCE);
  if (command !== 'run') {
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

  const buildsBase = command === 'compare' || command === 'calibrate';
  const source = (l: string, t: string) => parseMionSource(l, t, context.workspaceDir);
  const mionSource = parsed('mion-source', source, { kind: 'npm' } as MionSource);
  const baselineSource = parsed('baseline-source', source, undefined);
  if (baselineSource && !buildsBase) {
    throw new UserInputError(`${label('baseline-source')}: only compare and calibrate build a base side`);
  }
  const baselineServersDir = parsed(
    'baseline-servers-dir',
    (l, t) => parseDirectory(l, path(l, t)),
    undefined,
  );
  if (baselineServersDir) {
    if (!buildsBase) {
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
  if (historyPath && command !== 'compare') {
    throw new UserInputError(`${label('history')}: only compare sets a head against main's history`);
  }
  // Read now: a bad line is refused before anything is built or measured.
  const mainHistory = historyPath && parseHistory(readFileSync(historyPath, 'utf8'), historyPath);
  // A base folder alone builds its mion, if it has any, from the head's source.
  const baseSource = baselineSource ?? (baselineServersDir ? mionSource : undefined);

  return {
    mionSource,
    gate: {
      subject,
      reference,
      baselinePath: parsed('baseline', path, resolve(context.workspaceDir, DEFAULT_BASELINE_PATH)),
      ...(baseSource ? { baselineSource: baseSource } : {}),
      ...(baselineServersDir ? { baselineServersDir } : {}),
      ...(mainHistory ? { mainHistory } : {}),
      ifNoBaseline: parsed('if-no-baseline', (l, t) => parseChoice(l, t, IF_NO_BASELINE_CHOICES), 'notice'),
      allowBuildDifference: parsed('allow-build-difference', parseBoolean, false),
    },
  };
}

function checkName(label: string, text: string): string {
  const name = text.trim();
  if (!/^[a-z0-9][a-z0-9._-]*$/.test(name))
    throw new UserInputError(`${label}: "${text}" is not a server name`);
  return name;
}
