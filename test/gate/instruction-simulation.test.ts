import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pairedDesign } from '../../src/gate/gate-design.ts';
import { firstLookProcesses } from '../../src/gate/gate-defaults.ts';
import type { GateOutcome } from '../../src/gate/gate-types.ts';
import { runSequentialGate } from '../../src/gate/sequential-gate.ts';
import { baseServerName } from '../../src/servers/base-side.ts';
import { countedRun, type InstructionNoise } from '../helpers/instruction-noise.ts';
import { seededRandom, type SeededRandom } from '../helpers/seeded-random.ts';
import { gateSettings } from '../helpers/synthetic-results.ts';

/**
 * The real sequential gate of --measure instructions (paired, its defaults), fed by counted
 * processes drawn from the noise measured on mion v0.8.10 (hello, main thread, Node 24):
 * MEASURED_NOISE is fitted to `npm run bench:instructions` (docs/calibration.md).
 */
export const MEASURED_NOISE: InstructionNoise = {
  processLogSd: 0.0012,
  highStateProbability: 0.25,
  highStateLog: Math.log(104_153 / 95_900),
};
const MION_INSTRUCTIONS = 95_900;
const GATES = 1000;

const gate = gateSettings({ measure: 'instructions', maxProcesses: 8 });
const base = baseServerName(gate.subject);

async function simulate(random: SeededRandom, noise: InstructionNoise, trueChange: number) {
  const run = (processes: number) =>
    countedRun({
      random,
      noise,
      processes,
      servers: { [gate.subject]: MION_INSTRUCTIONS * (1 + trueChange), [base]: MION_INSTRUCTIONS },
    });
  const design = pairedDesign(gate, base);
  const initial = run(firstLookProcesses(gate, design.sampling));
  const outcome = await runSequentialGate({
    ...design,
    initial,
    gate,
    nowMs: () => 0,
    measureMore: async (processes) => run(processes),
  });
  const firstInterval = design.compare(initial, 'first look')[0]!.estimates.paired!;
  return { outcome, firstInterval };
}

async function rates(noise: InstructionNoise, trueChange: number, seed: number) {
  const random = seededRandom(seed);
  const verdicts: Record<GateOutcome['verdict'], number> = {
    pass: 0,
    inconclusive: 0,
    regression: 0,
    error: 0,
    'no-baseline': 0,
  };
  let covered = 0;
  for (let index = 0; index < GATES; index++) {
    const { outcome, firstInterval } = await simulate(random, noise, trueChange);
    verdicts[outcome.verdict]++;
    if (firstInterval.lower <= trueChange && trueChange <= firstInterval.upper) covered++;
  }
  const fraction = (count: number) => count / GATES;
  return {
    pass: fraction(verdicts.pass),
    inconclusive: fraction(verdicts.inconclusive),
    regression: fraction(verdicts.regression),
    error: fraction(verdicts.error),
    coverage: fraction(covered),
  };
}

test('instructions, measured noise: the rates the README quotes', { timeout: 300_000 }, async (t) => {
  for (const trueChange of [0, 0.005, 0.01, 0.02]) {
    const result = await rates(MEASURED_NOISE, trueChange, 7 + trueChange * 1000);
    t.diagnostic(`+${trueChange * 100}%: ${JSON.stringify(result)}`);
  }
});
