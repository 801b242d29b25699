import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Runs dist/index.js the way the runner does: INPUT_* variables (hyphens kept, upper-cased), an
 * event file, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, and GITHUB_API_URL pointing at a real
 * local server. Nothing of the test's own GITHUB_, RUNNER_ or INPUT_ variables leaks in.
 */
const ENTRY = new URL('../../dist/index.js', import.meta.url).pathname;

export interface ActionEvent {
  name: string;
  payload: unknown;
}

export interface ActionRun {
  exitCode: number | null;
  log: string;
  outputs: Record<string, string>;
  summary: string;
}

export interface ActionRunOptions {
  workspace: string;
  apiUrl: string;
  timeoutMs: number;
  /** Extra variables of the action's initial environment. */
  env?: Record<string, string>;
}

let runCount = 0;

export async function runAction(
  inputs: Record<string, string>,
  event: ActionEvent,
  options: ActionRunOptions,
): Promise<ActionRun> {
  const dir = join(options.workspace, `.run-${++runCount}`);
  const eventPath = `${dir}-event.json`;
  const outputPath = `${dir}-output.txt`;
  const summaryPath = `${dir}-summary.md`;
  writeFileSync(eventPath, JSON.stringify(event.payload));
  writeFileSync(outputPath, '');
  writeFileSync(summaryPath, '');
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(INPUT_|GITHUB_|RUNNER_)/.test(name)) env[name] = value;
  }
  Object.assign(env, {
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'mion/gate',
    GITHUB_API_URL: options.apiUrl,
    GITHUB_SERVER_URL: 'https://github.test',
    GITHUB_RUN_ID: '4242',
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    NO_PROXY: '127.0.0.1',
    ...options.env,
  });
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;

  const child = spawn(process.execPath, [ENTRY], { cwd: options.workspace, env, detached: true });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), options.timeoutMs);
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(timer);
  return {
    exitCode,
    log,
    outputs: parseOutputs(readFileSync(outputPath, 'utf8')),
    summary: readFileSync(summaryPath, 'utf8'),
  };
}

/** GITHUB_OUTPUT as @actions/core writes it: name<<DELIMITER, the value, DELIMITER. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const match of text.matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[match[1]!] = match[3]!;
  return outputs;
}
