import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { CheckoutPackageManager } from './checkout-package-manager.ts';
import { childEnvironment } from '../process/child-environment.ts';
import { pathWithNodeFirst, type NodeRuntime } from './node-runtime.ts';
import { preparePnpm } from './pnpm-tool.ts';

/** One command of a checkout build, with what the log shows for it. */
export interface CheckoutStep {
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  shown: string;
}

/** The same three steps in each package manager's words: install locked, build one package, pack one. */
export interface CheckoutCommands {
  /** Folder patterns of the workspace ("packages/*"), from the manager's own workspace file. */
  workspacePatterns: string[];
  install: CheckoutStep;
  build(name: string, packageDir: string): CheckoutStep;
  pack(name: string, packageDir: string, destinationDir: string): CheckoutStep;
}

const NPM_QUIET = ['--no-audit', '--no-fund'];

export async function checkoutCommands(
  checkoutDir: string,
  manager: CheckoutPackageManager,
  nodeUnderTest: NodeRuntime,
  log: (line: string) => void,
): Promise<CheckoutCommands> {
  if (manager.kind === 'npm') {
    const env = childEnvironment({ PATH: pathWithNodeFirst(nodeUnderTest) });
    const npm = (args: string[], cwd = checkoutDir): CheckoutStep => ({
      command: 'npm',
      args,
      cwd,
      env,
      shown: `npm ${args.filter((arg) => !NPM_QUIET.includes(arg)).join(' ')}`,
    });
    return {
      workspacePatterns: npmWorkspacePatterns(checkoutDir),
      // Install scripts stay off: the build steps below are the only scripts the checkout needs.
      install: npm(['ci', '--ignore-scripts', ...NPM_QUIET]),
      // A checkout without a workspace is one package, its root: no -w there.
      build: (name, packageDir) => npm(['run', 'build', ...(packageDir === checkoutDir ? [] : ['-w', name])]),
      pack: (name, packageDir, destinationDir) =>
        npm([
          'pack',
          ...(packageDir === checkoutDir ? [] : ['-w', name]),
          '--pack-destination',
          destinationDir,
        ]),
    };
  }
  const pnpm = await preparePnpm(manager.version, nodeUnderTest, log, manager.tarballHash);
  const step = (args: string[], cwd = checkoutDir): CheckoutStep => ({
    command: pnpm.command,
    args: [...pnpm.args, ...args],
    cwd,
    env: pnpm.env,
    shown: `${pnpm.label}: pnpm ${args.join(' ')}`,
  });
  return {
    workspacePatterns: pnpmWorkspacePatterns(checkoutDir),
    // Scripts run as the checkout's own pnpm-workspace.yaml allows (ignoreScripts, allowBuilds).
    // Only install takes --store-dir; pnpm pack rejects it.
    install: step(['install', '--frozen-lockfile', '--store-dir', pnpm.storeDir]),
    build: (name, packageDir) =>
      step(packageDir === checkoutDir ? ['run', 'build'] : ['--filter', name, 'run', 'build']),
    // pnpm pack, not npm pack: it turns workspace: specifiers into the versions they stand for.
    pack: (name, packageDir, destinationDir) => ({
      ...step(['pack', '--pack-destination', destinationDir], packageDir),
      shown: `${pnpm.label}: pnpm pack (${name}) --pack-destination ${destinationDir}`,
    }),
  };
}

function npmWorkspacePatterns(checkoutDir: string): string[] {
  const root = JSON.parse(readFileSync(join(checkoutDir, 'package.json'), 'utf8')) as {
    workspaces?: string[] | { packages?: string[] };
  };
  return Array.isArray(root.workspaces) ? root.workspaces : (root.workspaces?.packages ?? []);
}

/** The "packages:" list of pnpm-workspace.yaml, read with a YAML parser. */
function pnpmWorkspacePatterns(checkoutDir: string): string[] {
  const path = join(checkoutDir, 'pnpm-workspace.yaml');
  if (!existsSync(path)) throw new Error(`${checkoutDir}: pnpm checkout without pnpm-workspace.yaml`);
  let workspace: unknown;
  try {
    workspace = parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
  const packages = (workspace as { packages?: unknown } | null)?.packages;
  const patterns = Array.isArray(packages) ? packages.filter((item) => typeof item === 'string') : [];
  if (patterns.length === 0) throw new Error(`${path}: no "packages:" list of workspace folders`);
  return patterns;
}
