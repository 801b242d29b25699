import { join } from 'node:path';
import { childEnvironment } from '../../process/child-environment.ts';
import { pathWithNodeFirst, type NodeRuntime } from '../node-runtime.ts';
import { installPinnedPackage } from '../pinned-tools.ts';
import { toolsDir } from '../tools-dir.ts';
import type { TarballHash } from '../verified-package.ts';
import {
  packageJsonWorkspacePatterns,
  type CheckoutCommands,
  type CheckoutKindCommands,
  type CheckoutStep,
} from './checkout-step.ts';

interface YarnManager {
  version: string;
  tarballHash?: TarballHash;
  /** A berry checkout's own release (.yarnrc.yml yarnPath): what yarn itself would run. */
  yarnPath?: string;
}

/**
 * A yarn checkout, in the checkout: classic (yarn 1, the registry's `yarn` package) with a frozen
 * lockfile, or berry (yarn 2+, the checkout's yarnPath, else the registry's @yarnpkg/cli-dist, the
 * package corepack runs) with an immutable one. Both run on the Node under test. Install scripts
 * stay off as with npm: the build steps are the only scripts the checkout needs.
 */
export const yarnClassicCommands = yarnOf('classic');
export const yarnBerryCommands = yarnOf('berry');

function yarnOf(flavour: 'classic' | 'berry'): CheckoutKindCommands<YarnManager> {
  return (checkoutDir, nodeUnderTest, log, manager) =>
    yarnCommands(checkoutDir, flavour, manager, nodeUnderTest, log);
}

async function yarnCommands(
  checkoutDir: string,
  flavour: 'classic' | 'berry',
  manager: YarnManager,
  nodeUnderTest: NodeRuntime,
  log: (line: string) => void,
): Promise<CheckoutCommands> {
  const yarnScript =
    manager.yarnPath ??
    join(
      await installPinnedPackage(
        flavour === 'classic' ? 'yarn' : '@yarnpkg/cli-dist',
        manager.version,
        log,
        manager.tarballHash,
      ),
      'bin',
      'yarn.js',
    );
  const env = childEnvironment({
    PATH: pathWithNodeFirst(nodeUnderTest),
    // berry: no telemetry; CI=true: no prompt, no progress bars.
    YARN_ENABLE_TELEMETRY: '0',
    CI: 'true',
  });
  const label = `yarn ${manager.yarnPath ? 'from yarnPath' : manager.version}`;
  const step = (args: string[], cwd = checkoutDir): CheckoutStep => ({
    command: nodeUnderTest.path,
    args: [yarnScript, ...args],
    cwd,
    env,
    shown: `${label}: yarn ${args.join(' ')}`,
  });
  const install =
    flavour === 'classic'
      ? [
          'install',
          '--frozen-lockfile',
          '--ignore-scripts',
          '--non-interactive',
          '--cache-folder',
          join(toolsDir(), 'yarn-cache'),
        ]
      : ['install', '--immutable', '--mode=skip-build'];
  return {
    workDir: checkoutDir,
    workspacePatterns: packageJsonWorkspacePatterns(checkoutDir),
    install: step(install),
    installOnlyToBuild: false,
    build: (_name, packageDir) => step(['run', 'build'], packageDir),
    pack: (name, packageDir, destinationDir) => {
      const file = join(destinationDir, 'package.tgz');
      return {
        ...step(flavour === 'classic' ? ['pack', '--filename', file] : ['pack', '--out', file], packageDir),
        shown: `${label}: yarn pack (${name}) to ${destinationDir}`,
      };
    },
  };
}
