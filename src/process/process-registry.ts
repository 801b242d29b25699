/**
 * Every process group the run starts (servers, load generators, installs) is listed here,
 * so that one call stops them all: after a block, on an error, or on SIGINT/SIGTERM.
 */
const liveGroups = new Set<number>();

export function trackProcessGroup(pid: number): void {
  liveGroups.add(pid);
}

export function untrackProcessGroup(pid: number): void {
  liveGroups.delete(pid);
}

export function killAllTrackedGroups(): void {
  for (const pid of liveGroups) killGroupQuietly(pid);
  liveGroups.clear();
}

export function trackedGroupCount(): number {
  return liveGroups.size;
}

let handlersInstalled = false;

/**
 * On SIGINT or SIGTERM: stop every child group, then exit non-zero (128 + signal number,
 * as a shell would report it). Files are only ever written by rename, so nothing partial remains.
 */
export function stopChildrenOnSignals(onSignal: (signal: NodeJS.Signals) => void = () => {}): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  const exitCodes: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 130, SIGTERM: 143 };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      killAllTrackedGroups();
      onSignal(signal);
      process.exit(exitCodes[signal]);
    });
  }
  process.on('exit', killAllTrackedGroups);
}

export function killGroupQuietly(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone: nothing to stop.
  }
}
