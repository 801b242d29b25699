import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { lastLines } from '../process/run-command.ts';
import { UserInputError } from '../user-input-error.ts';
import { git, hasCommit, readCheckoutState } from './git-checkout.ts';

/** Where the action checks out a pull request's base commit, inside the workspace. */
export const PULL_REQUEST_BASE_DIR = '.perf-gate-base';

/**
 * On a pull request, paired mode is the action's default: it gets the base commit itself, so a
 * workflow needs no second checkout. The commit is fetched from the workspace's `origin` when the
 * checkout does not hold it (actions/checkout fetches one commit), then written to
 * PULL_REQUEST_BASE_DIR. Returns the folder, or why it could not (the step then fails: see
 * withPullRequestBase).
 */
export async function checkOutPullRequestBase(
  workspaceDir: string,
  baseSha: string,
): Promise<{ dir: string } | { why: string }> {
  if (!/^[0-9a-f]{40}$/.test(baseSha)) return { why: `the event's base commit "${baseSha}" is not a commit` };
  const dir = join(workspaceDir, PULL_REQUEST_BASE_DIR);
  if (existsSync(dir)) {
    const state = await readCheckoutState(dir);
    return state.commit === baseSha
      ? { dir }
      : { why: `${PULL_REQUEST_BASE_DIR} already holds something other than ${baseSha.slice(0, 12)}` };
  }
  if (!(await hasCommit(workspaceDir, baseSha))) {
    const fetched = await git(workspaceDir, [
      'fetch',
      '--quiet',
      '--no-tags',
      '--depth=1',
      'origin',
      baseSha,
    ]);
    if (!fetched.ok) return { why: `git fetch of the base commit failed: ${lastLines(fetched.output, 1)}` };
  }
  // A worktree, not a clone: the checkout is shallow, and the fetched commit has no ref a clone would copy.
  const added = await git(workspaceDir, [
    '-c',
    'advice.detachedHead=false',
    'worktree',
    'add',
    '--quiet',
    '--detach',
    dir,
    baseSha,
  ]);
  if (!added.ok) return { why: `git worktree add of the base commit failed: ${lastLines(added.output, 1)}` };
  return { dir };
}

/**
 * The inputs that make a pull request's gate paired against the base checkout: the base's source
 * from the same place in it as the head's (`path:` checkouts only: an npm version is the same on
 * both sides), and its servers folder when the workflow names one of its own. Empty when the
 * workflow chose a base or a baseline itself, or when nothing of the head comes from the checkout.
 */
export function pairedDefaults(
  inputs: { source: string; serversDir: string; chosen: boolean },
  workspaceDir: string,
  baseDir: string,
): { 'base-source'?: string; 'base-servers-dir'?: string } {
  if (inputs.chosen) return {};
  const inBase = (path: string) => {
    const inside = relative(workspaceDir, resolve(workspaceDir, path));
    return inside.startsWith('..') ? undefined : join(baseDir, inside);
  };
  const source = /^path:(.+)$/.exec(inputs.source.trim())?.[1];
  const baseSource = source !== undefined ? inBase(source) : undefined;
  const baseServers = inputs.serversDir.trim() !== '' ? inBase(inputs.serversDir.trim()) : undefined;
  return {
    ...(baseSource !== undefined ? { 'base-source': `path:${baseSource}` } : {}),
    ...(baseServers !== undefined ? { 'base-servers-dir': baseServers } : {}),
  };
}

/**
 * The action's inputs on a pull request, with the paired defaults filled in once the base commit is
 * checked out (pairedDefaults). A pull request whose base cannot be had fails the step with why and
 * how to give it the base (BaseUnavailableError): falling back to the stored baseline judged it
 * against whatever that held, and with none the verdict was `no-baseline`, a green check that
 * measured nothing against anything (issue 50). A workflow that wants the stored baseline names it
 * (baseline-path), and then no base is fetched at all.
 */
export async function withPullRequestBase(
  readInput: (name: string) => string,
  payload: Record<string, unknown>,
  workspaceDir: string,
  log: { info: (line: string) => void },
): Promise<(name: string) => string> {
  const mode = readInput('mode').trim() || 'compare';
  const baseSha = (payload.pull_request as { base?: { sha?: unknown } } | undefined)?.base?.sha;
  if (mode !== 'compare' || typeof baseSha !== 'string') return readInput;
  // A base or a stored baseline file the workflow chose, under the inputs' current or former names.
  const chosen = [
    'base-source',
    'baseline-source',
    'base-servers-dir',
    'baseline-servers-dir',
    'baseline-path',
  ].some((name) => readInput(name).trim() !== '');
  const wanted = pairedDefaults(
    { source: readInput('source') || readInput('mion-source'), serversDir: readInput('servers-dir'), chosen },
    workspaceDir,
    PULL_REQUEST_BASE_DIR,
  );
  if (Object.keys(wanted).length === 0) return readInput;
  const base = await checkOutPullRequestBase(workspaceDir, baseSha);
  if ('why' in base) throw new BaseUnavailableError(baseSha, base.why);
  log.info(
    `paired mode: the base commit ${baseSha.slice(0, 12)} checked out into ${PULL_REQUEST_BASE_DIR} (${Object.entries(
      wanted,
    )
      .map(([name, value]) => `${name}: ${value}`)
      .join(', ')})`,
  );
  return (name) => (wanted as Record<string, string | undefined>)[name] ?? readInput(name);
}

/**
 * The pull request's base commit could not be had, and the workflow did not choose the stored
 * baseline: the gate cannot decide (verdict error), in one line that says why and how to give it
 * the base. A user's error to fix in the workflow, so no stack trace.
 */
export class BaseUnavailableError extends UserInputError {
  constructor(baseSha: string, why: string) {
    super(
      `paired mode could not get the pull request's base commit ${baseSha.slice(0, 12)}: ${why}. ` +
        'Give it the base: check out with fetch-depth: 0, or let the checkout keep a token that can read the repository ' +
        '(persist-credentials: true, or a token with contents: read), or name the base with base-source (baseline-source); ' +
        'to judge against the stored baseline instead, give baseline-path.',
    );
  }
  override name = 'BaseUnavailableError';
}
