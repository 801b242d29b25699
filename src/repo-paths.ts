import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';

/**
 * This file sits one level below the repository root both as source (src/repo-paths.ts)
 * and once bundled (dist/*.js), so '..' is the root either way. The action runs from a
 * checkout of this repository, which is why servers/ and dist/ are found relative to it.
 */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
/**
 * The default server catalog (servers-dir / --servers-dir choose another). PERF_GATE_SERVERS_DIR
 * moves the default for the tests with purpose-made faulty servers.
 */
export const SERVERS_DIR = process.env.PERF_GATE_SERVERS_DIR
  ? resolve(process.env.PERF_GATE_SERVERS_DIR)
  : join(REPO_ROOT, 'servers');

/** The built-in scenarios, in the form a user's scenarios file takes (servers/scenarios.yaml). */
export const BUILT_IN_SCENARIOS_PATH = join(REPO_ROOT, 'servers', 'scenarios.yaml');

/** Child-process entry points; always the bundles, so that a server needs no TypeScript loader. */
export const LOAD_WORKER_PATH = join(REPO_ROOT, 'dist', 'load-worker.js');
/** What autocannon's threads load by path for a fresh request each time (see load-setup-request.ts). */
export const LOAD_SETUP_REQUEST_PATH = join(REPO_ROOT, 'dist', 'load-setup-request.cjs');
export const INJECT_CPU_PRELOAD_PATH = join(REPO_ROOT, 'dist', 'inject-cpu.js');
/** Loaded into a server whose rounds are profiled (see cpu-profile-preload.ts). */
export const CPU_PROFILE_PRELOAD_PATH = join(REPO_ROOT, 'dist', 'cpu-profile-preload.js');
/** Loaded into every Node server at a fixed rate (see event-loop-delay-preload.ts). */
export const EVENT_LOOP_PRELOAD_PATH = join(REPO_ROOT, 'dist', 'event-loop-delay-preload.js');
