import { copyFileSync, cpSync, existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { makeTemporaryDir } from '../../process/temporary-dirs.ts';
import type { NodeRuntime } from '../node-runtime.ts';
import type { CheckoutCommands } from './checkout-step.ts';
import { npmCommands } from './npm-locked.ts';

// What a copy leaves behind: installed packages and history are never the checkout's source.
const NOT_COPIED = new Set(['node_modules', '.git']);

/**
 * The first copy made in this run of each root package, by name: the dependencies it resolved are
 * the ones the other side starts from, so head and base differ only where the pull request
 * changed a dependency's range, never because the registry moved between their installs.
 */
const firstCopyByPackage = new Map<string, string>();

/**
 * A checkout without a lockfile (fastify, express: package-lock=false in their .npmrc). Its steps
 * run in a copy, so the checkout is never written; the copy is installed only when a package has
 * something to build, with a lockfile forced on (the command line wins over .npmrc), seeded from
 * the same package's other side when this run has resolved one. A package with nothing to build
 * is packed as it is: its dependencies are resolved by the server folder's own install.
 */
export function npmUnlockedCommands(
  checkoutDir: string,
  nodeUnderTest: NodeRuntime,
  log: (line: string) => void,
): CheckoutCommands {
  const workDir = join(makeTemporaryDir('unlocked-checkout-'), basename(checkoutDir));
  cpSync(checkoutDir, workDir, { recursive: true, filter: (path) => !NOT_COPIED.has(basename(path)) });
  const { name = basename(checkoutDir) } = JSON.parse(
    readFileSync(join(workDir, 'package.json'), 'utf8'),
  ) as {
    name?: string;
  };
  const firstCopy = firstCopyByPackage.get(name);
  if (firstCopy === undefined) firstCopyByPackage.set(name, workDir);
  const commands = npmCommands(workDir, ['install', '--package-lock=true'], nodeUnderTest);
  return {
    ...commands,
    installOnlyToBuild: true,
    prepareInstall: () => {
      const resolved = firstCopy && join(firstCopy, 'package-lock.json');
      if (!resolved || !existsSync(resolved)) {
        log(`${checkoutDir}: no lockfile: dependencies resolved from the registry in a copy (${workDir})`);
        return;
      }
      copyFileSync(resolved, join(workDir, 'package-lock.json'));
      log(`${checkoutDir}: no lockfile: starts from the dependencies this run resolved for the other side`);
    },
  };
}
