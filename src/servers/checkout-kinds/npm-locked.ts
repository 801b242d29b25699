import { childEnvironment } from '../../process/child-environment.ts';
import { pathWithNodeFirst, type NodeRuntime } from '../node-runtime.ts';
import { packageJsonWorkspacePatterns, type CheckoutCommands, type CheckoutStep } from './checkout-step.ts';

const NPM_QUIET = ['--no-audit', '--no-fund'];

/** npm's steps in `workDir`; `installArgs` is the install that fits the checkout (ci, or install). */
export function npmCommands(
  workDir: string,
  installArgs: string[],
  nodeUnderTest: NodeRuntime,
): Omit<CheckoutCommands, 'installOnlyToBuild'> {
  const env = childEnvironment({ PATH: pathWithNodeFirst(nodeUnderTest) });
  const npm = (args: string[]): CheckoutStep => ({
    command: 'npm',
    args,
    cwd: workDir,
    env,
    shown: `npm ${args.filter((arg) => !NPM_QUIET.includes(arg)).join(' ')}`,
  });
  // A checkout without a workspace is one package, its root: no -w there.
  const workspaceFlag = (name: string, packageDir: string) => (packageDir === workDir ? [] : ['-w', name]);
  return {
    workDir,
    workspacePatterns: packageJsonWorkspacePatterns(workDir),
    // Install scripts stay off: the build steps are the only scripts the checkout needs.
    install: npm([...installArgs, '--ignore-scripts', ...NPM_QUIET]),
    build: (name, packageDir) => npm(['run', 'build', ...workspaceFlag(name, packageDir)]),
    pack: (name, packageDir, destinationDir) =>
      npm(['pack', ...workspaceFlag(name, packageDir), '--pack-destination', destinationDir]),
  };
}

/** A checkout with package-lock.json (mion up to v0.8.10): npm ci, in the checkout. */
export function npmLockedCommands(checkoutDir: string, nodeUnderTest: NodeRuntime): CheckoutCommands {
  return { ...npmCommands(checkoutDir, ['ci'], nodeUnderTest), installOnlyToBuild: false };
}
