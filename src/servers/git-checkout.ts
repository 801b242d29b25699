import { lastLines, runCommand } from '../process/run-command.ts';
import { childEnvironment } from '../process/child-environment.ts';

const GIT_TIMEOUT_MS = 120_000;

/** git in `dir` with the children's allow-listed environment: whether it succeeded, and what it said. */
export async function git(dir: string, args: string[]): Promise<{ ok: boolean; output: string }> {
  const result = await runCommand('git', args, {
    cwd: dir,
    env: childEnvironment(),
    timeoutMs: GIT_TIMEOUT_MS,
  });
  return { ok: result.exitCode === 0, output: result.output };
}

export type CheckoutState =
  | { commit: string; clean: true }
  | { commit: string; clean: false; changes: string }
  | { commit?: undefined; why: string };

/**
 * The commit a checkout's work tree holds, and whether that commit alone describes it: a file
 * changed or added and not committed makes the commit a wrong name for what was built.
 */
export async function readCheckoutState(dir: string): Promise<CheckoutState> {
  const head = await git(dir, ['rev-parse', 'HEAD']);
  const commit = head.output.trim();
  if (!head.ok || !/^[0-9a-f]{40}$/.test(commit)) return { why: lastLines(head.output, 1) || 'no HEAD' };
  const status = await git(dir, ['status', '--porcelain']);
  // A sparse checkout prints complaints about the objects it left out; only status lines count.
  const changes = status.output.split('\n').filter((line) => /^[ MADRCU?!]{2} /.test(line));
  if (!status.ok) return { commit, clean: false, changes: lastLines(status.output, 1) };
  if (changes.length > 0) {
    const shown = changes.slice(0, 3).map((line) => line.slice(3));
    return { commit, clean: false, changes: `${changes.length} uncommitted: ${shown.join(', ')}` };
  }
  return { commit, clean: true };
}

/** Whether the repository of `dir` holds `commit`. */
export async function hasCommit(dir: string, commit: string): Promise<boolean> {
  return (await git(dir, ['cat-file', '-e', `${commit}^{commit}`])).ok;
}

/**
 * Writes the tree of `commit` from the repository of `sourceDir` into the new folder `intoDir`: a
 * clone that borrows the source's objects (no copy, no network), with the source's sparse-checkout
 * patterns when it has them, since a file the source left out may be one it does not have.
 */
export async function checkOutCommit(sourceDir: string, commit: string, intoDir: string): Promise<void> {
  const fail = (what: string, output: string) =>
    new Error(`could not check out ${commit.slice(0, 12)} of ${sourceDir}: ${what}: ${lastLines(output, 1)}`);
  const clone = await git(sourceDir, ['clone', '--quiet', '--shared', '--no-checkout', sourceDir, intoDir]);
  if (!clone.ok) throw fail('git clone', clone.output);
  const sparse = await git(sourceDir, ['config', '--bool', 'core.sparseCheckout']);
  if (sparse.ok && sparse.output.trim() === 'true') {
    const patterns = await git(sourceDir, ['sparse-checkout', 'list']);
    const lines = patterns.output
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('error:'));
    const set = await git(intoDir, ['sparse-checkout', 'set', '--no-cone', ...lines]);
    if (!set.ok) throw fail('git sparse-checkout', set.output);
  }
  const checkout = await git(intoDir, [
    '-c',
    'advice.detachedHead=false',
    'checkout',
    '--quiet',
    '--detach',
    commit,
  ]);
  if (!checkout.ok) throw fail('git checkout', checkout.output);
}
