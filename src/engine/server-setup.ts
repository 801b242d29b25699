import { join } from 'node:path';
import { childEnvironment } from '../process/child-environment.ts';
import { lastLines, runCommand } from '../process/run-command.ts';
import type { ServerDefinition } from '../servers/catalog.ts';
import { pathWithNodeFirst, type NodeRuntime } from '../servers/node-runtime.ts';

/**
 * A setup runs before every process, so a slow one multiplies: two minutes is far more than
 * making and seeding a test database takes, and short enough that a hung one is named soon.
 */
export const SETUP_TIMEOUT_MS = 2 * 60_000;

/**
 * Runs the folder's benchmark.setup, when it has one, with the Node under test in the folder:
 * what makes every process of the server start from the same state (a database file made
 * afresh, say). Throws a one-line Error naming the folder, the script and its last output line.
 */
export async function runServerSetup(
  server: ServerDefinition,
  node: NodeRuntime,
  timeoutMs = SETUP_TIMEOUT_MS,
): Promise<void> {
  const script = server.meta.setup;
  if (script === undefined) return;
  const startedAtMs = performance.now();
  const result = await runCommand(node.path, [join(server.dir, script)], {
    cwd: server.dir,
    // The setup's own child processes (a migration tool, say) find the same Node first.
    env: childEnvironment({ PATH: pathWithNodeFirst(node) }),
    timeoutMs,
  });
  if (result.exitCode === 0) return;
  // run-command adds its own line on a time-out: the script's last words are the line before.
  const timedOut = performance.now() - startedAtMs >= timeoutMs;
  const lines = lastLines(result.output, timedOut ? 2 : 1).split(' | ');
  const lastLine = (timedOut ? lines.slice(0, -1) : lines).join('') || 'no output';
  const how = timedOut
    ? `did not finish within ${timeoutMs / 1000} s`
    : result.signal
      ? `was killed by ${result.signal}`
      : `exited with code ${result.exitCode}`;
  throw new Error(`${server.name}: setup ${script} in ${server.dir} ${how}: ${lastLine}`);
}
