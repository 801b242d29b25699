import assert from 'node:assert/strict';
import { test } from 'node:test';
import { environmentItems } from '../../src/report/environment-summary.ts';
import { buildResults } from '../helpers/results-fixture.ts';

function pinningLine(pinning: ReturnType<typeof buildResults>['settings']['pinning']): string | undefined {
  const results = buildResults();
  return environmentItems({ ...results, settings: { ...results.settings, pinning } }).find(
    (item) => item.label === 'CPU pinning',
  )?.value;
}

test('the pinning line names the load generator threads when there are several, and stays as published with one', () => {
  assert.equal(
    pinningLine({ enabled: true, serverCpus: '0-1', loadGeneratorCpus: '2-3', loadGeneratorThreads: 2 }),
    'servers on CPUs 0-1, load generator on CPUs 2-3 (2 autocannon threads)',
  );
  assert.equal(
    pinningLine({ enabled: true, serverCpus: '0', loadGeneratorCpus: '1' }),
    'servers on CPUs 0, load generator on CPUs 1',
  );
  assert.equal(pinningLine({ enabled: false, reason: 'only 1 CPU available' }), 'off: only 1 CPU available');
});

test("the checkout's commit is its own line, never said to be the tool's", () => {
  const results = buildResults();
  const items = environmentItems({ ...results, git: { ...results.git, pullRequestHead: 'f00d' } });
  const value = (label: string) => items.find((item) => item.label === label)?.value;
  assert.doesNotMatch(value('Tool') ?? '', /abc1234/);
  assert.equal(value('Checkout'), 'abc1234 (refs/pull/12/merge), pull request head f00d');
});
