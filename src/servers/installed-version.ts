import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerDefinition } from './catalog.ts';
import type { ServerRuntime } from './node-runtime.ts';

/** The framework's version as installed, so the report never shows a hand-typed number. */
export function readInstalledVersion(server: ServerDefinition, runtime: ServerRuntime): string {
  if (server.meta.framework === runtime.name) return runtime.version;
  const packagePath = join(server.dir, 'node_modules', server.meta.framework, 'package.json');
  try {
    const { version } = JSON.parse(readFileSync(packagePath, 'utf8')) as { version?: unknown };
    return typeof version === 'string' ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}
