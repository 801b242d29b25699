import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { MionSource } from '../config/config.ts';
import { makeTemporaryDir } from '../process/temporary-dirs.ts';
import { describeMionSource } from '../config/parse-mion-source.ts';
import { childEnvironment } from '../process/child-environment.ts';
import { lastLines, runCommand } from '../process/run-command.ts';
import { checkoutCommands, type CheckoutCommands, type CheckoutStep } from './checkout-commands.ts';
import { detectPackageManager } from './checkout-package-manager.ts';
import { meetsNodeRange } from './node-requirement.ts';
import { pathWithNodeFirst, resolveNodeRuntime, type NodeRuntime } from './node-runtime.ts';
import { packagesOutsideLockfile } from './packages-outside-lockfile.ts';
import { readCheckoutState } from './git-checkout.ts';
import { recordTarball } from './recorded-source.ts';
import type { RecordedSource } from '../results/results-types.ts';

export interface InstalledSource {
  /** Where mion came from, for the report: "npm:0.8.10", "path:/src/mion @ 3e2b3b633ceb". */
  label: string;
  /** The installed version of the server's framework package (benchmark.framework). */
  version: string;
  /** The same, precisely enough to build again; absent for a path: that is not a clean git checkout. */
  recorded?: RecordedSource;
}

interface PackageManifest {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
  engines?: { node?: string };
  benchmark?: {
    framework?: string;
    sourcePackages?: Record<string, string>;
    mionPackages?: Record<string, string>;
  };
}

interface SourcePackage {
  manifest: PackageManifest;
  /** Workspace folder (path:) or .tgz file (tarballs:). */
  location: string;
}

const MION_SCOPE = '@mionjs/';
// mion's: the vite plugin in devtools runs in the builds of all the other packages.
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
  let commit: string | undefined;
  let specs: string[];
  // The packages added on purpose: wanted, and the workspace packages they need.
  let installedOnPurpose = wanted;
  let recorded: RecordedSource | undefined;
  if (source.kind === 'npm') {
    specs = wanted.map((name) => `${name}@${source.version ?? pinned[name]}`);
  } else if (source.kind === 'path') {
    ({ names: installedOnPurpose, tarballs: specs } = await packCheckout(source.dir, wanted, node, log));
    const state = await readCheckoutState(source.dir);
    commit = state.commit;
    if (state.commit === undefined) log(`${source.dir}: no git commit to record (${state.why})`);
    else if (state.clean) recorded = { kind: 'git', commit: state.commit };
    else log(`${source.dir}: git commit not recorded as rebuildable: ${state.changes}`);
  } else {
    ({ names: installedOnPurpose, tarballs: specs } = await selectTarballs(source.dir, wanted));
    recorded = { kind: 'tarballs', dir: source.dir, files: specs.map(recordTarball) };
  }
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
  if (source.kind === 'npm') recorded = { kind: 'npm', version };
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

/** A checkout whose package manager and workspace are known; install, builds and packs each run at most once. */
interface OpenCheckout {
  workspace: Map<string, SourcePackage>;
  commands: CheckoutCommands;
  run(step: CheckoutStep, timeoutMs: number, what: string): Promise<void>;
  /** Runs `work` the first time `key` is asked for; later calls share its outcome. */
  once<T>(key: string, work: () => Promise<T>): Promise<T>;
}

// One checkout is installed once per process, and each of its packages built and packed once,
// however many mion servers (mion, mion-3000, mion-bun) install from it.
const openCheckouts = new Map<string, Promise<OpenCheckout>>();

/** The packages to install, by name, and their .tgz files in the same order. */
interface PackedPackages {
  names: string[];
  tarballs: string[];
}

