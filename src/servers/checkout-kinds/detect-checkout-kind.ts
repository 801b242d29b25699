import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TarballHash } from '../verified-package.ts';

/** A package manager the tool downloads itself, at the version the checkout names (or a pinned one). */
interface DownloadedManager {
  version: string;
  /** The packageManager field's "+<algorithm>.<hex>", checked against the downloaded tarball. */
  tarballHash?: TarballHash;
}

/**
 * How a checkout is installed, built and packed: one kind per package manager and lockfile, each
 * with its own module in this folder (checkout-commands.ts joins them).
 */
export type CheckoutKind =
  | { kind: 'npm' }
  | { kind: 'npm-unlocked' }
  | ({ kind: 'pnpm' } & DownloadedManager)
  | ({ kind: 'bun' } & DownloadedManager)
  | ({ kind: 'yarn-classic' } & DownloadedManager)
  | ({ kind: 'yarn-berry' } & DownloadedManager & { yarnPath?: string });

/**
 * Used when a checkout has a bun or yarn lockfile but no packageManager field: the bun the
 * servers of this tool pin, and the last yarn classic. A checkout that needs another names it.
 */
export const DEFAULT_BUN_VERSION = '1.4.5';
export const DEFAULT_YARN_CLASSIC_VERSION = '1.22.22';

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
const NPM_LOCKFILES = ['package-lock.json', 'npm-shrinkwrap.json'];
const BUN_LOCKFILES = ['bun.lock', 'bun.lockb'];
// yarn classic writes this first line; berry writes a __metadata: block instead.
const YARN_CLASSIC_HEADER = '# yarn lockfile v1';
const YARN_PATH_SETTING = /^yarnPath:\s*["']?([^"'\s]+)["']?\s*$/m;

/**
 * Which package manager a checkout is built with, in one order: the root package.json's
 * packageManager field when it has one (its lockfile must be there), else the lockfile that is
 * there (npm, pnpm, bun, yarn), else npm without a lockfile, as fastify and express keep theirs.
 * Throws an Error with one line naming what is missing or unsupported.
 */
export function detectCheckoutKind(checkoutDir: string): CheckoutKind {
  const manifestPath = join(checkoutDir, 'package.json');
  if (!existsSync(manifestPath))
    throw new Error(`${checkoutDir} has no package.json: not a package checkout`);
  const { packageManager } = JSON.parse(readFileSync(manifestPath, 'utf8')) as { packageManager?: unknown };
  const has = (files: string[]) => files.some((file) => existsSync(join(checkoutDir, file)));
  if (packageManager === undefined) return kindFromLockfiles(checkoutDir, has);
  const match = typeof packageManager === 'string' ? PACKAGE_MANAGER_FIELD.exec(packageManager) : null;
  if (!match) {
    throw new Error(
      `${manifestPath}: packageManager ${JSON.stringify(packageManager)} is not "<name>@<x.y.z>"`,
    );
  }
  const [, name = '', version = '', hashText] = match;
  const downloaded: DownloadedManager = {
    version,
    ...(hashText === undefined ? {} : { tarballHash: parseTarballHash(manifestPath, hashText) }),
  };
  const lockfileMissing = (lockfile: string) =>
    new Error(`${checkoutDir}: packageManager is ${name} but there is no ${lockfile} to install from`);
  switch (name) {
    case 'npm':
      // npm may keep no lockfile (package-lock=false in .npmrc): the unlocked kind resolves one.
      return has(NPM_LOCKFILES) ? { kind: 'npm' } : { kind: 'npm-unlocked' };
    case 'pnpm':
      if (!has(['pnpm-lock.yaml'])) throw lockfileMissing('pnpm-lock.yaml');
      return { kind: 'pnpm', ...downloaded };
    case 'bun':
      if (!has(BUN_LOCKFILES)) throw lockfileMissing('bun.lock');
      return { kind: 'bun', ...downloaded };
    default:
      if (!has(['yarn.lock'])) throw lockfileMissing('yarn.lock');
      if (version.startsWith('1.')) return { kind: 'yarn-classic', ...downloaded };
      return { kind: 'yarn-berry', ...downloaded, ...yarnPathOf(checkoutDir) };
  }
}

function kindFromLockfiles(checkoutDir: string, has: (files: string[]) => boolean): CheckoutKind {
  if (has(NPM_LOCKFILES)) return { kind: 'npm' };
  if (has(['pnpm-lock.yaml'])) {
    throw new Error(
      `${checkoutDir} has pnpm-lock.yaml but its package.json names no pnpm version (packageManager: "pnpm@<version>")`,
    );
  }
  if (has(BUN_LOCKFILES)) return { kind: 'bun', version: DEFAULT_BUN_VERSION };
  if (has(['yarn.lock'])) {
    const firstLines = readFileSync(join(checkoutDir, 'yarn.lock'), 'utf8').slice(0, 200);
    if (firstLines.includes(YARN_CLASSIC_HEADER))
      return { kind: 'yarn-classic', version: DEFAULT_YARN_CLASSIC_VERSION };
    const { yarnPath } = yarnPathOf(checkoutDir);
    if (!yarnPath) {
      throw new Error(
        `${checkoutDir} has a yarn 2+ yarn.lock but names no yarn version (packageManager: "yarn@<version>" or yarnPath in .yarnrc.yml)`,
      );
    }
    return { kind: 'yarn-berry', version: 'from yarnPath', yarnPath };
  }
  return { kind: 'npm-unlocked' };
}

/** The yarn release a berry checkout commits (.yarnrc.yml yarnPath), which yarn itself would run. */
function yarnPathOf(checkoutDir: string): { yarnPath?: string } {
  const settings = join(checkoutDir, '.yarnrc.yml');
  if (!existsSync(settings)) return {};
  const relative = YARN_PATH_SETTING.exec(readFileSync(settings, 'utf8'))?.[1];
  if (!relative) return {};
  const yarnPath = join(checkoutDir, relative);
  if (!existsSync(yarnPath)) throw new Error(`${settings}: yarnPath ${relative} does not exist`);
  return { yarnPath };
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
