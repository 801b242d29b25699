import type { GateSettings } from '../../src/config/config.ts';
import { firstLookProcesses } from '../../src/gate/gate-defaults.ts';
import { pairedDesign } from '../../src/gate/gate-design.ts';
import { decidingChange } from '../../src/gate/gate-types.ts';
import { runSequentialGate } from '../../src/gate/sequential-gate.ts';
import type { ScenarioName } from '../../src/scenarios/scenario.ts';
import { baseServerName } from '../../src/servers/base-side.ts';
import { pickOne, seededRandom } from '../../src/stats/seeded-random.ts';
import { twoLevelRun, type TwoLevelNoise } from './two-level-noise.ts';

export interface CoverageOptions {
  gate: GateSettings;
  scenarios: ScenarioName[];
  /** One noise model, or a calibration's fitted trials: each gate then draws one. */
  noise: TwoLevelNoise | TwoLevelNoise[];
  /** The true change of the head in every scenario, e.g. -0.03. */
  trueChange: number;
  gates: number;
  seed: number;
}

/**
 * The share of simulated paired pull requests in which the intervals of every scenario, at every
 * look the real sequential gate takes, cover the true change together: the claim the comment's
 * "Interval (95% for all 3 at once)" makes. The confirmation is a fresh look judged by its
 * estimate alone, so its intervals are not part of the claim.
 */
export async function simultaneousCoverage(options: CoverageOptions): Promise<number> {
  const { gate, scenarios, noise, trueChange, gates } = options;
  const random = seededRandom(options.seed);
  const base = baseServerName(gate.subject);
  const design = pairedDesign(gate, base);
  let allCovered = 0;
  for (let index = 0; index < gates; index++) {
    const gateNoise = Array.isArray(noise) ? pickOne(random, noise) : noise;
    const run = (processes: number, measured = scenarios) =>
      twoLevelRun({
        random,
        noise: gateNoise,
        processes,
        scenarios: measured,
        servers: { [gate.subject]: 35_000 * (1 + trueChange), [base]: 35_000 },
        runOffsetLog: 0,
      });
    let covered = true;
    await runSequentialGate({
      ...design,
      initial: run(firstLookProcesses(gate)),
      gate,
      nowMs: () => 0,
      measureMore: async (processes, measured) => run(processes, measured),
      compare: (file, label) => {
        const metrics = design.compare(file, label);
        if (label !== 'confirmation processes') {
          for (const metric of metrics) {
            const change = decidingChange(metric);
            if (!(change.lower <= trueChange && trueChange <= change.upper)) covered = false;
          }
        }
        return metrics;
      },
    });
    if (covered) allCovered++;
  }
  return allCovered / gates;
}
