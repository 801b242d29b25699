import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MionSource } from '../config/config.ts';
import { describeMionSource } from '../config/parse-mion-source.ts';
import { lastLines, runCommand } from '../process/run-command.ts';

export interface InstalledMion {
  /** Where mion came from, for the report: "npm:0.8.10", "path:/src/mion @ 3e2b3b633ceb". */
  label: string;
  /** The installed version of the server's framework package (benchmark.framework). */
  version: string;
  /** The checkout's HEAD, for path: sources in a git work tree. */
  commit?: string;
}

interface PackageManifest {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
  workspaces?: string[] | { packages?: string[] };
  benchmark?: { framework?: string };
}

interface MionPackage {
  manifest: PackageManifest;
  /** Workspace folder (path:) or .tgz file (tarballs:). */
  location: string;
}

const MION_SCOPE = '@mionjs/';
// The vite plugin in devtools runs in the builds of all the other packages.
const BUILD_TOOLS_PACKAGE = '@mionjs/devtools';
const INSTALL_TIMEOUT_MS = 10 * 60_000;
const BUILD_TIMEOUT_MS = 5 * 60_000;
const PACK_TIMEOUT_MS = 60_000;
const NPM_QUIET = ['--no-audit', '--no-fund'];
const COMMIT_LABEL_CHARS = 12;

const OTHER_SOURCES: Record<MionSource['kind'], string> = {
  npm: 'mion-source path:<mion checkout> or tarballs:<dir of .tgz files>',
  path: 'mion-source npm:<version> or tarballs:<dir of .tgz files>',
  tarballs: 'mion-source npm:<version> or path:<mion checkout>',
};

/**
 * Fills serverDir/node_modules with the @mionjs packages from `source`, and the server's
 * other dependencies from the registry. The server's package.json and lockfile are never
 * written: packages that do not come from the registry are installed with --no-save.
 * Throws an Error with a one-line message that names what failed and the other sources.
 */
export async function installMionPackages(
  serverDir: string,
  source: MionSource,
  log: (line: string) => void,
): Promise<InstalledMion> {
  const server = readManifest(join(serverDir, 'package.json'));
  const wanted = mionDependencies(server, true);
  if (wanted.length === 0) throw new Error(`${serverDir}/package.json depends on no ${MION_SCOPE} package`);
  // npm keeps an installed package that satisfies the pinned version, wherever it came
  // from; starting empty means no package from an earlier source survives.
  rmSync(join(serverDir, 'node_modules'), { recursive: true, force: true });
  let commit: string | undefined;
  if (source.kind === 'npm') {
    await installFromRegistry(serverDir, wanted, source.version, log);
  } else {
    const tarballs =
      source.kind === 'path'
        ? await packCheckout(source.dir, wanted, log)
        : await selectTarballs(source.dir, wanted);
    log(`${serverDir}: npm install --no-save ${tarballs.length} @mionjs tarballs`);
    await npmInstall(serverDir, ['install', '--no-save', ...NPM_QUIET, ...tarballs], source);
    if (source.kind === 'path') commit = await readCommit(source.dir, log);
  }
  const framework = server.benchmark?.framework ?? `${MION_SCOPE}router`;
  const version =
    readManifest(join(serverDir, 'node_modules', framework, 'package.json')).version ?? 'unknown';
  const label =
    source.kind === 'npm'
      ? `npm:${version}`
      : `${describeMionSource(source)}${commit ? ` @ ${commit.slice(0, COMMIT_LABEL_CHARS)}` : ''}`;
  log(`${serverDir}: ${framework} ${version} from ${label}`);
  return { label, version, commit };
}

async function installFromRegistry(
  serverDir: string,
  wanted: string[],
  version: string | undefined,
  log: (line: string) => void,
): Promise<void> {
  const args =
    version === undefined
      ? [existsSync(join(serverDir, 'package-lock.json')) ? 'ci' : 'install', ...NPM_QUIET]
      : ['install', '--no-save', ...NPM_QUIET, ...wanted.map((name) => `${name}@${version}`)];
  log(`${serverDir}: npm ${args.join(' ')}`);
  await npmInstall(serverDir, args, { kind: 'npm', version });
}

