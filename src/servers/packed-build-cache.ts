import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TOOL_VERSION } from '../tool-version.ts';
import { git, readCheckoutState } from './git-checkout.ts';
import type { NodeRuntime } from './node-runtime.ts';

/** The variable that names the folder; unset, nothing is kept between runs. */
export const BUILD_CACHE_VARIABLE = 'PERF_GATE_BUILD_CACHE';

/** The packed packages of one commit, built on one Node by one version of this tool. */
export interface PackedBuildCache {
  /** What is looked up, for the log: "commit 3e2b3b633ceb on Node 24.11.0". */
  describe: string;
  /** The cached .tgz of every name, or undefined when one of them was never packed. */
  lookup(names: string[]): string[] | undefined;
  /** Keeps a copy of a packed .tgz under `name`; a reader never sees half a file. */
  store(name: string, tarball: string): void;
}

/**
 * A build of a mion checkout takes minutes; a local user who compares against the same base again
 * (and the test suite, which builds one release many times) gains them back when
 * PERF_GATE_BUILD_CACHE names a folder. Only a clean git checkout is cached, under its commit and
 * its folder within the repository (two folders of one commit may hold packages of the same name):
 * a file changed and not committed has no name to be found by. Opt-in, and off on a runner unless
 * set there: built files cannot be checked against a hash from outside, as tools are
 * (verified-package.ts), so a folder another run wrote could hold anything.
 */
export async function openPackedBuildCache(
  checkoutDir: string,
  nodeUnderTest: NodeRuntime,
  log: (line: string) => void,
): Promise<PackedBuildCache | undefined> {
  const root = process.env[BUILD_CACHE_VARIABLE];
  if (!root) return undefined;
  const state = await readCheckoutState(checkoutDir);
  if (state.commit === undefined || !state.clean) {
    const why = state.commit === undefined ? state.why : state.changes;
    log(`${checkoutDir}: built without the build cache: not a clean git checkout (${why})`);
    return undefined;
  }
  const prefix = await git(checkoutDir, ['rev-parse', '--show-prefix']);
  if (!prefix.ok) {
    log(`${checkoutDir}: built without the build cache: git rev-parse --show-prefix failed`);
    return undefined;
  }
  const folder = createHash('sha256').update(prefix.output.trim()).digest('hex').slice(0, 12);
  const dir = join(
    resolve(root),
    `${state.commit}+folder-${folder}+node-${nodeUnderTest.version}+gate-${TOOL_VERSION}`,
  );
  const fileOf = (name: string) => join(dir, `${name.replace('/', '+')}.tgz`);
  return {
    describe: `commit ${state.commit.slice(0, 12)} on Node ${nodeUnderTest.version}`,
    lookup(names) {
      const files = names.map(fileOf);
      return files.every((file) => existsSync(file)) ? files : undefined;
    },
    store(name, tarball) {
      mkdirSync(dir, { recursive: true });
      const partial = `${fileOf(name)}.${process.pid}.partial`;
      copyFileSync(tarball, partial);
      renameSync(partial, fileOf(name));
    },
  };
}
