import { chmodSync, existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { childEnvironment } from '../../process/child-environment.ts';
import { pathWithNodeFirst, type NodeRuntime } from '../node-runtime.ts';
import { installPinnedPackage } from '../pinned-tools.ts';
import { toolsDir } from '../tools-dir.ts';
import { packageJsonWorkspacePatterns, type CheckoutCommands, type CheckoutStep } from './checkout-step.ts';

/**
 * A bun checkout (hono: bun.lock, packageManager bun@…): the bun it names, from the registry's
 * platform package (@oven/bun-<os>-<arch>, the binary the `bun` package's install script would
 * fetch), with a frozen lockfile, in the checkout. bun pm pack, like pnpm pack, writes the
 * versions that workspace: specifiers stand for.
 */
export async function bunCommands(
  checkoutDir: string,
  nodeUnderTest: NodeRuntime,
  log: (line: string) => void,
  manager: { version: string },
): Promise<CheckoutCommands> {
  const packageDir = await installPinnedPackage(bunPlatformPackage(), manager.version, log);
  const bun = join(packageDir, 'bin', 'bun');
  if (!existsSync(bun)) throw new Error(`${packageDir}: the bun package has no bin/bun`);
  chmodSync(bun, 0o755);
  // Node under test first, so scripts that call node build with it; then bun, for scripts that call bun.
  const env = childEnvironment({
    PATH: [pathWithNodeFirst(nodeUnderTest), dirname(bun)].join(delimiter),
    BUN_INSTALL_CACHE_DIR: join(toolsDir(), 'bun-cache'),
  });
  const label = `bun ${manager.version}`;
  const step = (args: string[], cwd = checkoutDir): CheckoutStep => ({
    command: bun,
    args,
    cwd,
    env,
    shown: `${label}: bun ${args.join(' ')}`,
  });
  return {
    workDir: checkoutDir,
    workspacePatterns: packageJsonWorkspacePatterns(checkoutDir),
    install: step(['install', '--frozen-lockfile', '--ignore-scripts']),
    installOnlyToBuild: false,
    build: (_name, packageDir) => step(['run', 'build'], packageDir),
    pack: (name, packageDir, destinationDir) => ({
      ...step(['pm', 'pack', '--destination', destinationDir], packageDir),
      shown: `${label}: bun pm pack (${name}) --destination ${destinationDir}`,
    }),
  };
}

/** The registry package that holds bun's binary here; x64 CPUs without AVX2 need the baseline build. */
export function bunPlatformPackage(): string {
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  const base = `@oven/bun-${os}-${process.arch}`;
  if (process.arch !== 'x64' || process.platform !== 'linux') return base;
  const cpuFlags = existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '';
  return /\bavx2\b/.test(cpuFlags) ? base : `${base}-baseline`;
}
