import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MionSource } from '../config/config.ts';
import { lastLines, runCommand } from '../process/run-command.ts';
import type { ServerDefinition } from './catalog.ts';
import { folderBunRuntime } from './bun-runtime.ts';
import { installSourcePackages, type InstalledSource } from './source-packages-install.ts';
import type { RecordedSource, ServerFailure } from '../results/results-types.ts';
import {
  pathWithNodeFirst,
  resolveNodeRuntime,
  type NodeRuntime,
  type ServerRuntime,
} from './node-runtime.ts';
import { childEnvironment } from '../process/child-environment.ts';

export interface BuiltServer {
  definition: ServerDefinition;
  /** The program that runs the server's entry, and its version. */
  runtime: ServerRuntime;
  /** The Node under test: it ran the install and the build, and runs the folder's setup. */
  node: NodeRuntime;
  /** Set when the framework came from a configurable source (mion). */
  sourceLabel?: string;
  /** The same source, precisely enough to build it again, when it can be. */
  rebuildFrom?: RecordedSource;
}

export type BuildOutcome = { ok: true; server: BuiltServer } | { ok: false; failure: ServerFailure };

const INSTALL_TIMEOUT_MS = 10 * 60_000;
const BUILD_TIMEOUT_MS = 5 * 60_000;
const INSTALL_STAMP = '.perf-gate-installed';

/**
 * "Builds the servers": install each folder's pinned dependencies, then run its build
 * script when it has one. A failure is returned, not thrown, so one broken server never
 * stops the others.
 */
export async function buildServer(
  definition: ServerDefinition,
  mionSource: MionSource,
  log: (line: string) => void,
  nodeUnderTest?: NodeRuntime,
): Promise<BuildOutcome> {
  let installed: InstalledSource | undefined;
  let node: NodeRuntime;
  try {
    node = nodeUnderTest ?? (await resolveNodeRuntime());
  } catch (error) {
    return fail('install', (error as Error).message);
  }
  // Installs and build scripts run on the Node under test, as the server will.
  const env = childEnvironment({ PATH: pathWithNodeFirst(node) });
  try {
    if (definition.meta.sourcePackages) {
      installed = await installSourcePackages(definition.dir, mionSource, log, node);
    } else if (definition.hasLockfile && !installIsCurrent(definition.dir)) {
      log(`${definition.name}: npm ci`);
      const install = await runCommand('npm', ['ci', '--no-audit', '--no-fund'], {
        cwd: definition.dir,
        env,
        timeoutMs: INSTALL_TIMEOUT_MS,
      });
      if (install.exitCode !== 0) {
        return fail('install', `npm ci failed: ${lastLines(install.output)}`);
      }
      // A folder without dependencies gets no node_modules from npm ci; the stamp needs one.
      mkdirSync(join(definition.dir, 'node_modules'), { recursive: true });
      writeFileSync(join(definition.dir, 'node_modules', INSTALL_STAMP), lockfileHash(definition.dir));
    }
  } catch (error) {
    return fail(definition.meta.sourcePackages ? 'source' : 'install', (error as Error).message);
  }
  if (definition.hasBuildScript) {
    log(`${definition.name}: npm run build`);
    const build = await runCommand('npm', ['run', 'build'], {
      cwd: definition.dir,
      env,
      timeoutMs: BUILD_TIMEOUT_MS,
    });
    if (build.exitCode !== 0) return fail('build', `npm run build failed: ${lastLines(build.output)}`);
  }
  for (const [field, file] of [
    ['entry', definition.meta.entry],
    ['setup', definition.meta.setup],
  ] as const) {
    if (file !== undefined && !existsSync(join(definition.dir, file)))
      return fail('build', `${field} ${file} does not exist after the build`);
  }
  let runtime: ServerRuntime = { name: 'node', ...node };
  if (definition.meta.runtime === 'bun') {
    try {
      runtime = await folderBunRuntime(definition.dir);
    } catch (error) {
      return fail('install', (error as Error).message);
    }
  }
  const source = installed
    ? { sourceLabel: installed.label, ...(installed.recorded ? { rebuildFrom: installed.recorded } : {}) }
    : {};
  return { ok: true, server: { definition, runtime, node, ...source } };
}

function fail(stage: ServerFailure['stage'], message: string): BuildOutcome {
  return { ok: false, failure: { stage, message } };
}

// npm ci deletes and reinstalls node_modules every time; skipping it while the lockfile is
// unchanged makes a second local run start in seconds instead of a minute.
function installIsCurrent(dir: string): boolean {
  const stampPath = join(dir, 'node_modules', INSTALL_STAMP);
  return existsSync(stampPath) && readFileSync(stampPath, 'utf8') === lockfileHash(dir);
}

function lockfileHash(dir: string): string {
  return createHash('sha256')
    .update(readFileSync(join(dir, 'package-lock.json')))
    .digest('hex');
}
