import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Folders made by makeTemporaryDir and not removed yet. */
const liveDirs = new Set<string>();
let exitHandlerInstalled = false;

/**
 * A fresh private folder under the system's temporary folder (mkdtemp: a random name, made by this
 * call alone). It is removed by removeTemporaryDir, or when the process exits, even by a signal:
 * the signal handlers end with process.exit, which runs the 'exit' handlers, where a `finally`
 * around the run never would.
 */
export function makeTemporaryDir(prefix: string): string {
  if (!exitHandlerInstalled) {
    exitHandlerInstalled = true;
    process.on('exit', () => {
      for (const dir of liveDirs) rmSync(dir, { recursive: true, force: true });
      liveDirs.clear();
    });
  }
  const dir = mkdtempSync(join(tmpdir(), prefix));
  liveDirs.add(dir);
  return dir;
}

export function removeTemporaryDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  liveDirs.delete(dir);
}