async function packCheckout(
  checkoutDir: string,
  wanted: string[],
  nodeUnderTest: NodeRuntime,
  log: (line: string) => void,
): Promise<PackedPackages> {
  const checkout = await memoised(openCheckouts, `${checkoutDir}\n${nodeUnderTest.path}`, () =>
    openCheckout(checkoutDir, nodeUnderTest, log),
  );
  const source: MionSource = { kind: 'path', dir: checkoutDir };
  const { workspace, commands } = checkout;
  const where = `${describeMionSource(source)} has no workspace package`;
  // Before the install: a package the checkout lacks is named in a second, not after minutes.
  const needed = closeOverWorkspaceDependencies(wanted, workspace, where, source);
  await checkout.once('install', () =>
    checkout.run(commands.install, INSTALL_TIMEOUT_MS, 'the locked install'),
  );
  for (const name of buildOrder(needed, workspace)) {
    const found = workspace.get(name);
    if (!found?.manifest.scripts?.build) continue;
    await checkout.once(`build ${name}`, () =>
      checkout.run(commands.build(name, found.location), BUILD_TIMEOUT_MS, `building ${name}`),
    );
  }
  const tarballs: string[] = [];
  for (const name of needed) {
    const tarball = await checkout.once(`pack ${name}`, async () => {
      // Lives until the process exits: a packed checkout is reused by later installs.
      const packDir = makeTemporaryDir('mion-tarball-');
      const location = workspace.get(name)?.location ?? '';
      await checkout.run(commands.pack(name, location, packDir), PACK_TIMEOUT_MS, `packing ${name}`);
      const [file] = readdirSync(packDir).filter((entry) => entry.endsWith('.tgz'));
      if (!file) throw new Error(`${describeMionSource(source)}: packing ${name} wrote no .tgz file`);
      return join(packDir, file);
    });
    tarballs.push(tarball);
  }
  return { names: needed, tarballs };
}

async function openCheckout(
  checkoutDir: string,
  nodeUnderTest: NodeRuntime,
  log: (line: string) => void,
): Promise<OpenCheckout> {
  const where = describeMionSource({ kind: 'path', dir: checkoutDir });
  const failWith = (message: string) => new Error(`${where}: ${message}; use ${OTHER_SOURCES.path}`);
  let commands: CheckoutCommands;
  try {
    const manager = detectPackageManager(checkoutDir);
    checkNodeUnderTest(checkoutDir, nodeUnderTest, log);
    commands = await checkoutCommands(checkoutDir, manager, nodeUnderTest, log);
  } catch (error) {
    throw failWith((error as Error).message);
  }
  const run = async (step: CheckoutStep, timeoutMs: number, what: string) => {
    log(`${where}: ${step.shown}`);
    const result = await runCommand(step.command, step.args, { cwd: step.cwd, env: step.env, timeoutMs });
    if (result.exitCode !== 0) throw failWith(`${what} failed: ${lastLines(result.output)}`);
  };
  const steps = new Map<string, Promise<unknown>>();
  return {
    workspace: readWorkspacePackages(checkoutDir, commands.workspacePatterns),
    commands,
    run,
    once: <T>(key: string, work: () => Promise<T>) => memoised(steps as Map<string, Promise<T>>, key, work),
  };
}

/** The promise stored under key, or work's, stored; a failure is forgotten so a later call retries. */
function memoised<T>(store: Map<string, Promise<T>>, key: string, work: () => Promise<T>): Promise<T> {
  let promise = store.get(key);
  if (!promise) {
    promise = work();
    promise.catch(() => store.delete(key));
    store.set(key, promise);
  }
  return promise;
}

/**
 * The checkout's engines.node against the Node its packages are built and measured on. npm
 * and pnpm only warn about engines unless the checkout makes them strict, so this does the
 * same: a line in the log, or an Error when the checkout sets engine-strict.
 */
function checkNodeUnderTest(
  checkoutDir: string,
  nodeUnderTest: NodeRuntime,
  log: (line: string) => void,
): void {
  const needed = readManifest(join(checkoutDir, 'package.json')).engines?.node;
  if (!needed || meetsNodeRange(nodeUnderTest.version, needed)) return;
  const mismatch = `the checkout needs Node ${needed} (package.json engines.node) but the Node under test is ${nodeUnderTest.version} (${nodeUnderTest.path})`;
  if (enginesAreStrict(checkoutDir)) throw new Error(`${mismatch}; choose a newer one with --node`);
  log(
    `${describeMionSource({ kind: 'path', dir: checkoutDir })}: ${mismatch}; building anyway, as its package manager would`,
  );
}

function enginesAreStrict(checkoutDir: string): boolean {
  const read = (file: string) =>
    existsSync(join(checkoutDir, file)) ? readFileSync(join(checkoutDir, file), 'utf8') : '';
  return (
    /^\s*engine-strict\s*=\s*true\s*$/m.test(read('.npmrc')) ||
    /^engineStrict:\s*true\s*$/m.test(read('pnpm-workspace.yaml'))
  );
}

