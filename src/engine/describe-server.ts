import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerRun } from '../results/results-types.ts';
import type { BuiltServer } from '../servers/build-server.ts';
import { readInstalledVersion } from '../servers/installed-version.ts';

/** The server's row before anything is measured: what it is, what runs it, where it came from. */
export function describeServer(built: BuiltServer): ServerRun {
  const { definition } = built;
  return {
    name: definition.name,
    framework: definition.meta.framework,
    version: readInstalledVersion(definition, built.runtime),
    runtime: `${built.runtime.name} ${built.runtime.version}`,
    router: definition.meta.router,
    validation: definition.meta.validation,
    description: definition.meta.description,
    ...(definition.meta.unknownKeys ? { unknownKeys: definition.meta.unknownKeys } : {}),
    ...(built.sourceLabel ? { source: built.sourceLabel } : {}),
    ...(built.rebuildFrom ? { rebuildFrom: built.rebuildFrom } : {}),
    ...(definition.hasLockfile ? { lockfileDigest: lockfileDigestOf(definition.dir) } : {}),
    status: 'measured',
    startupMs: [],
  };
}

const LOCKFILE_DIGEST_HEX_DIGITS = 12;

function lockfileDigestOf(serverDir: string): string {
  const lockfile = readFileSync(join(serverDir, 'package-lock.json'));
  return createHash('sha256').update(lockfile).digest('hex').slice(0, LOCKFILE_DIGEST_HEX_DIGITS);
}
