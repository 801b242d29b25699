import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { MionSource } from '../config/config.ts';
import { describeMionSource } from '../config/parse-mion-source.ts';
import { childEnvironment } from '../process/child-environment.ts';
import { lastLines, runCommand } from '../process/run-command.ts';
import { pathWithNodeFirst, resolveNodeRuntime, type NodeRuntime } from './node-runtime.ts';
import { packagesOutsideLockfile } from './packages-outside-lockfile.ts';
import type { RecordedSource } from '../results/results-types.ts';
import { sourcePackages } from './source-kinds.ts';
import { MION_SCOPE, OTHER_SOURCES, readManifest } from './source-workspace.ts';

export interface InstalledSource {
  /** Where mion came from, for the report: "npm:0.8.10", "path:/src/mion @ 3e2b3b633ceb". */
  label: string;
  /** The installed version of the server's framework package (benchmark.framework). */
  version: string;
  /** The same, precisely enough to build again; absent for a path: that is not a clean git checkout. */
  recorded?: RecordedSource;
}

const INSTALL_TIMEOUT_MS = 10 * 60_000;
const NPM_QUIET = ['--no-audit', '--no-fund'];
const COMMIT_LABEL_CHARS = 12;

/**
 * Fills serverDir/node_modules with the server's locked dependencies (npm ci), then adds the
 * packages of its benchmark.sourcePackages (mionPackages, the older spelling) from `source`,
 * with the workspace packages they depend on, with --no-save, so the folder's
 * package.json and lockfile are never written. Takes (serverDir, source) only, so the same
 * function installs a base and a head build into two folders.
 * Throws an Error with a one-line message that names what failed and the other sources.
 */
export async function installSourcePackages(
  serverDir: string,
  source: MionSource,
  log: (line: string) => void,
  nodeUnderTest?: NodeRuntime,
): Promise<InstalledSource> {
  const node = nodeUnderTest ?? (await resolveNodeRuntime());
  const server = readManifest(join(serverDir, 'package.json'));
  const pinned = server.benchmark?.sourcePackages ?? server.benchmark?.mionPackages ?? {};
  const wanted = Object.keys(pinned).sort();
  if (wanted.length === 0) {
    throw new Error(`${serverDir}/package.json: benchmark.sourcePackages names no package`);
  }
  // npm keeps an installed package that satisfies the pinned version, wherever it came
  // from; starting empty means no package from an earlier source survives.
  rmSync(join(serverDir, 'node_modules'), { recursive: true, force: true });
  const locked = existsSync(join(serverDir, 'package-lock.json'));
  if (locked) {
    log(`${serverDir}: npm ci`);
    await npmInstall(serverDir, ['ci', ...NPM_QUIET], source, node);
  }
  const {
    names: installedOnPurpose,
    specs,
    commit,
    ...from
  } = await sourcePackages(source, wanted, pinned, node, log);
  log(`${serverDir}: npm install --no-save ${specs.length} packages from ${describeMionSource(source)}`);
  await npmInstall(serverDir, ['install', '--no-save', ...NPM_QUIET, ...specs], source, node);
  if (locked) {
    const unlocked = packagesOutsideLockfile(serverDir, installedOnPurpose);
    // A mion change that adds a dependency still builds; the line says which package floated.
    if (unlocked.length > 0)
      log(`${serverDir}: not in package-lock.json, installed anyway: ${unlocked.join(', ')}`);
  }
  const framework = server.benchmark?.framework ?? `${MION_SCOPE}router`;
  const version =
    readManifest(join(serverDir, 'node_modules', framework, 'package.json')).version ?? 'unknown';
  const label =
    source.kind === 'npm'
      ? `npm:${version}`
      : `${describeMionSource(source)}${commit ? ` @ ${commit.slice(0, COMMIT_LABEL_CHARS)}` : ''}`;
  log(`${serverDir}: ${framework} ${version} from ${label}`);
  const recorded: RecordedSource | undefined =
    source.kind === 'npm' ? { kind: 'npm', version } : from.recorded;
  return { label, version, ...(recorded ? { recorded } : {}) };
}

async function npmInstall(
  serverDir: string,
  args: string[],
  source: MionSource,
  node: NodeRuntime,
): Promise<void> {
  const env = childEnvironment({ PATH: pathWithNodeFirst(node) });
  const result = await runCommand('npm', args, { cwd: serverDir, env, timeoutMs: INSTALL_TIMEOUT_MS });
  if (result.exitCode !== 0) throw new Error(describeNpmFailure(result.output, source));
}

// npm's own words, e.g. "npm error 404 Not Found - GET https://registry.npmjs.org/@mionjs%2frouter"
// and "npm error 404  '@mionjs/router@0.8.10' is not in this registry."
const NPM_HTTP_ANSWER = /npm error (\d{3} [^\n]*?) - GET (\S+)/;
const NPM_MISSING_SPEC = /'([^'\s]+@[^'\s]+)' (?:could not be found|is not in this registry)/;
const NPM_ERROR_CODE = /npm error code (\S+)/;

/** One line: the package npm could not get, the registry's answer, and where else mion can come from. */
function describeNpmFailure(npmOutput: string, source: MionSource): string {
  const answer = NPM_HTTP_ANSWER.exec(npmOutput);
  const url = answer?.[2] && URL.canParse(answer[2]) ? new URL(answer[2]) : undefined;
  const spec = NPM_MISSING_SPEC.exec(npmOutput)?.[1] ?? (url && decodeURIComponent(url.pathname.slice(1)));
  const reason = answer?.[1]?.trim() ?? NPM_ERROR_CODE.exec(npmOutput)?.[1] ?? lastLines(npmOutput);
  const from = url ? ` from ${url.origin}` : '';
  const what = spec || 'the server dependencies';
  return `${describeMionSource(source)}: npm could not install ${what}${from}: ${reason}; use ${OTHER_SOURCES[source.kind]}`;
}
