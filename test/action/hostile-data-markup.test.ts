import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { encodeIntoCompressedBase64 } from 'hdr-histogram-js';
import { UserInputError } from '../../src/user-input-error.ts';
import { newLatencyHistogram } from '../../src/results/latency-histogram.ts';
import { runMerge } from '../../src/merge/run-merge.ts';
import { type CommentPayload, readCommentPayload } from '../../src/publish/comment-payload.ts';
import { createGitHubClient } from '../../src/publish/github-client.ts';
import { resultsMarker } from '../../src/publish/comment-marker.ts';
import { postCommentPayload } from '../../src/publish/post-comment-payload.ts';
import { renderMarkdownReport } from '../../src/report/markdown-report.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import { FakeGitHubApi } from '../helpers/fake-github-api.ts';
import { workflowRunContext } from '../helpers/workflow-run-context.ts';
import {
  HOSTILE_TEXT,
  type Json,
  assertNoMarkupFromData,
  linkHrefs,
  replaceStrings,
  restoreRefusedFields,
} from '../helpers/hostile-text.ts';

/**
 * A fork controls every string of the data the trusted jobs render: the comment payload
 * (`mode: comment`) and the shard files (`merge`). Each string is replaced with HOSTILE_TEXT; the
 * schemas may refuse a field (one line naming it, nothing written), and what they accept must
 * render, through a real markdown parser, with none of the text's markup. The shard is a real one:
 * test/fixtures/shard-with-where.json (docs/comment.md says how it was recorded), with a Where
 * section of each measure.
 */
const SHARD: ResultsFile = JSON.parse(
  readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'shard-with-where.json'), 'utf8'),
) as ResultsFile;

/**
 * The shard as a run at a rate writes it (--rate): its rate settings and an open-loop record on every
 * round, so the walk reaches the strings a rate adds (the capacity's server, the histograms).
 */
function atRate(file: ResultsFile): ResultsFile {
  const histogram = newLatencyHistogram();
  for (const latencyUs of [80, 90, 100, 120, 2_000]) histogram.recordValue(latencyUs);
  const encoded = encodeIntoCompressedBase64(histogram);
  const scenarios = file.scenarios.map((scenario) => scenario.scenario);
  return {
    ...file,
    settings: {
      ...file.settings,
      rate: { shareOfCapacity: 0.5 },
      ratePerSecondByScenario: Object.fromEntries(scenarios.map((scenario) => [scenario, 5000])),
      capacity: {
        server: file.settings.baseServer ?? file.settings.subject ?? 'mion',
        perSecondByScenario: Object.fromEntries(scenarios.map((scenario) => [scenario, 10_000])),
      },
    },
    scenarios: file.scenarios.map((scenario) => ({
      ...scenario,
      servers: scenario.servers.map((server) => ({
        ...server,
        rounds: server.rounds.map((round) => ({
          ...round,
          atRate: {
            ratePerSecond: 5000,
            achievedPerSecond: 4990,
            waitedForConnection: 0,
            resentAfterClose: 1,
            latencyHistogram: encoded,
            generatorLagUs: { p50: 2, p99: 900, max: 3000 },
          },
        })),
      })),
    })),
  };
}

/** A run's standings against main's history (history/main-standing.ts), as a pull request writes them. */
const MAIN_HISTORY: ResultsFile['mainHistory'] = [
  {
    scenario: 'hello',
    measure: 'instructions',
    head: 95_000,
    commits: 3,
    median: 94_900,
    low: 94_800,
    high: 95_100,
    latestCommit: 'abcdef1',
    change: 0.001,
  },
  {
    scenario: 'update-user',
    measure: 'instructions',
    head: 123_000,
    commits: 0,
    none: 'other-conditions',
  },
];

/** The strings a rate adds were walked, and none of them stayed free text: the schema holds them to patterns. */
function assertRateWalked(walked: string[], free: string[], root: string): void {
  for (const path of [
    `${root}/settings/capacity/server`,
    `${root}/scenarios/0/servers/0/rounds/0/atRate/latencyHistogram`,
  ]) {
    assert.ok(walked.includes(path), `${path} was walked`);
    assert.ok(!free.includes(path), `${path} takes no free text`);
  }
}

