import { spawnSync } from 'node:child_process';

/** The commit being measured: the runner's GITHUB_SHA, else the checkout's HEAD, else nothing. */
export function readGitInfo(cwd: string): { commit?: string; ref?: string } {
  const commit = process.env.GITHUB_SHA ?? gitOutput(cwd, ['rev-parse', 'HEAD']);
  const ref = process.env.GITHUB_REF ?? gitOutput(cwd, ['rev-parse', '--abbrev-ref', 'HEAD']);
  return { ...(commit ? { commit } : {}), ...(ref ? { ref } : {}) };
}

function gitOutput(cwd: string, args: string[]): string | undefined {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', timeout: 5000 });
  return result.status === 0 ? result.stdout.trim() || undefined : undefined;
}
