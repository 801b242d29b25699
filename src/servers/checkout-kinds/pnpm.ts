import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { NodeRuntime } from '../node-runtime.ts';
import type { TarballHash } from '../verified-package.ts';
import type { CheckoutCommands, CheckoutStep } from './checkout-step.ts';
import { preparePnpm } from './pnpm-tool.ts';

/** A pnpm workspace (mion after v0.8.10): the pnpm it names, frozen lockfile, in the checkout. */
export async function pnpmCommands(
  checkoutDir: string,
  nodeUnderTest: NodeRuntime,
  log: (line: string) => void,
  manager: { version: string; tarballHash?: TarballHash },
): Promise<CheckoutCommands> {
  const pnpm = await preparePnpm(manager.version, nodeUnderTest, log, manager.tarballHash);
  const step = (args: string[], cwd = checkoutDir): CheckoutStep => ({
    command: pnpm.command,
    args: [...pnpm.args, ...args],
    cwd,
    env: pnpm.env,
    shown: `${pnpm.label}: pnpm ${args.join(' ')}`,
  });
  return {
    workDir: checkoutDir,
    workspacePatterns: pnpmWorkspacePatterns(checkoutDir),
    // Scripts run as the checkout's own pnpm-workspace.yaml allows (ignoreScripts, allowBuilds).
    // Only install takes --store-dir; pnpm pack rejects it.
    install: step(['install', '--frozen-lockfile', '--store-dir', pnpm.storeDir]),
    installOnlyToBuild: false,
    build: (name, packageDir) =>
      step(packageDir === checkoutDir ? ['run', 'build'] : ['--filter', name, 'run', 'build']),
    // pnpm pack, not npm pack: it turns workspace: specifiers into the versions they stand for.
    pack: (name, packageDir, destinationDir) => ({
      ...step(['pack', '--pack-destination', destinationDir], packageDir),
      shown: `${pnpm.label}: pnpm pack (${name}) --pack-destination ${destinationDir}`,
    }),
  };
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
