import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * Where tools and their tarballs are kept between runs. Tools live in their own folders, never in
 * a global install, so two versions never meet. Whatever is here may have been written by another
 * run (a pull request's, on a runner that is not ephemeral), so nothing in it is used before it
 * is checked against a hash from outside it (verified-package.ts).
 */
export function toolsDir(): string {
  return process.env.PERF_GATE_TOOLS_DIR ?? join(homedir(), '.cache', 'mion-perf-gate', 'tools');
}
