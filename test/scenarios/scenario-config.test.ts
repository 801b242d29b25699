import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildConfig, type BuildConfigContext } from '../../src/config/build-config.ts';
import { UserInputError } from '../../src/user-input-error.ts';
import { BUILT_IN_SCENARIOS_PATH, REPO_ROOT } from '../../src/repo-paths.ts';

const context: BuildConfigContext = {
  command: 'compare',
  defaultServersDir: '/servers',
  defaultScenariosFile: BUILT_IN_SCENARIOS_PATH,
  listServers: () => ['http-node', 'mion', 'plain-node', 'tiny-router'],
  workspaceDir: REPO_ROOT,
  confineToWorkspace: false,
  label: (option) => `--${option}`,
};
const OWN_SCENARIOS = join('examples', 'own-server', 'scenarios.yaml');

test('all means the three built-in scenarios, in the file order, and per-scenario thresholds reach heavy-validation', () => {
  const config = buildConfig({ 'rps-threshold': '5%,heavy-validation=3%' }, context);
  assert.deepEqual(config.load.scenarios, ['hello', 'update-user', 'heavy-validation']);
  assert.equal(config.load.scenariosFile, BUILT_IN_SCENARIOS_PATH);
  assert.deepEqual(config.gate.rpsThresholdByScenario, { 'heavy-validation': 0.03 });
  assert.equal(config.gate.rpsThreshold, 0.05);
});

test("a scenarios file of one's own replaces the built-in ones: its names are the known ones", () => {
  const own = {
    'scenarios-file': OWN_SCENARIOS,
    servers: 'plain-node,tiny-router',
    subject: 'tiny-router',
    reference: 'plain-node',
  };
  assert.deepEqual(buildConfig(own, context).load.scenarios, ['get-item', 'place-order']);
  assert.deepEqual(
    buildConfig({ ...own, scenario: 'place-order', 'latency-threshold': 'place-order=8%' }, context).gate
      .latencyThresholdByScenario,
    { 'place-order': 0.08 },
  );
  assert.throws(
    () => buildConfig({ ...own, scenario: 'hello' }, context),
    (error: unknown) =>
      error instanceof UserInputError &&
      error.message === '--scenario: unknown scenario "hello" (known: get-item, place-order, all)',
  );
  assert.throws(
    () => buildConfig({ ...own, 'rps-threshold': 'update-user=3%' }, context),
    /--rps-threshold: unknown scenario "update-user" in "update-user=3%" \(known: get-item, place-order\)/,
  );
});
