import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastLines, runCommand } from '../process/run-command.ts';
import type { TarballHash } from './verified-package.ts';

const LOOKUP_TIMEOUT_MS = 60_000;

/**
 * The registry's hash of name@version's tarball (its dist.integrity, else its sha1 shasum), for a
 * tool whose version is named without one. It is asked on every use, with an npm cache of its
 * own that starts empty: npm's shared cache, like the tools cache, may hold an answer someone
 * else wrote, and a cached tarball can only be checked against a hash from outside both.
 */
export async function registryTarballHash(name: string, version: string): Promise<TarballHash> {
  const cacheDir = mkdtempSync(join(tmpdir(), 'perf-gate-npm-cache-'));
  try {
    const result = await runCommand(
      'npm',
      ['view', `${name}@${version}`, 'dist', '--json', '--cache', cacheDir],
      {
        cwd: cacheDir,
        timeoutMs: LOOKUP_TIMEOUT_MS,
      },
    );
    const dist = result.exitCode === 0 ? parseDist(result.output) : undefined;
    if (!dist) {
      throw new Error(
        `could not read the registry's hash of ${name}@${version}: ${lastLines(result.output)}`,
      );
    }
    return dist;
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

function parseDist(output: string): TarballHash | undefined {
  let dist: { integrity?: unknown; shasum?: unknown };
  try {
    // The output holds npm's warnings too, around the one JSON object asked for.
    dist = JSON.parse(output.slice(output.indexOf('{'), output.lastIndexOf('}') + 1)) as typeof dist;
  } catch {
    return undefined;
  }
  // Several integrity entries may be listed; the strongest one npm itself would check is sha512.
  const sha512 =
    typeof dist.integrity === 'string' ? /(?:^|\s)sha512-([A-Za-z0-9+/]{86}==)/.exec(dist.integrity) : null;
  if (sha512) return { algorithm: 'sha512', hex: Buffer.from(sha512[1]!, 'base64').toString('hex') };
  if (typeof dist.shasum === 'string' && /^[0-9a-f]{40}$/.test(dist.shasum)) {
    return { algorithm: 'sha1', hex: dist.shasum };
  }
  return undefined;
}
