import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pairedDesign } from '../../src/gate/gate-design.ts';
import type { GateOutcome } from '../../src/gate/gate-types.ts';
import { sideFiguresOf, sideKey } from '../../src/report/side-figures.ts';
import { baseServerName } from '../../src/servers/base-side.ts';
import { gateSettings, syntheticResults } from '../helpers/synthetic-results.ts';

test("Base and Head are the pairs' geometric means: finite over 128 pairs, and Head / Base is the change", () => {
  const gate = gateSettings();
  const base = baseServerName(gate.subject);
  // Processes of two speeds on both sides, as on a busy runner: the sides' medians would fall on
  // either speed, far from the pairs' change.
  const results = syntheticResults({
    scenarios: {
      hello: Array.from({ length: 128 }, (_, index) => {
        const slow = index % 2 === 0 ? 0.8 : 1;
        return { [gate.subject]: 34_000 * slow * (1 + 0.01 * Math.sin(index)), [base]: 35_000 * slow };
      }),
    },
  });
  const metrics = pairedDesign(gate, base).compare(results, 'current run');
  const outcome = { subject: gate.subject, metrics } as GateOutcome;
  const figures = sideFiguresOf(results, outcome).get(sideKey(metrics[0]!))!;
  assert.ok(Number.isFinite(figures.base) && Number.isFinite(figures.head), JSON.stringify(figures));
  assert.ok(Math.abs(figures.head / figures.base - 1 - metrics[0]!.estimates.paired!.estimate) < 1e-9);
});
