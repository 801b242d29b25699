import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { GateOutcome } from '../../src/gate/gate-types.ts';
import { resultsMarker } from '../../src/publish/comment-marker.ts';
import {
  type CommentPayload,
  MAX_PAYLOAD_BYTES,
  readCommentPayload,
  writeCommentPayload,
} from '../../src/publish/comment-payload.ts';
import { createGitHubClient } from '../../src/publish/github-client.ts';
import { postCommentPayload } from '../../src/publish/post-comment-payload.ts';
import { DEFAULT_MAX_CHARS } from '../../src/report/markdown-report.ts';
import {
  MAX_COMPARISONS,
  MAX_NOTES,
  MAX_SCENARIOS,
  MAX_SERVERS,
  MAX_WARNINGS,
} from '../../src/results/item-limits.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';
import { FakeGitHubApi } from '../helpers/fake-github-api.ts';
import { workflowRunContext } from '../helpers/workflow-run-context.ts';
import { buildResults, PUBLISHED_SERVERS } from '../helpers/results-fixture.ts';
import { comparison, gateOutcome } from '../report/gate-fixture.ts';

const SHA = 'c'.repeat(40);
/** The marker the comment job computes, so that only the limit under test can refuse a payload. */
const marker = (results: ResultsFile) => resultsMarker(results, 'mion');
const scenarioNames = (count: number) => Array.from({ length: count }, (_, i) => `scenario-${i}`);

/** A real run's shape at the limits: as many scenarios, comparisons and notes as a payload may hold. */
function payloadAtLimits(): CommentPayload {
  const scenarios = scenarioNames(MAX_SCENARIOS);
  const results = buildResults({
    scenarios,
    servers: PUBLISHED_SERVERS.slice(0, 3),
    rounds: 1,
    roundsPerBlock: 1,
    durationSeconds: 1,
    sampleIntervalMs: 1000,
    warnings: Array.from({ length: 1_000 }, (_, i) => `load generator saturated in round ${i}`),
  });
  const metrics = scenarios.flatMap((scenario) =>
    (['requestsPerSecond', 'latencyMean', 'latencyP99'] as const).map((metric) => ({
      ...comparison(metric, 0.001, 0.002, 'unchanged'),
      scenario,
    })),
  );
  const gate = gateOutcome({
    verdict: 'regression',
    metrics: metrics.slice(0, MAX_COMPARISONS),
    notes: Array.from({ length: MAX_NOTES }, (_, i) => `note ${i}`),
  });
  return { schemaVersion: 2, pullRequestNumber: 12, headSha: SHA, marker: marker(results), results, gate };
}

describe('item limits: what a payload may hold, and what the comment job refuses', () => {
  let api: FakeGitHubApi;
  let dir: string;
  let payloadPath: string;

  before(async () => {
    api = await FakeGitHubApi.start();
    dir = mkdtempSync(join(tmpdir(), 'payload-item-limits-'));
    payloadPath = join(dir, 'payload.json');
  });
  after(async () => {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    api.reset();
    api.pullRequests.set(12, { headSha: SHA, headRepository: 'mion/gate' });
  });

  it(`a payload of ${MAX_SCENARIOS} scenarios, ${MAX_NOTES} notes and a comparison per scenario and metric is posted, fitted to a comment`, async () => {
    const payload = payloadAtLimits();
    writeCommentPayload(payloadPath, payload);
    const client = createGitHubClient('t', { apiUrl: api.url, warn: () => {} });
    const posted = await postCommentPayload(client, workflowRunContext(SHA), payloadPath);
    assert.equal(posted?.action, 'created');
    const body = api.issueComments(12)[0]?.body ?? '';
    assert.match(body, /### ❌ /, 'the verdict heads it');
    assert.ok(body.length <= DEFAULT_MAX_CHARS + 1_000, `${body.length} characters`);
    assert.match(body, /_Shortened to fit a GitHub comment: left out [^_]*charts/);
  });

  /** A payload of one tiny scenario, changed by `edit` until one list is one item over its limit. */
  const overLimit: [field: string, limit: number, edit: (results: ResultsFile, gate: GateOutcome) => void][] =
    [
      [
        '/results/settings/scenarios',
        MAX_SCENARIOS,
        (results) => (results.settings.scenarios = scenarioNames(MAX_SCENARIOS + 1)),
      ],
      [
        '/results/settings/servers',
        MAX_SERVERS,
        (results) => (results.settings.servers = Array.from({ length: MAX_SERVERS + 1 }, (_, i) => `s${i}`)),
      ],
      [
        '/results/servers',
        MAX_SERVERS,
        (results) => (results.servers = Array(MAX_SERVERS + 1).fill(results.servers[0])),
      ],
      [
        '/results/scenarios/0/servers',
        MAX_SERVERS,
        (results) =>
          (results.scenarios[0]!.servers = Array(MAX_SERVERS + 1).fill(results.scenarios[0]!.servers[0])),
      ],
      [
        '/results/warnings',
        MAX_WARNINGS,
        (results) => (results.warnings = Array(MAX_WARNINGS + 1).fill('w')),
      ],
      ['/gate/notes', MAX_NOTES, (_, gate) => (gate.notes = Array(MAX_NOTES + 1).fill('n'))],
      [
        '/gate/metrics',
        MAX_COMPARISONS,
        (_, gate) => (gate.metrics = Array(MAX_COMPARISONS + 1).fill(gate.metrics[0])),
      ],
    ];
  for (const [field, limit, edit] of overLimit) {
    it(`refuses ${field} over ${limit} items, in one line naming the field`, async () => {
      const results = buildResults({ servers: PUBLISHED_SERVERS.slice(0, 2), rounds: 1, roundsPerBlock: 1 });
      const gate = gateOutcome();
      edit(results, gate);
      writeCommentPayload(payloadPath, {
        schemaVersion: 2,
        pullRequestNumber: 12,
        headSha: SHA,
        marker: marker(results),
        results,
        gate,
      });
      await assert.rejects(readCommentPayload(payloadPath), {
        name: 'UserInputError',
        message: `comment payload ${payloadPath}: ${field} must NOT have more than ${limit} items`,
      });
    });
  }

  it('refuses 31,000 scenarios, under the byte cap, by the item limit, in one line', async () => {
    const results = buildResults({ servers: PUBLISHED_SERVERS.slice(0, 2), rounds: 1, roundsPerBlock: 1 });
    // The issue's attack: tiny entries, as many as fit under the byte cap.
    results.scenarios = Array.from({ length: 31_000 }, () => ({ scenario: 'a', servers: [] }));
    writeCommentPayload(payloadPath, {
      schemaVersion: 2,
      pullRequestNumber: 12,
      headSha: SHA,
      marker: marker(results),
      results,
    });
    assert.ok(statSync(payloadPath).size <= MAX_PAYLOAD_BYTES, 'only the item limit can refuse it');
    await assert.rejects(readCommentPayload(payloadPath), {
      name: 'UserInputError',
      message: `comment payload ${payloadPath}: /results/scenarios must NOT have more than ${MAX_SCENARIOS} items`,
    });
  });
});
