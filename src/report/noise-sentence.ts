import type { GateOutcome } from '../gate/gate-types.ts';
import { noiseRowFor } from '../gate/noise-rate-row.ts';
import { RATES_BY_PAIR_SPREAD } from '../gate/rates-by-noise-table.ts';
import { formatPercent } from './format-numbers.ts';

/**
 * Where this run's noise falls among the runners the gate was simulated on (docs/statistics.md,
 * "Rates by noise"): its widest requests/s pair spread, and at that spread what an unchanged pull
 * request and a loss do. Said of paired wall time only, the model the table was simulated with.
 */
export function noiseSentence(gate: GateOutcome): string | undefined {
  const spreads = gate.metrics
    .filter((m) => m.mode === 'paired' && m.metric === 'requestsPerSecond' && m.spreadLog !== undefined)
    .map((m) => ({ scenario: m.scenario, spread: m.spreadLog! }));
  if (spreads.length === 0) return undefined;
  const widest = spreads.sort((a, b) => b.spread - a.spread)[0]!;
  return placeSpread(
    widest.spread,
    `Process pairs spread ${formatPercent(widest.spread)} here (widest: ${widest.scenario})`,
  );
}

/** `here` (what spread, measured where), then the simulated row that spread falls in. */
export function placeSpread(pairSpread: number, here: string): string {
  const row = noiseRowFor(RATES_BY_PAIR_SPREAD, pairSpread);
  if (!row)
    return `${here}, beyond the ${formatPercent(RATES_BY_PAIR_SPREAD.at(-1)!.pairSpread, 0)} the gate's rates were simulated at.`;
  const loss =
    row.lossCaught90 === undefined
      ? 'no loss the simulation tried'
      : `a loss of ${formatPercent(row.lossCaught90, 0)} or more in one scenario`;
  return (
    `${here}. On runners spreading up to ${formatPercent(row.pairSpread)}, the defaults fail ` +
    `${formatPercent(row.unchangedFails)} of unchanged pull requests (as too noisy, mostly) and fail ${loss} 9 times in 10 ` +
    '(docs/statistics.md, "Rates by noise").'
  );
}
