import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { childEnvironment } from '../../process/child-environment.ts';
import { meetsNodeRange } from '../node-requirement.ts';
import { pathWithNodeFirst, type NodeRuntime } from '../node-runtime.ts';
import { installPinnedPackage, PINNED_NODE_PACKAGE, PINNED_NODE_VERSION } from '../pinned-tools.ts';
import { toolsDir } from '../tools-dir.ts';
import type { TarballHash } from '../verified-package.ts';

/** How to run one pinned pnpm: `command ...args, ...yourArgs` with `env`. */
export interface PnpmTool {
  command: string;
  args: string[];
  /** The store sits beside the tools: the user's own pnpm store is never read or written. */
  storeDir: string;
  env: NodeJS.ProcessEnv;
  /** "pnpm 11.1.0 on Node 24.9.0", for the log. */
  label: string;
}

/**
 * The pnpm version a checkout names, installed from the registry into the tools cache, run by
 * the Node under test when pnpm accepts it, else by the pinned Node package. Scripts that pnpm
 * runs find the Node under test first on PATH, so the checkout is built with the Node it is
 * measured on. pnpm and that Node are checked on every use against their tarball's hash: the one the
 * checkout names, else the pinned or the registry's (pinned-tools.ts). Throws a one-line Error when
 * no available Node is new enough for that pnpm, or when a tarball does not match its hash.
 */
export async function preparePnpm(
  version: string,
  nodeUnderTest: NodeRuntime,
  log: (line: string) => void,
  tarballHash?: TarballHash,
): Promise<PnpmTool> {
  const pnpmDir = await installPinnedPackage('pnpm', version, log, tarballHash);
  const { engines } = JSON.parse(readFileSync(join(pnpmDir, 'package.json'), 'utf8')) as {
    engines?: { node?: string };
  };
  const needed = engines?.node ?? '*';
  let runner = nodeUnderTest;
  if (!meetsNodeRange(nodeUnderTest.version, needed)) {
    if (!meetsNodeRange(PINNED_NODE_VERSION, needed)) {
      throw new Error(
        `pnpm ${version} needs Node ${needed}; the Node under test is ${nodeUnderTest.version} and the pinned ${PINNED_NODE_PACKAGE} is ${PINNED_NODE_VERSION}`,
      );
    }
    const nodeDir = await installPinnedPackage(PINNED_NODE_PACKAGE, PINNED_NODE_VERSION, log);
    runner = { path: join(nodeDir, 'bin', 'node'), version: PINNED_NODE_VERSION };
  }
  return {
    command: runner.path,
    args: [join(pnpmDir, 'bin', 'pnpm.cjs')],
    storeDir: join(toolsDir(), 'pnpm-store'),
    // CI=true: pnpm never stops to ask before replacing a node_modules it did not make.
    env: childEnvironment({ PATH: pathWithNodeFirst(nodeUnderTest), CI: 'true' }),
    label: `pnpm ${version} on Node ${runner.version}`,
  };
}
