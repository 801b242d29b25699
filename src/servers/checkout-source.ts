import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MionSource } from '../config/config.ts';
import { describeMionSource } from '../config/parse-mion-source.ts';
import { makeTemporaryDir } from '../process/temporary-dirs.ts';
import { lastLines, runCommand } from '../process/run-command.ts';
import { checkoutCommands } from './checkout-kinds/checkout-commands.ts';
import type { CheckoutCommands, CheckoutStep } from './checkout-kinds/checkout-step.ts';
import { detectCheckoutKind } from './checkout-kinds/detect-checkout-kind.ts';
import { meetsNodeRange } from './node-requirement.ts';
import type { NodeRuntime } from './node-runtime.ts';
import { BUILD_CACHE_VARIABLE, openPackedBuildCache, type PackedBuildCache } from './packed-build-cache.ts';
import {
  buildOrder,
  closeOverWorkspaceDependencies,
  OTHER_SOURCES,
  readManifest,
  readWorkspacePackages,
  type SourcePackage,
} from './source-workspace.ts';

const INSTALL_TIMEOUT_MS = 10 * 60_000;
const BUILD_TIMEOUT_MS = 5 * 60_000;
const PACK_TIMEOUT_MS = 60_000;

/** A checkout whose package manager and workspace are known; install, builds and packs each run at most once. */
interface OpenCheckout {
  workspace: Map<string, SourcePackage>;
  commands: CheckoutCommands;
  /** Read before the install writes anything: the tree as the user gave it. */
  cache?: PackedBuildCache;
  run(step: CheckoutStep, timeoutMs: number, what: string): Promise<void>;
  /** Runs `work` the first time `key` is asked for; later calls share its outcome. */
  once<T>(key: string, work: () => Promise<T>): Promise<T>;
}

// One checkout is installed once per process, and each of its packages built and packed once,
// however many mion servers (mion, mion-3000, mion-bun) install from it.
const openCheckouts = new Map<string, Promise<OpenCheckout>>();

/** The packages to install, by name, and their .tgz files in the same order. */
export interface PackedPackages {
  names: string[];
  tarballs: string[];
}

/**
 * The wanted packages of a path: checkout and the workspace packages they need, installed, built
 * and packed by the checkout's own package manager (checkout-kinds/); returns their .tgz files.
 */
export async function packCheckout(
  checkoutDir: string,
  wanted: string[],
  nodeUnderTest: NodeRuntime,
  log: (line: string) => void,
): Promise<PackedPackages> {
  const checkout = await memoised(openCheckouts, `${checkoutDir}\n${nodeUnderTest.path}`, () =>
    openCheckout(checkoutDir, nodeUnderTest, log),
  );
  const source: MionSource = { kind: 'path', dir: checkoutDir };
  const { workspace, commands, cache } = checkout;
  const where = `${describeMionSource(source)} has no workspace package`;
  // Before the install: a package the checkout lacks is named in a second, not after minutes.
  const needed = closeOverWorkspaceDependencies(wanted, workspace, where, source);
  const cached = cache?.lookup(needed);
  if (cache && cached) {
    log(
      `${describeMionSource(source)}: ${cache.describe}: packed before, taken from ${BUILD_CACHE_VARIABLE}`,
    );
    return { names: needed, tarballs: cached };
  }
  const toBuild = buildOrder(needed, workspace).filter(
    (name) => workspace.get(name)?.manifest.scripts?.build,
  );
  if (toBuild.length === 0 && commands.installOnlyToBuild) {
    log(`${describeMionSource(source)}: nothing to build: packed as it is, without an install`);
  } else {
    await checkout.once('install', async () => {
      commands.prepareInstall?.();
      await checkout.run(commands.install, INSTALL_TIMEOUT_MS, 'the install');
    });
  }
  for (const name of toBuild) {
    const found = workspace.get(name);
    if (!found) continue;
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
      cache?.store(name, join(packDir, file));
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
  const cache = await openPackedBuildCache(checkoutDir, nodeUnderTest, log);
  try {
    const manager = detectCheckoutKind(checkoutDir);
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
    workspace: readWorkspacePackages(commands.workDir, commands.workspacePatterns),
    commands,
    ...(cache ? { cache } : {}),
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
