import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { childEnvironment } from '../process/child-environment.ts';
import { lastLines, runCommand } from '../process/run-command.ts';

/**
 * The history branch (perf-history) on the repository's own remote, read and written with git, one
 * writer at a time: fetch the tip, change its files, commit, push; a push that lost a race to
 * another writer starts again from the new tip, and a branch that does not exist yet is created.
 * The token reaches git through its environment (GIT_CONFIG_*), as the header actions/checkout
 * sets, for the server's address only: never in an argument, which any process on the runner can
 * read in /proc/<pid>/cmdline, nor in a remote URL or a .git/config.
 */
export interface HistoryBranch {
  /** https://github.com/<owner>/<name>.git, or what GITHUB_SERVER_URL names. */
  remote: string;
  name: string;
  /** The git environment that authenticates to the remote's server (gitTokenEnvironment). */
  env: Record<string, string>;
}

const GIT_TIMEOUT_MS = 120_000;
const PUSH_ATTEMPTS = 8;
/** Writers that raced wait apart: the attempt's number of seconds, plus up to two at random. */
const RETRY_BASE_MS = 1000;

const BOT_IDENTITY = [
  '-c',
  'user.name=github-actions[bot]',
  '-c',
  'user.email=41898282+github-actions[bot]@users.noreply.github.com',
];

/** The header actions/checkout would set for `serverUrl`, as git's environment configuration. */
export function gitTokenEnvironment(serverUrl: string, token: string): Record<string, string> {
  if (token === '') return {};
  const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
  return {
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: `http.${serverUrl.replace(/\/+$/, '')}/.extraheader`,
    GIT_CONFIG_VALUE_0: `AUTHORIZATION: basic ${basic}`,
  };
}

async function git(dir: string, branch: HistoryBranch, args: string[]) {
  const result = await runCommand('git', args, {
    cwd: dir,
    // No prompt for a password the runner cannot type: a refused token fails at once.
    env: childEnvironment({ ...branch.env, GIT_TERMINAL_PROMPT: '0' }),
    timeoutMs: GIT_TIMEOUT_MS,
  });
  return { ok: result.exitCode === 0, output: result.output };
}

async function mustGit(dir: string, branch: HistoryBranch, args: string[]): Promise<string> {
  const result = await git(dir, branch, args);
  if (!result.ok) throw new Error(`git ${args[0]} failed: ${lastLines(result.output, 2)}`);
  return result.output;
}

/** A fresh repository in a temporary folder, removed after `use`. */
async function inScratchRepository<T>(branch: HistoryBranch, use: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'perf-history-'));
  try {
    await mustGit(dir, branch, ['init', '--quiet']);
    return await use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The branch's tip, fetched into FETCH_HEAD; undefined when the branch does not exist yet. */
async function fetchTip(dir: string, branch: HistoryBranch): Promise<string | undefined> {
  const fetched = await git(dir, branch, ['fetch', '--quiet', branch.remote, `refs/heads/${branch.name}`]);
  if (fetched.ok) return (await mustGit(dir, branch, ['rev-parse', 'FETCH_HEAD'])).trim();
  const listed = await git(dir, branch, ['ls-remote', '--heads', branch.remote, branch.name]);
  if (listed.ok && listed.output.trim() === '') return undefined;
  throw new Error(`could not read ${branch.name}: ${lastLines(fetched.output, 2)}`);
}

/** The files of the history branch: main's figures, and the paired runs that confirmed change points. */
export const HISTORY_FILE = 'history.jsonl';
export const CONFIRMATIONS_FILE = 'confirmations.jsonl';
const BRANCH_FILES = [HISTORY_FILE, CONFIRMATIONS_FILE];

/** Each of the branch's files as a work tree holds it ('' for one it lacks). */
function readFiles(workTree: string): Record<string, string> {
  return Object.fromEntries(
    BRANCH_FILES.map((file) => {
      const path = join(workTree, file);
      return [file, existsSync(path) ? readFileSync(path, 'utf8') : ''];
    }),
  );
}

/**
 * `file` of the branch changed by `change`, in a work tree of its tip, then committed and pushed.
 * A `change` that left the file as it was (a re-run) commits nothing. Returns whether a commit was
 * pushed, and the branch's files as they stand after it.
 */
export async function updateHistoryBranch(
  branch: HistoryBranch,
  update: { file: string; change: (path: string) => void; message: string },
  log: (line: string) => void,
): Promise<{ pushed: boolean; files: Record<string, string> }> {
  return inScratchRepository(branch, async (dir) => {
    for (let attempt = 1; attempt <= PUSH_ATTEMPTS; attempt++) {
      const tip = await fetchTip(dir, branch);
      if (tip !== undefined) {
        await mustGit(dir, branch, ['checkout', '--quiet', '--force', '-B', branch.name, 'FETCH_HEAD']);
      } else {
        await mustGit(dir, branch, ['checkout', '--quiet', '--force', '--orphan', branch.name]);
        await mustGit(dir, branch, ['rm', '-r', '--quiet', '--cached', '--ignore-unmatch', '.']);
        for (const file of BRANCH_FILES) rmSync(join(dir, file), { force: true });
      }
      update.change(join(dir, update.file));
      await mustGit(dir, branch, ['add', '--', update.file]);
      if ((await git(dir, branch, ['diff', '--cached', '--quiet'])).ok) {
        log(`history: ${branch.name} already holds it; nothing to push`);
        return { pushed: false, files: readFiles(dir) };
      }
      await mustGit(dir, branch, [...BOT_IDENTITY, 'commit', '--quiet', '-m', update.message]);
      const pushed = await git(dir, branch, [
        'push',
        '--quiet',
        branch.remote,
        `HEAD:refs/heads/${branch.name}`,
      ]);
      if (pushed.ok) {
        log(`history: pushed to ${branch.name} (attempt ${attempt})`);
        return { pushed: true, files: readFiles(dir) };
      }
      // Lost a race only if another writer moved the tip; a refused token or a protected branch did not.
      if ((await fetchTip(dir, branch)) === tip) {
        throw new Error(`git push to ${branch.name} failed: ${lastLines(pushed.output, 2)}`);
      }
      log(`history: the push of attempt ${attempt} lost a race; starting again from the new tip`);
      await sleep(RETRY_BASE_MS * (attempt + Math.random() * 2));
    }
    throw new Error(`history: gave up pushing to ${branch.name} after ${PUSH_ATTEMPTS} attempts`);
  });
}
