import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { MionSource } from '../config/config.ts';
import { buildServer, type BuildOutcome } from './build-server.ts';
import type { ServerDefinition } from './catalog.ts';
import type { NodeRuntime } from './node-runtime.ts';

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
 * Paired mode: a private copy of the subject's server folder, built with the mion packages of the
 * pull request's base. Head and base then share no file (not node_modules, not the build), so
 * neither install can leak into the other, and both run the same server source.
 */
export async function buildBaseSide(
  subject: ServerDefinition,
  baselineSource: MionSource,
  log: (line: string) => void,
  node?: NodeRuntime,
): Promise<BaseSide> {
  const parent = mkdtempSync(join(tmpdir(), 'perf-gate-base-'));
  const remove = () => rmSync(parent, { recursive: true, force: true });
  const dir = join(parent, basename(subject.dir));
  cpSync(subject.dir, dir, {
    recursive: true,
    filter: (source) => !(GENERATED_FOLDERS.has(basename(source)) && source !== subject.dir),
  });
  const definition: ServerDefinition = { ...subject, name: baseServerName(subject.name), dir };
  log(`${definition.name}: building the base side of ${subject.name}`);
  try {
    return { outcome: await buildServer(definition, baselineSource, log, node), remove };
  } catch (error) {
    remove();
    throw error;
  }
}
