import { spawn } from 'node:child_process';
import { childEnvironment } from './child-environment.ts';
import { killGroupQuietly, trackProcessGroup, untrackProcessGroup } from './process-registry.ts';

export interface CommandResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

export interface RunCommandOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
}

const OUTPUT_TAIL_CHARS = 4000;

/**
 * Runs a program with an argument array: no shell ever sees the arguments, so names and
 * paths from inputs cannot be interpreted as shell syntax. The child gets its own process
 * group, so a timeout or a signal to us stops everything it started.
 */
export function runCommand(
  command: string,
  args: string[],
  options: RunCommandOptions,
): Promise<CommandResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? childEnvironment(),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const keepTail = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
    };
    child.stdout.on('data', keepTail);
    child.stderr.on('data', keepTail);
    if (child.pid !== undefined) trackProcessGroup(child.pid);
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            output += `\n(stopped after ${options.timeoutMs} ms)`;
            if (child.pid !== undefined) killGroupQuietly(child.pid);
          }, options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`could not start ${command}: ${error.message}`));
    });
    child.on('close', (exitCode, signal) => {
      clearTimeout(timer);
      if (child.pid !== undefined) untrackProcessGroup(child.pid);
      resolvePromise({ exitCode, signal, output });
    });
  });
}

/** The last non-empty line of a command's output: usually the one that says what went wrong. */
export function lastLines(output: string, count = 3): string {
  return output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(-count)
    .join(' | ');
}
