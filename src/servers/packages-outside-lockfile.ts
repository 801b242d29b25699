import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const NODE_MODULES = 'node_modules/';

/**
 * The packages npm installed into dir that its package-lock.json does not hold, apart from
 * the packages added on purpose (`addedOnPurpose`, by name): what a source install let float.
 * Read from npm's own record of the install, node_modules/.package-lock.json.
 */
export function packagesOutsideLockfile(dir: string, addedOnPurpose: readonly string[]): string[] {
  const installedPath = join(dir, 'node_modules', '.package-lock.json');
  if (!existsSync(installedPath)) return [];
  const locked = new Set(Object.keys(readPackages(join(dir, 'package-lock.json'))));
  const outside = Object.entries(readPackages(installedPath))
    .filter(([path]) => path.startsWith(NODE_MODULES) && !locked.has(path))
    .map(([path, entry]) => ({
      name: path.slice(path.lastIndexOf(NODE_MODULES) + NODE_MODULES.length),
      version: entry.version,
    }))
    .filter(({ name }) => !addedOnPurpose.includes(name))
    .map(({ name, version }) => `${name}@${version}`);
  return [...new Set(outside)].sort();
}

function readPackages(lockfilePath: string): Record<string, { version?: string }> {
  const lockfile = JSON.parse(readFileSync(lockfilePath, 'utf8')) as {
    packages?: Record<string, { version?: string }>;
  };
  return lockfile.packages ?? {};
}
