import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { MionSource } from '../config/config.ts';
import { makeTemporaryDir, removeTemporaryDir } from '../process/temporary-dirs.ts';
import type { RecordedSource, RecordedTarball } from '../results/results-types.ts';
import { checkOutCommit, hasCommit } from './git-checkout.ts';

export function recordTarball(path: string): RecordedTarball {
  return { file: basename(path), sha512: createHash('sha512').update(readFileSync(path)).digest('base64') };
}

/** A recorded source in a few words, for logs and reports: "git 3e2b3b633ceb", "npm:0.8.10". */
export function describeRecordedSource(recorded: RecordedSource): string {
  if (recorded.kind === 'npm') return `npm:${recorded.version}`;
  if (recorded.kind === 'git') return `git commit ${recorded.commit.slice(0, 12)}`;
  return `tarballs of ${recorded.files.length} packages (sha512)`;
}

export type Rebuilt =
  { source: MionSource; described: string; remove: () => void } | { source?: undefined; why: string };

/**
 * The stored baseline's subject, built again here, so that the gate can measure it beside the
 * head (paired mode) instead of comparing with figures of another day. A git commit is looked up
 * in the head's own checkout (path:), as a pull request's checkout with its history holds the
 * commit its baseline was recorded at; tarballs must be found with the very bytes recorded.
 * Resolves to `why` when this machine cannot build it, naming what is missing.
 */
export async function rebuildRecordedSource(
  recorded: RecordedSource | undefined,
  head: MionSource,
): Promise<Rebuilt> {
  if (!recorded) {
    return {
      why: 'the baseline does not record where its subject came from (record it again with this version)',
    };
  }
  const keep = () => {};
  if (recorded.kind === 'npm') {
    return {
      source: { kind: 'npm', version: recorded.version },
      described: `npm:${recorded.version}`,
      remove: keep,
    };
  }
  if (recorded.kind === 'git') {
    const short = recorded.commit.slice(0, 12);
    if (head.kind !== 'path') {
      return {
        why: `its subject is git commit ${short}, and the head is not a git checkout (path:) to find it in`,
      };
    }
    if (!(await hasCommit(head.dir, recorded.commit))) {
      return {
        why: `its subject is git commit ${short}, which ${head.dir} does not hold (check out with full history: fetch-depth: 0)`,
      };
    }
    const parent = makeTemporaryDir('perf-gate-recorded-');
    const dir = join(parent, 'checkout');
    try {
      await checkOutCommit(head.dir, recorded.commit, dir);
    } catch (error) {
      removeTemporaryDir(parent);
      return { why: (error as Error).message };
    }
    return {
      source: { kind: 'path', dir },
      described: `git commit ${short}, checked out from ${head.dir}`,
      remove: () => removeTemporaryDir(parent),
    };
  }
  const folders = [...new Set([...(head.kind === 'tarballs' ? [head.dir] : []), recorded.dir])];
  const found = folders.find((dir) => holdsTarballs(dir, recorded.files));
  if (!found) {
    return {
      why: `its subject came from tarballs that are not here with the recorded bytes (looked in ${folders.join(', ')})`,
    };
  }
  return {
    source: { kind: 'tarballs', dir: found },
    described: `the recorded tarballs in ${found}`,
    remove: keep,
  };
}

/** Every recorded tarball is in `dir` with the recorded bytes. */
function holdsTarballs(dir: string, files: RecordedTarball[]): boolean {
  return files.every((recorded) => {
    const path = join(dir, recorded.file);
    return existsSync(path) && recordTarball(path).sha512 === recorded.sha512;
  });
}
