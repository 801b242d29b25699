import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyzeHistory } from '../../src/history/analyze-history.ts';
import { parseConfirmations } from '../../src/history/change-point-confirmation.ts';
import { changePointIssue } from '../../src/history/change-point-issues.ts';
import { parseHistory } from '../../src/config/history-line.ts';
import { renderHistoryMarkdown } from '../../src/history/history-markdown.ts';
import { renderHistoryPage } from '../../src/history/history-page.ts';
import { commitId, syntheticHistory } from '../helpers/synthetic-history.ts';

/**
 * History lines reach an issue, a job summary and a web page. Anyone who can write the branch's
 * files, or a results file appended to it, could try markup: every text field is held to a pattern
 * by the readers, so none reaches a renderer.
 */
const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  '[click](https://evil.example)',
  '`code` @everyone',
  'a\nb',
  '</details><script>x</script>',
  '![x](https://evil.example/x.png)',
  'Nov 26 2026 (<b>x</b>)',
];

const line = {
  commit: 'abcdef1',
  date: '2026-11-26T08:00:00Z',
  scenario: 'hello',
  measure: 'instructions',
  value: 95_000,
  conditions: 'aaaaaaaaaaaa',
};
const confirmation = {
  commit: 'abcdef1',
  previousCommit: 'abcdef0',
  date: '2026-11-26T08:00:00Z',
  scenario: 'hello',
  measure: 'instructions',
  pairedChange: { change: 0.01, lower: 0.009, upper: 0.011, confidence: 0.95 },
};

test('every text field of a history line and of a confirmation refuses markup, naming the field', () => {
  for (const field of ['commit', 'date', 'scenario', 'measure', 'conditions'] as const) {
    for (const text of HOSTILE) {
      assert.throws(
        () => parseHistory(JSON.stringify({ ...line, [field]: text }), 'h.jsonl'),
        new RegExp(`h\\.jsonl line 1: /${field} `),
        `${field}: ${text}`,
      );
    }
  }
  for (const field of ['commit', 'previousCommit', 'date', 'scenario', 'measure'] as const) {
    for (const text of HOSTILE) {
      assert.throws(
        () => parseConfirmations(JSON.stringify({ ...confirmation, [field]: text }), 'c.jsonl'),
        new RegExp(`c\\.jsonl line 1: /${field} `),
        `${field}: ${text}`,
      );
    }
  }
});

test('what the readers let through renders as plain text: no tag, link or image in any output', () => {
  const lines = parseHistory(
    syntheticHistory(60, 0.01, 40)
      .map((one) => JSON.stringify(one))
      .join('\n'),
    'h.jsonl',
  );
  const analysis = analyzeHistory(lines);
  assert.equal(analysis.changePoints[0]?.commit, commitId(40));
  const outputs = [
    renderHistoryMarkdown(analysis, lines),
    changePointIssue(analysis.changePoints[0]!).body,
    changePointIssue(analysis.changePoints[0]!).title,
  ];
  for (const output of outputs) {
    assert.doesNotMatch(output, /<(?!!--)[a-z/]|\]\(|!\[/i);
  }
  // The page is HTML by nature: its only tags are its own.
  const tags = new Set(
    [...renderHistoryPage(analysis, lines).matchAll(/<\/?([a-z0-9!]+)/gi)].map((m) => m[1]!.toLowerCase()),
  );
  assert.deepEqual(
    [...tags].filter(
      (tag) =>
        ![
          '!doctype',
          'html',
          'head',
          'meta',
          'title',
          'style',
          'body',
          'h1',
          'h2',
          'p',
          'section',
          'svg',
          'polyline',
          'line',
          'text',
          'ul',
          'li',
          'strong',
          'code',
          'g',
          'circle',
          'title',
          'rect',
          'path',
        ].includes(tag),
    ),
    [],
  );
});
