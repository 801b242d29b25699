import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastLines, runCommand } from '../process/run-command.ts';
import { toolsDir } from './tools-dir.ts';

/** The hash a packageManager field names after "+": corepack's "<algorithm>.<hex digest>" of the tarball. */
export interface TarballHash {
  algorithm: 'sha1' | 'sha224' | 'sha256' | 'sha384' | 'sha512';
  hex: string;
}

const INSTALL_TIMEOUT_MS = 5 * 60_000;

/**
 * name@version from its registry tarball, checked against `expected` on every use, cached or not:
 * a tools cache is restored from storage that other runs (pull requests among them) may have
 * written, so a version number alone proves nothing about what is in it. The tarball is kept; the
 * package is unpacked afresh each time from the very bytes that were checked, so nothing unpacked
 * earlier is ever run. A cached tarball that does not match is refused, not replaced: someone
 * wrote it, and the runner's owner has to know. Throws a one-line Error.
 */
export async function installVerifiedPackage(
  name: string,
  version: string,
  expected: TarballHash,
  log: (line: string) => void,
): Promise<string> {
  const dir = join(toolsDir(), `${name}@${version}+${expected.algorithm}.${expected.hex.slice(0, 16)}`);
  mkdirSync(dir, { recursive: true });
  const scratch = mkdtempSync(join(tmpdir(), 'perf-gate-tool-'));
  try {
    let tarball = cachedTarball(dir);
    let bytes: Buffer;
    if (tarball) {
      bytes = readFileSync(tarball);
      const actual = digest(bytes, expected);
      if (actual !== expected.hex) {
        throw new Error(
          `tools cache: ${tarball} has ${expected.algorithm} ${actual.slice(0, 16)}…, not the ${expected.hex.slice(0, 16)}… of ${name}@${version}: ` +
            'something other than this tool wrote it; delete it, and run pull requests from forks only on ephemeral runners',
        );
      }
    } else {
      log(`${dir}: npm pack ${name}@${version}`);
      // Packed outside the cache and moved in whole once checked: the cache never holds a part.
      const packed = await runCommand('npm', ['pack', `${name}@${version}`, '--pack-destination', scratch], {
        cwd: scratch,
        timeoutMs: INSTALL_TIMEOUT_MS,
      });
      const fresh = cachedTarball(scratch);
      if (packed.exitCode !== 0 || !fresh) {
        throw new Error(`could not fetch ${name}@${version} from the registry: ${lastLines(packed.output)}`);
      }
      bytes = readFileSync(fresh);
      const actual = digest(bytes, expected);
      if (actual !== expected.hex) {
        throw new Error(
          `${name}@${version}: the registry's tarball has ${expected.algorithm} ${actual.slice(0, 16)}…, ` +
            `not the ${expected.hex.slice(0, 16)}… expected`,
        );
      }
      tarball = join(dir, `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`);
      renameSync(fresh, tarball);
    }
    // Unpacked from the bytes checked, copied where only this process put them.
    const checked = join(scratch, 'checked.tgz');
    writeFileSync(checked, bytes);
    const packageDir = join(dir, 'package');
    rmSync(packageDir, { recursive: true, force: true });
    const unpacked = await runCommand('tar', ['-xzf', checked, '-C', dir], {
      cwd: dir,
      timeoutMs: INSTALL_TIMEOUT_MS,
    });
    if (unpacked.exitCode !== 0 || !existsSync(join(packageDir, 'package.json'))) {
      throw new Error(`could not unpack ${tarball}: ${lastLines(unpacked.output)}`);
    }
    return packageDir;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function cachedTarball(dir: string): string | undefined {
  const name = readdirSync(dir).find((entry) => entry.endsWith('.tgz'));
  return name && join(dir, name);
}

function digest(bytes: Buffer, hash: TarballHash): string {
  return createHash(hash.algorithm).update(bytes).digest('hex');
}
