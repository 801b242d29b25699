import type { RoundSample } from '../results/results-types.ts';

/**
 * The warning for a round whose load generator was CPU-bound, or none. Only a server loaded alone
 * gets it: its requests/s is then the client's ceiling, not the server's speed, and the results
 * table would say otherwise. Servers loaded together (paired mode's head and base) share the load
 * CPU by design, so their generators sit near their share of it in every round; the gate's
 * verdict rests on the ratio of the two, whose rates the calibration measured under exactly that
 * load (docs/statistics.md), so a warning there would contradict a verdict that holds.
 */
export function saturationWarning(
  server: string,
  scenario: string,
  sample: Pick<RoundSample, 'clientSaturated' | 'clientCpuPercent'>,
  serversLoadedTogether: number,
): string | undefined {
  if (!sample.clientSaturated || serversLoadedTogether > 1) return undefined;
  return (
    `load generator saturated on ${server} ${scenario} (client CPU ${Math.round(sample.clientCpuPercent)}%): ` +
    'these figures describe the client, not the server'
  );
}
