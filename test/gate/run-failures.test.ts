import assert from 'node:assert/strict';
import { test } from 'node:test';
import { aloneFailure, failedProcesses, sumFailures, withRunFailures } from '../../src/gate/run-failures.ts';
import { exitCodeFor } from '../../src/gate/verdict-exit-code.ts';
import { summariseGate } from '../../src/report/gate-summary.ts';
import { baseServerName } from '../../src/servers/base-side.ts';
import type { GateOutcome } from '../../src/gate/gate-types.ts';
import { gateOutcome } from '../report/gate-fixture.ts';
import { gateSettings, syntheticResults, type SyntheticRounds } from '../helpers/synthetic-results.ts';

const gate = gateSettings();
const head = gate.subject;
const base = baseServerName(head);

/** 8 process pairs, all answering, but the head fails in `headFails` of them and the base in `baseFails`. */
function pairs(headFails: number[], baseFails: number[] = []): SyntheticRounds {
  return Array.from({ length: 8 }, (_, block) => ({
    [head]: { requestsPerSecond: 10_000, valid: !headFails.includes(block) },
    [base]: { requestsPerSecond: 10_000, valid: !baseFails.includes(block) },
  }));
}

const passing: GateOutcome = { ...gateOutcome({ verdict: 'pass' }), mode: 'paired' };

test('one crash of the head in each of three scenarios is three processes where the base did not fail, summed', () => {
  const file = syntheticResults({
    scenarios: { hello: pairs([1]), 'update-user': pairs([4]), 'heavy-validation': pairs([6], [2]) },
  });
  file.scenarios[0]!.servers.find((entry) => entry.server === head)!.rounds[1]!.invalidReason =
    'crashed during a round: mion exited with code 1';
  const failures = failedProcesses(file, head, base, "the gate's process pairs");
  assert.deepEqual(failures, {
    headOnly: 3,
    baseOnly: 1,
    evidence: "the gate's process pairs, process 2: hello: crashed during a round: mion exited with code 1",
  });
  const judged = withRunFailures(passing, failures);
  assert.equal(judged.verdict, 'regression');
  assert.equal(exitCodeFor(judged, { gate: { failOnInconclusive: false } }), 1);
});

test('a process that crashed is counted once, however many scenarios it then missed', () => {
  // Block 3 of the head crashed in hello and was not there for the two scenarios after it.
  const file = syntheticResults({
    scenarios: { hello: pairs([3]), 'update-user': pairs([3]), 'heavy-validation': pairs([3]) },
  });
  assert.equal(failedProcesses(file, head, base, 'pairs').headOnly, 1);
  // Failing in the same process on both sides is the machine's, not the head's.
  const both = syntheticResults({ scenarios: { hello: pairs([3], [3]) } });
  assert.deepEqual(failedProcesses(both, head, base, 'pairs'), { headOnly: 0, baseOnly: 0 });
});

test('one crash more than the base fails the check; as many as the base leave the verdict alone', () => {
  const once = withRunFailures(passing, {
    headOnly: 1,
    baseOnly: 0,
    evidence: 'profiling, process 1: crashed',
  });
  assert.equal(once.verdict, 'regression');
  const even = withRunFailures(passing, { headOnly: 1, baseOnly: 1 });
  assert.equal(even.verdict, 'pass');
  assert.deepEqual(even.headFailures, { headOnly: 1, baseOnly: 1 });
  assert.equal(withRunFailures(passing, { headOnly: 0, baseOnly: 0 }).headFailures, undefined);
  // Against a stored baseline there is no base in the run to count against.
  assert.equal(
    withRunFailures({ ...passing, mode: 'stored-baseline' }, { headOnly: 2, baseOnly: 0 }).verdict,
    'pass',
  );
});

test('a crash in the comparison table, where the base does not run, counts against the head and heads the report', () => {
  const table = syntheticResults({ scenarios: { hello: [{ [head]: 10_000 }] } });
  assert.deepEqual(aloneFailure(table, head, 'the comparison table'), { headOnly: 0, baseOnly: 0 });
  table.servers[0] = {
    ...table.servers[0]!,
    status: 'failed',
    failure: { stage: 'load', message: 'crashed during a round: mion exited with code 1' },
  };
  const gatePairs = syntheticResults({ scenarios: { hello: pairs([]) } });
  const failures = sumFailures([
    aloneFailure(table, head, 'the comparison table'),
    failedProcesses(gatePairs, head, base, "the gate's process pairs"),
  ]);
  assert.deepEqual(failures, {
    headOnly: 1,
    baseOnly: 0,
    evidence: 'the comparison table: load failed: crashed during a round: mion exited with code 1',
  });
  const summary = summariseGate(withRunFailures(passing, failures));
  assert.match(summary.title, /^The head crashed in 1 process where the base did not \(base: 0\)$/);
  assert.match(
    summary.reasons[0]!,
    /the head failed in 1 process where the base did not.*First: the comparison table: load failed: crashed during a round/,
  );
});
