import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TarballHash } from './verified-package.ts';

export type CheckoutPackageManager =
  { kind: 'npm' } | { kind: 'pnpm'; version: string; tarballHash?: TarballHash };

// "pnpm@11.1.0" or "pnpm@11.1.0+sha512.<hex>": corepack's form of the packageManager field.
const PACKAGE_MANAGER_FIELD = /^(npm|pnpm|yarn|bun)@([0-9]+\.[0-9]+\.[0-9]+[0-9A-Za-z.-]*)(?:\+(.*))?$/;
const TARBALL_HASH = /^(sha1|sha224|sha256|sha384|sha512)\.([0-9a-f]+)$/;
const HEX_DIGEST_LENGTH: Record<TarballHash['algorithm'], number> = {
  sha1: 40,
  sha224: 56,
  sha256: 64,
  sha384: 96,
  sha512: 128,
};

/**
 * Which package manager a checkout is built with: the root package.json's packageManager
 * field when it has one, else the lockfile that is there. Throws an Error with one line
 * naming what is missing or unsupported.
 */
export function detectPackageManager(checkoutDir: string): CheckoutPackageManager {
  const manifestPath = join(checkoutDir, 'package.json');
  if (!existsSync(manifestPath)) throw new Error(`${checkoutDir} has no package.json: not a mion checkout`);
  const { packageManager } = JSON.parse(readFileSync(manifestPath, 'utf8')) as { packageManager?: unknown };
  const hasNpmLock = existsSync(join(checkoutDir, 'package-lock.json'));
  const hasPnpmLock = existsSync(join(checkoutDir, 'pnpm-lock.yaml'));
  if (packageManager === undefined) {
    if (hasNpmLock) return { kind: 'npm' };
    if (hasPnpmLock) {
      throw new Error(
        `${checkoutDir} has pnpm-lock.yaml but its package.json names no pnpm version (packageManager: "pnpm@<version>")`,
      );
    }
    throw new Error(
      `${checkoutDir} has neither package-lock.json nor pnpm-lock.yaml: no locked install to build`,
    );
  }
  const match = typeof packageManager === 'string' ? PACKAGE_MANAGER_FIELD.exec(packageManager) : null;
  if (!match) {
    throw new Error(
      `${manifestPath}: packageManager ${JSON.stringify(packageManager)} is not "<name>@<x.y.z>"`,
    );
  }
  const [, name = '', version = '', hashText] = match;
  if (name === 'npm' && hasNpmLock) return { kind: 'npm' };
  if (name === 'pnpm' && hasPnpmLock) {
    if (hashText === undefined) return { kind: 'pnpm', version };
    return { kind: 'pnpm', version, tarballHash: parseTarballHash(manifestPath, hashText) };
  }
  if (name === 'npm' || name === 'pnpm') {
    const lockfile = name === 'npm' ? 'package-lock.json' : 'pnpm-lock.yaml';
    throw new Error(`${checkoutDir}: packageManager is ${name} but there is no ${lockfile} to install from`);
  }
  throw new Error(`${manifestPath}: packageManager ${name} is not supported (npm or pnpm)`);
}

/** "sha512.<128 hex digits>": the hash corepack checks the downloaded tarball against. */
function parseTarballHash(manifestPath: string, text: string): TarballHash {
  const match = TARBALL_HASH.exec(text);
  const algorithm = match?.[1] as TarballHash['algorithm'] | undefined;
  const hex = match?.[2] ?? '';
  if (!algorithm || hex.length !== HEX_DIGEST_LENGTH[algorithm]) {
    throw new Error(
      `${manifestPath}: packageManager's hash "+${text}" is not "+<sha1|sha224|sha256|sha384|sha512>.<hex digest>"`,
    );
  }
  return { algorithm, hex };
}
