import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { profiledScenarios } from '../../src/profile/profile-plan.ts';
import { renderMarkdownReport } from '../../src/report/markdown-report.ts';
import { renderWhereSection } from '../../src/report/where-section.ts';
import { readResultsFile, writeResultsFile } from '../../src/results/results-file.ts';
import type { ScenarioWhere } from '../../src/results/where-it-changed.ts';
import { buildResults } from '../helpers/results-fixture.ts';
import { comparison, gateOutcome } from '../report/gate-fixture.ts';

const dir = mkdtempSync(join(tmpdir(), 'perf-gate-where-report-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const PROFILED: ScenarioWhere = {
  scenario: 'update-user',
  measure: 'wall-time',
  durationSeconds: 4,
  artifacts: {
    headProfiles: ['/w/perf-gate-results/profiles/update-user/pair-1-head.cpuprofile'],
    baseProfiles: ['/w/perf-gate-results/profiles/update-user/pair-1-base.cpuprofile'],
    flameGraph: '/w/perf-gate-results/profiles/update-user/differential-flame-graph.html',
  },
  pairs: 5,
  confidence: 0.95,
  headTotalPerRequest: 96.4,
  baseTotalPerRequest: 91.2,
  totalChange: { mean: 5.2, lower: 4.1, upper: 6.3 },
  rows: [
    {
      fn: {
        name: 'validateParametersOrThrow',
        file: 'node_modules/@mionjs/router/.dist/esm/src/dispatch.js',
        line: 120,
        column: 35,
      },
      source: { file: 'node_modules/@mionjs/router/src/dispatch.ts', line: 177 },
      headPerRequest: 4.9,
      basePerRequest: 0.4,
      change: { mean: 4.5, lower: 4.2, upper: 4.8 },
    },
    {
      fn: { name: 'writev', file: '', line: 0, column: 0 },
      headPerRequest: 10.2,
      basePerRequest: 10.0,
      change: { mean: 0.2, lower: -0.4, upper: 0.8 },
    },
    {
      fn: { name: 'is_J5f97j', file: '', line: 3, column: 20 },
      headPerRequest: 10.2,
      basePerRequest: 10.0,
      change: { mean: 0.2, lower: -0.4, upper: 0.8 },
    },
  ],
  functionsCompared: 412,
  functionsOutsideZero: 19,
  explainedShare: 0.9,
};

describe('the report says where the time changed', () => {
  it('lists each function with its change, interval and the file a maintainer edits, and the share explained', () => {
    const text = renderWhereSection([PROFILED], false)!;
    assert.match(text, /^#### Where the time changed, by function/);
    assert.match(
      text,
      /\| validateParametersOrThrow \| @\u200d?mionjs\/router\/src\/dispatch\.ts:177 \| \+4\.50 \(\+4\.20 to \+4\.80\) \| 4\.90 \/ 0\.40 \|/,
    );
    assert.match(text, /\| writev \| \(native\) \| \+0\.20 \(−0\.40 to \+0\.80\) \|/);
    assert.match(text, /\| is\\_J5f97j \| \(compiled at run time\) \|/);
    assert.match(text, /The 3 functions listed explain 90% of the total change\./);
    assert.match(
      text,
      /head 96\.4 µs against base 91\.2 µs: \+5\.20 \(\+4\.10 to \+6\.30\) µs \(95% interval over 5 process pairs/,
    );
    assert.match(text, / profiles\/update-user\/, beside the results file/);
  });

  it('is folded on a pass, and gives the reason for a scenario it could not profile', () => {
    const text = renderWhereSection(
      [PROFILED, { scenario: 'hello', measure: 'wall-time', error: 'the base crashed' }],
      true,
    )!;
    assert.match(text, /^<details><summary>Where the time changed, by function<\/summary>/);
    assert.match(text, /\*\*hello\*\*: not profiled: the base crashed/);
    assert.equal(renderWhereSection([], false), undefined);
  });

  it('stands right under the verdict in the comment, and survives the results file', () => {
    const results = { ...buildResults(), where: [PROFILED] };
    const path = join(dir, 'results.json');
    writeResultsFile(path, results);
    assert.deepEqual(readResultsFile(path).where, [PROFILED]);
    const report = renderMarkdownReport({ results, gate: gateOutcome({ verdict: 'regression' }) });
    const verdictAt = report.indexOf('### ');
    const whereAt = report.indexOf('#### Where the time changed');
    const firstScenarioAt = report.indexOf('### Scenario:');
    assert.ok(verdictAt >= 0 && verdictAt < whereAt && whereAt < firstScenarioAt, report.slice(0, 400));
  });

  it('refuses a results file whose where is malformed', () => {
    const path = join(dir, 'bad.json');
    const bad = { ...buildResults(), where: [{ ...PROFILED, totalChange: { mean: 'fast' } }] };
    writeResultsFile(path, bad as never);
    assert.throws(() => readResultsFile(path), /where/);
  });
});

describe('which scenarios are profiled', () => {
  const gate = gateOutcome({
    verdict: 'regression',
    metrics: [
      { ...comparison('requestsPerSecond', -0.08, -0.08, 'regression'), scenario: 'heavy-validation' },
      { ...comparison('requestsPerSecond', 0.0, 0.0, 'unchanged'), scenario: 'hello' },
      { ...comparison('requestsPerSecond', -0.03, -0.03, 'inconclusive'), scenario: 'update-user' },
    ],
  });
  it('auto: the scenarios that did not pass; always: every one; never: none', () => {
    assert.deepEqual(profiledScenarios(gate, 'auto'), ['heavy-validation', 'update-user']);
    assert.deepEqual(profiledScenarios(gate, 'always'), ['heavy-validation', 'hello', 'update-user']);
    assert.deepEqual(profiledScenarios(gate, 'never'), []);
  });
  it("auto leaves out a scenario that failed for the head's crashes alone, not one that is also slower", () => {
    const crashed = { headOnly: 2, baseOnly: 0 };
    const crashing = gateOutcome({
      verdict: 'regression',
      metrics: [
        {
          ...comparison('requestsPerSecond', -0.01, -0.01, 'regression'),
          scenario: 'hello',
          failures: crashed,
        },
        {
          ...comparison('requestsPerSecond', -0.09, -0.09, 'regression'),
          scenario: 'heavy-validation',
          failures: crashed,
        },
      ],
    });
    assert.deepEqual(profiledScenarios(crashing, 'auto'), ['heavy-validation']);
    assert.deepEqual(profiledScenarios(crashing, 'always'), ['hello', 'heavy-validation']);
  });
});
