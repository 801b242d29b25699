import { cpSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { MionSource } from '../config/config.ts';
import { makeTemporaryDir, removeTemporaryDir } from '../process/temporary-dirs.ts';
import { buildServer, type BuildOutcome, type BuiltServer } from './build-server.ts';
import { readCatalog, type ServerDefinition } from './catalog.ts';
import type { NodeRuntime } from './node-runtime.ts';
import type { PreparedServers } from './prepare-servers.ts';

/** Folders that a build or an install writes, never copied: the base side makes its own. */
const GENERATED_FOLDERS = new Set(['node_modules', 'build', 'dist']);

/** The name the base side of `subject` carries in results and reports. */
export function baseServerName(subject: string): string {
  return `${subject}.base`;
}

export interface BaseSide {
  outcome: BuildOutcome;
  /** Deletes the base side's private copy; call once the run is over. */
  remove: () => void;
}

/**
 * Paired mode: a private copy of the subject's server folder (the head's, or the base checkout's
 * when the pull request changes the folder itself), built with the mion packages of the pull
 * request's base. Head and base then share no file (not node_modules, not the build), so neither
 * install can leak into the other.
 */
async function buildBaseSide(
  subject: ServerDefinition,
  baseSource: MionSource,
  log: (line: string) => void,
  node: NodeRuntime,
): Promise<BaseSide> {
  const parent = makeTemporaryDir('perf-gate-base-');
  const remove = () => removeTemporaryDir(parent);
  const dir = join(parent, basename(subject.dir));
  cpSync(subject.dir, dir, {
    recursive: true,
    filter: (source) => !(GENERATED_FOLDERS.has(basename(source)) && source !== subject.dir),
  });
  const definition: ServerDefinition = { ...subject, name: baseServerName(subject.name), dir };
  log(`${definition.name}: building the base side of ${subject.name}`);
  try {
    return { outcome: await buildServer(definition, baseSource, log, node), remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/** The prepared servers plus, in paired mode, the base side of the subject. */
export interface WithBaseSide extends PreparedServers {
  base?: { status: 'built'; server: BuiltServer } | { status: 'unavailable'; failure: string };
}

/**
 * Adds the base side to `prepared` when a base source is given and the subject (the head) was
 * built; without either, returns `prepared` as it is. Call `remove` once the run is over.
 */
export async function addBaseSide(
  prepared: PreparedServers,
  subject: string,
  baseSource: MionSource | undefined,
  log: (line: string) => void,
  node: NodeRuntime,
  /** The base checkout's servers folder; the head's own folder is copied when absent. */
  baseServersDir?: string,
): Promise<{ prepared: WithBaseSide; remove: () => void }> {
  const head = prepared.built.find((built) => built.definition.name === subject);
  if (!baseSource || !head) return { prepared, remove: () => {} };
  const folder = baseServersDir
    ? readCatalog(baseServersDir).find((definition) => definition.name === subject)
    : head.definition;
  if (!folder) {
    const failure = `${baseServersDir} has no server folder "${subject}"`;
    return { prepared: { ...prepared, base: { status: 'unavailable', failure } }, remove: () => {} };
  }
  const { outcome, remove } = await buildBaseSide(folder, baseSource, log, node);
  if (outcome.ok)
    return { prepared: { ...prepared, base: { status: 'built', server: outcome.server } }, remove };
  const failure = `${outcome.failure.stage} failed: ${outcome.failure.message}`;
  return { prepared: { ...prepared, base: { status: 'unavailable', failure } }, remove };
}

/** Only the named servers, the base side included: what the gate's processes run. */
export function serversNamed(prepared: WithBaseSide, names: readonly string[]): PreparedServers {
  const candidates = [
    ...prepared.built,
    ...(prepared.base?.status === 'built' ? [prepared.base.server] : []),
  ];
  return { built: candidates.filter((built) => names.includes(built.definition.name)), unavailable: [] };
}
