import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseHistory } from '../history-line.ts';
import { IF_NO_BASELINE_CHOICES, type GateSettings, type MionSource } from '../config.ts';
import { UserInputError } from '../../user-input-error.ts';
import type { OptionReader } from '../option-reader.ts';
import type { WhatToMeasure } from './what-to-measure.ts';
import { parseMionSource } from '../parse-mion-source.ts';
import {
  assertInsideWorkspace,
  parseBoolean,
  parseChoice,
  parseDirectory,
  parseFile,
} from '../parse-values.ts';

/**
 * The subject and what it is compared with: the base of the pull request built from its source
 * (paired mode), or a stored baseline file and a reference server measured beside the subject.
 */
export interface AgainstWhat {
  /** Where the head's packages come from (the option `source`). */
  mionSource: MionSource;
  gate: Pick<
    GateSettings,
    | 'subject'
    | 'reference'
    | 'baselinePath'
    | 'baseSource'
    | 'baseServersDir'
    | 'mainHistory'
    | 'ifNoBaseline'
    | 'allowBuildDifference'
  >;
}

export const DEFAULT_SUBJECT = 'mion';
export const DEFAULT_REFERENCE = 'http-node';
export const DEFAULT_BASELINE_PATH = 'baseline/baseline.json';

export function againstWhat(options: OptionReader, measured: WhatToMeasure): AgainstWhat {
  const { parsed, path, label, command, context } = options;
  const { servers } = measured;
  // Not named: mion, or a servers folder's only server (a framework's or an application's own).
  const subject = parsed('subject', checkName, servers.length === 1 ? servers[0]! : DEFAULT_SUBJECT);
  if (command !== 'run' && !servers.includes(subject)) {
    throw new UserInputError(
      `${label('subject')}: "${subject}" is not among the servers (${servers.join(', ')})`,
    );
  }

  const buildsBase = command === 'compare' || command === 'calibrate';
  const parseSource = (l: string, t: string) => {
    const parsedSource = parseMionSource(l, t, context.workspaceDir);
    // The CLI builds a checkout next to the current folder (path:../mion); a workflow's sources
    // belong in its workspace like every other path it names.
    if (context.confineToWorkspace && parsedSource.kind !== 'npm') {
      assertInsideWorkspace(l, parsedSource.dir, context.workspaceDir);
    }
    return parsedSource;
  };
  const source = parsed('source', parseSource, { kind: 'npm' } as MionSource);
  const givenBaseSource = parsed('base-source', parseSource, undefined);
  if (givenBaseSource && !buildsBase) {
    throw new UserInputError(`${label('base-source')}: only compare and calibrate build a base side`);
  }
  const baseServersDir = parsed('base-servers-dir', (l, t) => parseDirectory(l, path(l, t)), undefined);
  if (baseServersDir) {
    if (!buildsBase) {
      throw new UserInputError(`${label('base-servers-dir')}: only compare and calibrate build a base side`);
    }
    if (!context.listServers(baseServersDir).includes(subject)) {
      throw new UserInputError(
        `${label('base-servers-dir')}: ${baseServersDir} has no server folder "${subject}" (the subject) to build the base from`,
      );
    }
  }
  // A base folder alone builds its packages, if it has any, from the head's source.
  const baseSource = givenBaseSource ?? (baseServersDir ? source : undefined);
  const reference = referenceServer(options, measured, subject, baseSource !== undefined);

  const historyPath = parsed('history', (l, t) => parseFile(l, path(l, t)), undefined);
  if (historyPath && command !== 'compare') {
    throw new UserInputError(`${label('history')}: only compare sets a head against main's history`);
  }
  // Read now: a bad line is refused before anything is built or measured.
  const mainHistory = historyPath && parseHistory(readFileSync(historyPath, 'utf8'), historyPath);

  return {
    mionSource: source,
    gate: {
      subject,
      ...(reference ? { reference } : {}),
      baselinePath: parsed('baseline', path, resolve(context.workspaceDir, DEFAULT_BASELINE_PATH)),
      ...(baseSource ? { baseSource } : {}),
      ...(baseServersDir ? { baseServersDir } : {}),
      ...(mainHistory ? { mainHistory } : {}),
      ifNoBaseline: parsed('if-no-baseline', (l, t) => parseChoice(l, t, IF_NO_BASELINE_CHOICES), 'notice'),
      allowBuildDifference: parsed('allow-build-difference', parseBoolean, false),
    },
  };
}

/**
 * The server measured beside the subject to follow the machine's speed, which only a stored
 * baseline compared in wall time needs: recorded by baseline, read by a compare without a base
 * side. Paired mode (compare with a base side, calibrate) and counted instructions need none.
 * Not named, it is http-node when the servers hold one.
 */
function referenceServer(
  { parsed, label, command }: OptionReader,
  { servers, givenMeasure }: WhatToMeasure,
  subject: string,
  buildsBase: boolean,
): string | undefined {
  const named = parsed('reference', checkName, undefined);
  if (command === 'run') return named;
  const needed =
    (command === 'baseline' || (command === 'compare' && !buildsBase)) && givenMeasure !== 'instructions';
  const reference = named ?? (servers.includes(DEFAULT_REFERENCE) || needed ? DEFAULT_REFERENCE : undefined);
  if (reference === undefined) return undefined;
  if (!servers.includes(reference)) {
    const why = named
      ? ''
      : `: a stored baseline is compared in wall time beside a reference server; name one, or give ${label('base-source')} to compare the subject with its base`;
    throw new UserInputError(
      `${label('reference')}: "${reference}" is not among the servers (${servers.join(', ')})${why}`,
    );
  }
  if (reference !== subject) return reference;
  if (named || needed) throw new UserInputError(`${label('subject')}: the subject cannot be the reference`);
  return undefined;
}

function checkName(label: string, text: string): string {
  const name = text.trim();
  if (!/^[a-z0-9][a-z0-9._-]*$/.test(name))
    throw new UserInputError(`${label}: "${text}" is not a server name`);
  return name;
}
