import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { lastLines, runCommand } from '../process/run-command.ts';
import { toolsDir } from './pinned-tools.ts';

/** The hash a packageManager field names after "+": corepack's "<algorithm>.<hex digest>" of the tarball. */
export interface TarballHash {
  algorithm: 'sha1' | 'sha224' | 'sha256' | 'sha384' | 'sha512';
  hex: string;
}

const INSTALL_TIMEOUT_MS = 5 * 60_000;

/**
 * name@version from its registry tarball, checked against the hash the checkout names on every
 * use, cached or not: a tools cache is restored from storage that other runs (pull requests
 * among them) may have written, so a version number alone proves nothing about what is in it.
 * The tarball is kept; the package is unpacked from it afresh each time. A cached tarball that
 * does not match is fetched again once; a fresh one that does not match is refused.
 */
export async function installVerifiedPackage(
  name: string,
  version: string,
  expected: TarballHash,
  log: (line: string) => void,
): Promise<string> {
  const dir = join(toolsDir(), `${name}@${version}+${expected.algorithm}.${expected.hex.slice(0, 16)}`);
  mkdirSync(dir, { recursive: true });
  let tarball = cachedTarball(dir);
  if (tarball && digest(tarball, expected) !== expected.hex) {
    log(`${tarball}: does not match the named ${expected.algorithm}; fetching it again`);
    rmSync(tarball);
    tarball = undefined;
  }
  if (!tarball) {
    log(`${dir}: npm pack ${name}@${version}`);
    const packed = await runCommand('npm', ['pack', `${name}@${version}`, '--pack-destination', dir], {
      cwd: dir,
      timeoutMs: INSTALL_TIMEOUT_MS,
    });
    tarball = cachedTarball(dir);
    if (packed.exitCode !== 0 || !tarball) {
      throw new Error(`could not fetch ${name}@${version} from the registry: ${lastLines(packed.output)}`);
    }
    const actual = digest(tarball, expected);
    if (actual !== expected.hex) {
      rmSync(tarball);
      throw new Error(
        `${name}@${version}: the registry's tarball has ${expected.algorithm} ${actual.slice(0, 16)}…, ` +
          `not the ${expected.hex.slice(0, 16)}… the checkout's packageManager names`,
      );
    }
  }
  const packageDir = join(dir, 'package');
  rmSync(packageDir, { recursive: true, force: true });
  const unpacked = await runCommand('tar', ['-xzf', tarball, '-C', dir], {
    cwd: dir,
    timeoutMs: INSTALL_TIMEOUT_MS,
  });
  if (unpacked.exitCode !== 0 || !existsSync(join(packageDir, 'package.json'))) {
    throw new Error(`could not unpack ${tarball}: ${lastLines(unpacked.output)}`);
  }
  return packageDir;
}

function cachedTarball(dir: string): string | undefined {
  const name = readdirSync(dir).find((entry) => entry.endsWith('.tgz'));
  return name && join(dir, name);
}

function digest(path: string, hash: TarballHash): string {
  return createHash(hash.algorithm).update(readFileSync(path)).digest('hex');
}
