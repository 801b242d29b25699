import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { terminalProgress } from '../../src/cli/terminal-progress.ts';
import { logLine } from '../../src/report/single-line-text.ts';

/** What the Actions runner would take for a workflow command: a line starting with "::" after spaces. */
const WORKFLOW_COMMAND = /^\s*::/m;

// npm's and a server's own words, as a failing install or crash could print them.
const CHILD_OUTPUT = [
  '::add-mask::ghs_fake',
  '  ::set-output name=verdict::pass',
  'npm error code E404\n::warning::looks official\r\n::error file=x::fake',
];

describe('logLine', () => {
  for (const output of CHILD_OUTPUT) {
    it(`keeps ${JSON.stringify(output)} one inert line`, () => {
      const line = logLine(output);
      assert.doesNotMatch(line, /[\r\n]/);
      assert.doesNotMatch(line, WORKFLOW_COMMAND);
      assert.match(line, /add-mask|set-output|warning/, 'the words themselves are kept');
    });
  }

  it('leaves ordinary lines alone', () => {
    assert.equal(logLine('fastify: npm ci'), 'fastify: npm ci');
  });
});

describe('terminalProgress in a CI log', () => {
  it('prints no line the runner would read as a workflow command', () => {
    let written = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        written += String(chunk);
        done();
      },
    }) as unknown as NodeJS.WriteStream;
    const progress = terminalProgress(stream);
    for (const output of CHILD_OUTPUT) {
      progress.info(output);
      progress.warn(output);
      progress.status(output);
    }
    assert.equal(written.split('\n').length, 3 * CHILD_OUTPUT.length + 1);
    assert.doesNotMatch(written, WORKFLOW_COMMAND);
  });
});