/**
 * The packages of the workspace, by name, from its folder patterns ("packages/*" or one folder
 * each); a checkout without a workspace is one package, its root.
 */
function readWorkspacePackages(checkoutDir: string, patterns: string[]): Map<string, SourcePackage> {
  const folders = patterns.flatMap((pattern) => {
    // mion lists "packages/*" or its folders one by one; no other glob form is read.
    if (!pattern.endsWith('/*')) return [join(checkoutDir, pattern)];
    const parent = join(checkoutDir, pattern.slice(0, -2));
    if (!existsSync(parent)) return [];
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(parent, entry.name));
  });
  const packages = new Map<string, SourcePackage>();
  for (const folder of folders) {
    const manifestPath = join(folder, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = readManifest(manifestPath);
    if (manifest.name) packages.set(manifest.name, { manifest, location: folder });
  }
  const root = readManifest(join(checkoutDir, 'package.json'));
  if (patterns.length === 0 && root.name) packages.set(root.name, { manifest: root, location: checkoutDir });
  return packages;
}

/** The tarballs in tarballsDir that the server needs, found by the package name inside each. */
async function selectTarballs(tarballsDir: string, wanted: string[]): Promise<PackedPackages> {
  const source: MionSource = { kind: 'tarballs', dir: tarballsDir };
  const where = describeMionSource(source);
  const files = readdirSync(tarballsDir).filter((file) => file.endsWith('.tgz'));
  if (files.length === 0) {
    throw new Error(
      `${where}: no .tgz files (make them with npm pack in a mion checkout); use ${OTHER_SOURCES.tarballs}`,
    );
  }
  const manifestsDir = makeTemporaryDir('mion-tarball-manifests-');
  const packages = new Map<string, SourcePackage>();
  for (const file of files) {
    const tarball = join(tarballsDir, file);
    const manifest = await readTarballManifest(tarball, join(manifestsDir, file), where);
    if (!manifest.name) continue;
    const other = packages.get(manifest.name);
    if (other)
      throw new Error(`${where}: two tarballs hold ${manifest.name}: ${other.location} and ${tarball}`);
    packages.set(manifest.name, { manifest, location: tarball });
  }
  const needed = closeOverWorkspaceDependencies(wanted, packages, `${where} has no tarball of`, source);
  return { names: needed, tarballs: needed.map((name) => packages.get(name)?.location ?? '') };
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

/** The server's packages plus every package of the source they depend on, or an Error naming the missing ones. */
function closeOverWorkspaceDependencies(
  wanted: string[],
  available: Map<string, SourcePackage>,
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
    for (const dependency of dependenciesAmong(found.manifest, available)) visit(dependency, name);
  };
  for (const name of wanted) visit(name, 'the server');
  if (missing.length > 0) {
    throw new Error(`${missingPrefix} ${missing.join(', ')}; use ${OTHER_SOURCES[source.kind]}`);
  }
  return [...needed].sort();
}

/** mion's devtools first (when the workspace has it), then each package after the workspace packages it depends on. */
function buildOrder(needed: string[], workspace: Map<string, SourcePackage>): string[] {
  const order: string[] = [];
  const visit = (name: string, path: string[]) => {
    const found = workspace.get(name);
    if (!found || order.includes(name) || path.includes(name)) return;
    for (const dependency of dependenciesAmong(found.manifest, workspace)) visit(dependency, [...path, name]);
    order.push(name);
  };
  visit(BUILD_TOOLS_PACKAGE, []);
  for (const name of needed) visit(name, []);
  return order;
}

/**
 * The dependencies of a package that come from the source too: those it holds, and every
 * @mionjs one (mion's packages are released together, so one missing from a mion source is named
 * rather than fetched from the registry). Every other comes through the server's lockfile.
 */
function dependenciesAmong(manifest: PackageManifest, available: Map<string, SourcePackage>): string[] {
  return Object.keys({ ...manifest.dependencies })
    .filter((name) => available.has(name) || name.startsWith(MION_SCOPE))
    .sort();
}

function readManifest(path: string): PackageManifest {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as PackageManifest;
  } catch (error) {
    throw new Error(`${path}: cannot read package.json (${(error as Error).message})`);
  }
}