describe('data a pull request controls renders as text', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'hostile-data-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('the recorded shard has a Where section of each measure, so the walk reaches both', () => {
    assert.deepEqual([...new Set((SHARD.where ?? []).map((where) => where.measure))].sort(), [
      'instructions',
      'wall-time',
    ]);
    assert.ok(SHARD.gate, 'a shard carries its verdict');
  });

  it('merge: every string of a shard file is refused, naming it, or rendered inert', async () => {
    const shard = { ...atRate(SHARD), mainHistory: MAIN_HISTORY };
    const hostile = structuredClone(shard) as unknown as Json;
    const restores = replaceStrings(hostile, HOSTILE_TEXT);
    const walked = [...restores.keys()];
    const shardPath = join(dir, 'shard.json');
    const markdownPath = join(dir, 'merged.md');
    const cleanReport = renderMarkdownReport(runMergeOf(shard));

    const free = await restoreRefusedFields(restores, async () => {
      writeFileSync(shardPath, JSON.stringify(hostile));
      try {
        runMerge([shardPath], { markdown: markdownPath }, dir);
        return undefined;
      } catch (error) {
        assert.ok(error instanceof UserInputError, `not a clear refusal: ${(error as Error).stack}`);
        assert.ok(!existsSync(markdownPath), 'a refused merge writes no report');
        return error.message;
      }
    });
    assert.ok(
      free.some((path) => path.startsWith('/where/')),
      `no string of the Where section stayed free text: ${free.join(', ')}`,
    );
    assert.ok(free.length >= 15, `only ${free.length} string fields stayed free text`);
    assert.ok(
      walked.some((path) => path.startsWith('/mainHistory/')),
      'the standings were walked',
    );
    assert.deepEqual(
      free.filter((path) => path.startsWith('/mainHistory/')),
      [],
      'the standings take no free text',
    );
    assertRateWalked(walked, free, '');
    const report = readFileSync(markdownPath, 'utf8');
    assert.ok(report.includes('fake headline'), 'the hostile text is in the report, as text');
    assert.match(report, /Latency at a fixed rate/, 'the rate section was rendered from the hostile shard');
    assertNoMarkupFromData(report, linkHrefs(cleanReport));
  });

  it('merge: the noise injection names its scenarios by key, which the walk of values misses: a hostile key is refused', () => {
    const named = (scenario: string) => ({
      ...SHARD,
      settings: { ...SHARD.settings, injectNoiseMicroseconds: { [scenario]: 40 } },
    });
    const report = renderMarkdownReport(runMergeOf(named('hello')));
    assert.match(report, /hello \+40 µs of CPU per request in about half of every server's processes/);
    assert.throws(
      () => runMergeOf(named(HOSTILE_TEXT)),
      (error: Error) => error instanceof UserInputError && /injectNoiseMicroseconds/.test(error.message),
    );
  });

  it('mode comment: every string of a payload with both Where sections is refused or rendered inert', async () => {
    const api = await FakeGitHubApi.start();
    try {
      const sha =
        SHARD.git?.commit && /^[0-9a-f]{40}$/.test(SHARD.git.commit) ? SHARD.git.commit : 'a'.repeat(40);
      api.pullRequests.set(12, { headSha: sha, headRepository: 'fork/gate' });
      const payload: CommentPayload = {
        schemaVersion: 2,
        pullRequestNumber: 12,
        headSha: sha,
        marker: resultsMarker(SHARD, SHARD.gate?.subject ?? 'mion'),
        // The fields a run adds besides its figures: its standing against main's history, and a
        // maintainer's acceptance of its verdict (both rendered under the verdict).
        results: {
          ...atRate(SHARD),
          mainHistory: MAIN_HISTORY,
        },
        gate: SHARD.gate && {
          ...SHARD.gate,
          accepted: { label: 'perf-accepted', by: 'a-maintainer', at: '2026-11-26T11:30:00.000Z' },
        },
      };
      const payloadPath = join(dir, 'payload.json');
      const client = createGitHubClient('t', { apiUrl: api.url, warn: () => {} });
      const context = workflowRunContext(sha, [], 'fork/gate');

      writeFileSync(payloadPath, JSON.stringify(payload));
      await postCommentPayload(client, context, payloadPath);
      const clean = api.issueComments(12)[0]?.body ?? '';
      api.reset();
      api.pullRequests.set(12, { headSha: sha, headRepository: 'fork/gate' });

      const hostile = structuredClone(payload) as unknown as Json;
      const restores = replaceStrings(hostile, HOSTILE_TEXT);
      const walked = [...restores.keys()];
      const hostilePayload = hostile as unknown as CommentPayload;
      const free = await restoreRefusedFields(restores, async () => {
        // The comment job works the marker out from the settings; a fork's run would write it so.
        const marker = markerOrUndefined(hostilePayload);
        writeFileSync(payloadPath, JSON.stringify(marker ? { ...hostilePayload, marker } : hostilePayload));
        return readCommentPayload(payloadPath).then(
          () => undefined,
          (error: Error) => error.message,
        );
      });
      writeFileSync(
        payloadPath,
        JSON.stringify({ ...hostilePayload, marker: markerOrUndefined(hostilePayload) }),
      );
      assert.ok(
        free.some((path) => path.startsWith('/results/where/')),
        'the Where section was walked',
      );
      // Walked, and refused as text by the schema: patterns and enums only.
      for (const prefix of ['/results/mainHistory/', '/gate/accepted/']) {
        assert.ok(
          walked.some((path) => path.startsWith(prefix)),
          `${prefix} was walked`,
        );
        assert.deepEqual(
          free.filter((path) => path.startsWith(prefix)),
          [],
          `${prefix} takes no free text`,
        );
      }
      assertRateWalked(walked, free, '/results');
      await postCommentPayload(client, context, payloadPath);
      const body = api.issueComments(12)[0]?.body ?? '';
      assert.ok(body.includes('fake headline'), 'the hostile text is in the comment, as text');
      assert.match(body, /Latency at a fixed rate/, 'the rate section was rendered from the hostile payload');
      assertNoMarkupFromData(body, linkHrefs(clean));
    } finally {
      await api.close();
    }
  });
});

/** The marker the comment job derives, or undefined while the settings are not yet valid. */
function markerOrUndefined(payload: CommentPayload): string | undefined {
  try {
    return resultsMarker(payload.results, payload.gate?.subject ?? 'mion');
  } catch {
    return undefined;
  }
}

function runMergeOf(shard: ResultsFile): { results: ResultsFile; gate: NonNullable<ResultsFile['gate']> } {
  const dir = mkdtempSync(join(tmpdir(), 'clean-merge-'));
  try {
    writeFileSync(join(dir, 'shard.json'), JSON.stringify(shard));
    const { results, gate } = runMerge([join(dir, 'shard.json')], {}, dir);
    return { results, gate };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
