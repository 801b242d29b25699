import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { GateOutcome } from '../../src/gate/gate-types.ts';
import { commitsLine } from '../../src/report/commits-line.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';
import { buildResults } from '../helpers/results-fixture.ts';

const HEAD = 'a'.repeat(39) + '1';
const BASE = 'b'.repeat(39) + '2';
const RUN = 'https://github.com/owner/repo/actions/runs/42';
const PAIRED = { mode: 'paired', subject: 'mion' } as GateOutcome;

/** A paired run whose sides recorded the commits given (none where undefined). */
function builtFrom(head: string | undefined, base: string | undefined): ResultsFile {
  const results = buildResults({
    scenarios: ['hello'],
    servers: [
      { name: 'mion', requestsPerSecond: 5000 },
      { name: 'mion.base', requestsPerSecond: 5000 },
    ],
    subject: 'mion',
    reference: 'http-node',
  });
  for (const run of results.servers) {
    const commit = run.name === 'mion' ? head : run.name === 'mion.base' ? base : undefined;
    if (commit) run.rebuildFrom = { kind: 'git', commit };
  }
  return results;
}

test('the commits line names head and base, linked to the repository when the run gives its address', () => {
  assert.equal(
    commitsLine(builtFrom(HEAD, BASE), PAIRED),
    `Head \`${HEAD.slice(0, 7)}\` against base \`${BASE.slice(0, 7)}\``,
  );
  assert.equal(
    commitsLine(builtFrom(HEAD, BASE), PAIRED, RUN),
    `Head [\`${HEAD.slice(0, 7)}\`](https://github.com/owner/repo/commit/${HEAD}) against base ` +
      `[\`${BASE.slice(0, 7)}\`](https://github.com/owner/repo/commit/${BASE}) · [workflow run](${RUN}) · ` +
      `[artifacts: results, profiles, flame graph](${RUN}#artifacts)`,
  );
});

test('a head with no commit recorded is said so, never left out of a line that names its base', () => {
  assert.equal(
    commitsLine(builtFrom(undefined, BASE), PAIRED),
    `Head with no commit recorded (uncommitted files) against base \`${BASE.slice(0, 7)}\``,
  );
  assert.equal(commitsLine(builtFrom(undefined, undefined), PAIRED), undefined, 'nothing recorded: no line');
  // What the results do not hold as plain hex is never printed: no markup rides in a commit.
  assert.equal(commitsLine(builtFrom('<img src=x>', undefined), PAIRED), undefined);
});
