import { spawn } from 'node:child_process';
import { childEnvironment } from '../process/child-environment.ts';
import { killGroupQuietly, trackProcessGroup, untrackProcessGroup } from '../process/process-registry.ts';
import { LOAD_WORKER_PATH } from '../repo-paths.ts';
import { pinnedCommand } from './cpu-pinning.ts';
import type { LoadAnswer, LoadRequest } from './load-request.ts';
import { startSampling, type ResourceSeries } from './resource-sampler.ts';

export interface LoadRoundOutcome {
  answer: LoadAnswer;
  server: ResourceSeries;
  clientCpuPercent: number;
}

/** Beyond the round's own duration: worker start-up plus autocannon's last request time-outs. */
const WORKER_GRACE_MS = 20_000;

/**
 * One round: the load worker hits the server for durationSeconds while pidusage samples the
 * server and the worker. Rejects when the worker fails or overruns, never leaving it behind.
 */
export async function runLoadRound(
  request: LoadRequest,
  serverPid: number,
  options: { cpus?: string; sampleIntervalMs: number; nodePath: string },
): Promise<LoadRoundOutcome> {
  const [command, args] = pinnedCommand(options.cpus, options.nodePath, [
    LOAD_WORKER_PATH,
    JSON.stringify(request),
  ]);
  const worker = spawn(command, args, {
    env: childEnvironment(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const workerPid = worker.pid;
  if (workerPid === undefined) throw new Error('could not start the load worker');
  trackProcessGroup(workerPid);
  const serverSampler = startSampling(serverPid, options.sampleIntervalMs);
  const clientSampler = startSampling(workerPid, options.sampleIntervalMs);
  let stdout = '';
  let stderr = '';
  worker.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  worker.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const overrunTimer = setTimeout(
    () => killGroupQuietly(workerPid),
    request.durationSeconds * 1000 + WORKER_GRACE_MS,
  );
  const exitCode = await new Promise<number | null>((resolvePromise) => worker.on('close', resolvePromise));
  clearTimeout(overrunTimer);
  untrackProcessGroup(workerPid);
  const [server, client] = await Promise.all([serverSampler.stop(), clientSampler.stop()]);
  if (exitCode !== 0) {
    throw new Error(`load generator failed (exit ${exitCode}): ${stderr.trim() || 'no output'}`);
  }
  const lastLine = stdout.trim().split('\n').at(-1) ?? '';
  return { answer: JSON.parse(lastLine) as LoadAnswer, server, clientCpuPercent: meanOf(client.cpuPercent) };
}

function meanOf(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}
