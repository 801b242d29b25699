import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMarkdownReport } from '../../src/report/markdown-report.ts';
import { runtimeNote } from '../../src/report/runtime-note.ts';
import { buildResults } from '../helpers/results-fixture.ts';

test('one shared runtime is named once', () => {
  const results = buildResults({
    servers: [
      { name: 'http-node', requestsPerSecond: 60_000, runtime: 'node 24.9.0' },
      { name: 'mion', requestsPerSecond: 40_000, runtime: 'node 24.9.0' },
    ],
  });
  assert.equal(runtimeNote(results), 'Runtime: node 24.9.0 for every server.');
});

test('servers on different runtimes are each named with theirs, under every table', () => {
  const results = buildResults({
    servers: [
      { name: 'http-node', requestsPerSecond: 60_000, runtime: 'node 20.20.2' },
      { name: 'mion-bun', requestsPerSecond: 50_000, runtime: 'bun 1.4.2' },
    ],
  });
  const note = 'Runtimes: http-node on node 20.20.2, mion-bun on bun 1.4.2.';
  assert.equal(runtimeNote(results), note);
  const page = renderMarkdownReport({ results });
  assert.equal(page.split(note).length - 1, results.scenarios.length);
});

test('results recorded before runtimes were kept give no line', () => {
  assert.equal(runtimeNote(buildResults()), undefined);
});
