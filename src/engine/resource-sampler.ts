import pidusage from 'pidusage';

export interface ResourceSeries {
  memoryBytes: number[];
  cpuPercent: number[];
}

/**
 * Samples a process's memory (RSS) and CPU with pidusage every intervalMs until stopped.
 * A failed sample (the process just exited) is skipped, not fatal: the round's own error
 * counts say what happened.
 */
export function startSampling(pid: number, intervalMs: number): { stop(): Promise<ResourceSeries> } {
  const series: ResourceSeries = { memoryBytes: [], cpuPercent: [] };
  let stopped = false;
  let pending: Promise<void> = Promise.resolve();
  const sampleOnce = async () => {
    try {
      const stats = await pidusage(pid);
      series.memoryBytes.push(stats.memory);
      series.cpuPercent.push(stats.cpu);
    } catch {
      // The process may be gone; the caller learns that from the load result.
    }
  };
  const timer = setInterval(() => {
    if (!stopped) pending = sampleOnce();
  }, intervalMs);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await pending;
      return series;
    },
  };
}