async function npmInstall(serverDir: string, args: string[], source: MionSource): Promise<void> {
  const result = await runCommand('npm', args, { cwd: serverDir, timeoutMs: INSTALL_TIMEOUT_MS });
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

// One checkout is built once per process, however many mion servers install from it.
const packedCheckouts = new Map<string, Promise<string[]>>();

function packCheckout(checkoutDir: string, wanted: string[], log: (line: string) => void): Promise<string[]> {
  const key = `${checkoutDir}\n${wanted.join(',')}`;
  let packed = packedCheckouts.get(key);
  if (!packed) {
    packed = buildAndPackCheckout(checkoutDir, wanted, log);
    packed.catch(() => packedCheckouts.delete(key));
    packedCheckouts.set(key, packed);
  }
  return packed;
}

async function buildAndPackCheckout(
  checkoutDir: string,
  wanted: string[],
  log: (line: string) => void,
): Promise<string[]> {
  const source: MionSource = { kind: 'path', dir: checkoutDir };
  const where = describeMionSource(source);
  if (!existsSync(join(checkoutDir, 'package-lock.json'))) {
    const pnpm = existsSync(join(checkoutDir, 'pnpm-lock.yaml'))
      ? ' (it has pnpm-lock.yaml: pnpm checkouts are not supported, pack them with pnpm pack)'
      : '';
    throw new Error(
      `${where}: not a mion checkout with npm workspaces: no package-lock.json${pnpm}; use ${OTHER_SOURCES.path}`,
    );
  }
  const workspace = readWorkspacePackages(checkoutDir);
  const needed = closeOverMionDependencies(wanted, workspace, `${where} has no workspace package`, source);

  log(`${where}: npm ci --ignore-scripts`);
  await runInCheckout(
    checkoutDir,
    ['ci', '--ignore-scripts', ...NPM_QUIET],
    INSTALL_TIMEOUT_MS,
    'npm ci',
    source,
  );
  for (const name of buildOrder(needed, workspace)) {
    if (!workspace.get(name)?.manifest.scripts?.build) continue;
    log(`${where}: npm run build -w ${name}`);
    await runInCheckout(
      checkoutDir,
      ['run', 'build', '-w', name],
      BUILD_TIMEOUT_MS,
      `building ${name}`,
      source,
    );
  }
  const packDir = scratchDir('mion-tarballs-');
  for (const name of needed) {
    log(`${where}: npm pack -w ${name}`);
    const args = ['pack', '-w', name, '--pack-destination', packDir];
    await runInCheckout(checkoutDir, args, PACK_TIMEOUT_MS, `packing ${name}`, source);
  }
  return readdirSync(packDir)
    .filter((file) => file.endsWith('.tgz'))
    .map((file) => join(packDir, file));
}

async function runInCheckout(
  checkoutDir: string,
  args: string[],
  timeoutMs: number,
  step: string,
  source: MionSource,
): Promise<void> {
  const result = await runCommand('npm', args, { cwd: checkoutDir, timeoutMs });
  if (result.exitCode !== 0) {
    throw new Error(
      `${describeMionSource(source)}: ${step} failed: ${lastLines(result.output)}; use ${OTHER_SOURCES.path}`,
    );
  }
}

/** The @mionjs packages of the workspace, by name, as listed in the root package.json "workspaces". */
function readWorkspacePackages(checkoutDir: string): Map<string, MionPackage> {
  const root = readManifest(join(checkoutDir, 'package.json'));
  const patterns = Array.isArray(root.workspaces) ? root.workspaces : (root.workspaces?.packages ?? []);
  const folders = patterns.flatMap((pattern) => {
    // mion lists its folders one by one; "packages/*" is the only glob form worth reading.
    if (!pattern.endsWith('/*')) return [join(checkoutDir, pattern)];
    const parent = join(checkoutDir, pattern.slice(0, -2));
    if (!existsSync(parent)) return [];
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(parent, entry.name));
  });
  const packages = new Map<string, MionPackage>();
  for (const folder of folders) {
    const manifestPath = join(folder, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = readManifest(manifestPath);
    if (manifest.name?.startsWith(MION_SCOPE)) packages.set(manifest.name, { manifest, location: folder });
  }
  return packages;
}

/** The tarballs in tarballsDir that the server needs, found by the package name inside each. */
async function selectTarballs(tarballsDir: string, wanted: string[]): Promise<string[]> {
  const source: MionSource = { kind: 'tarballs', dir: tarballsDir };
  const where = describeMionSource(source);
  const files = readdirSync(tarballsDir).filter((file) => file.endsWith('.tgz'));
  if (files.length === 0) {
    throw new Error(
      `${where}: no .tgz files (make them with npm pack in a mion checkout); use ${OTHER_SOURCES.tarballs}`,
    );
  }
  const manifestsDir = scratchDir('mion-tarball-manifests-');
  const packages = new Map<string, MionPackage>();
  for (const file of files) {
    const tarball = join(tarballsDir, file);
    const manifest = await readTarballManifest(tarball, join(manifestsDir, file), where);
    if (!manifest.name?.startsWith(MION_SCOPE)) continue;
    const other = packages.get(manifest.name);
    if (other)
      throw new Error(`${where}: two tarballs hold ${manifest.name}: ${other.location} and ${tarball}`);
    packages.set(manifest.name, { manifest, location: tarball });
  }
  const needed = closeOverMionDependencies(wanted, packages, `${where} has no tarball of`, source);
  return needed.map((name) => packages.get(name)?.location ?? '');
}

async function readTarballManifest(
  tarball: string,
  extractDir: string,
  where: string,
): Promise<PackageManifest> {
  mkdirSync(extractDir, { recursive: true });
  // npm pack puts every file under package/; only the manifest is needed to know the package.
  const args = ['-xzf', tarball, '-C', extractDir, 'package/package.json'];
  const result = await runCommand('tar', args, { cwd: extractDir, timeoutMs: PACK_TIMEOUT_MS });
  if (result.exitCode !== 0) {
    throw new Error(`${where}: ${tarball} is not an npm package tarball (${lastLines(result.output, 1)})`);
  }
  return readManifest(join(extractDir, 'package', 'package.json'));
}

/** The server's @mionjs packages plus every @mionjs package they depend on, or an Error naming the missing ones. */
function closeOverMionDependencies(
  wanted: string[],
  available: Map<string, MionPackage>,
  missingPrefix: string,
  source: MionSource,
): string[] {
  const needed = new Set<string>();
  const missing: string[] = [];
  const visit = (name: string, neededBy: string) => {
    if (needed.has(name)) return;
    const found = available.get(name);
    if (!found) {
      missing.push(`${name} (needed by ${neededBy})`);
      return;
    }
    needed.add(name);
    for (const dependency of mionDependencies(found.manifest)) visit(dependency, name);
  };
  for (const name of wanted) visit(name, 'the server');
  if (missing.length > 0) {
    throw new Error(`${missingPrefix} ${missing.join(', ')}; use ${OTHER_SOURCES[source.kind]}`);
  }
  return [...needed].sort();
}

/** devtools first, then each package after the @mionjs packages it depends on. */
function buildOrder(needed: string[], workspace: Map<string, MionPackage>): string[] {
  const order: string[] = [];
  const visit = (name: string, path: string[]) => {
    const found = workspace.get(name);
    if (!found || order.includes(name) || path.includes(name)) return;
    for (const dependency of mionDependencies(found.manifest)) visit(dependency, [...path, name]);
    order.push(name);
  };
  visit(BUILD_TOOLS_PACKAGE, []);
  for (const name of needed) visit(name, []);
  return order;
}

/** @mionjs names among the dependencies; devDependencies count only for the server itself. */
function mionDependencies(manifest: PackageManifest, withDev = false): string[] {
  const names = Object.keys({ ...manifest.dependencies, ...(withDev ? manifest.devDependencies : {}) });
  return names.filter((name) => name.startsWith(MION_SCOPE)).sort();
}

async function readCommit(checkoutDir: string, log: (line: string) => void): Promise<string | undefined> {
  const result = await runCommand('git', ['rev-parse', 'HEAD'], {
    cwd: checkoutDir,
    timeoutMs: PACK_TIMEOUT_MS,
  });
  const commit = result.output.trim();
  if (result.exitCode === 0 && /^[0-9a-f]{40}$/.test(commit)) return commit;
  log(`${checkoutDir}: no git commit to record (${lastLines(result.output, 1)})`);
  return undefined;
}

function readManifest(path: string): PackageManifest {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as PackageManifest;
  } catch (error) {
    throw new Error(`${path}: cannot read package.json (${(error as Error).message})`);
  }
}

// Scratch folders live until the process exits: a packed checkout is reused by later installs.
const scratchDirs: string[] = [];

function scratchDir(prefix: string): string {
  if (scratchDirs.length === 0) {
    process.on('exit', () => {
      for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
    });
  }
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratchDirs.push(dir);
  return dir;
}
