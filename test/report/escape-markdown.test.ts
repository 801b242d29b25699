import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { escapeMarkdown } from '../../src/report/escape-markdown.ts';
import { tableCells } from './markdown-assertions.ts';

describe('escapeMarkdown', () => {
  it('leaves no raw HTML, so an image with an onerror handler is shown as text', () => {
    const escaped = escapeMarkdown('<img src=x onerror=alert(1)>');
    assert.doesNotMatch(escaped, /[<>]/);
    assert.equal(escaped, '&lt;img src=x onerror=alert(1)&gt;');
  });

  it('keeps an entity in the input from decoding into a tag', () => {
    assert.equal(escapeMarkdown('&lt;script&gt;'), '&amp;lt;script&amp;gt;');
  });

  it('escapes pipes, so a value cannot add table cells', () => {
    const row = `| ${escapeMarkdown('a | col | b')} | 2 |`;
    assert.deepEqual(tableCells(row), ['a \\| col \\| b', '2']);
  });

  it('stops links and images', () => {
    const escaped = escapeMarkdown('[click](javascript:alert(1)) ![x](https://evil.example/x.png)');
    assert.doesNotMatch(escaped, /(?<!\\)\[/);
    assert.doesNotMatch(escaped, /(?<!\\)\]\(/);
    assert.doesNotMatch(escaped, /(?<!\\)!(?!\\\[)/);
  });

  it('breaks @mentions with a zero-width joiner', () => {
    const escaped = escapeMarkdown('ping @octocat and @org/team');
    assert.equal(escaped, 'ping @\u200doctocat and @\u200dorg/team');
    assert.doesNotMatch(escaped, /@[a-z]/);
  });

  it('breaks issue references and addresses, which would link or cross-reference other issues', () => {
    const escaped = escapeMarkdown(
      'see #12, owner/repo#3, GH-4, https://github.com/o/r/issues/5 and www.x.test',
    );
    assert.equal(
      escaped,
      'see \\#\u200d12, owner/repo\\#\u200d3, GH-\u200d4, https:\u200d//github.com/o/r/issues/5 and www\u200d.x.test',
    );
    assert.doesNotMatch(escaped, /#\d|GH-\d|:\/\/|www\./i);
  });

  it('removes invisible characters that would split a word a reader sees whole', () => {
    assert.equal(
      escapeMarkdown('@\u200boctocat zero\u200cwidth\u2060joined\ufeff \u200emark'),
      '@\u200doctocat zerowidthjoined mark',
    );
  });

  it('puts everything on one line and removes terminal escapes and bidi overrides', () => {
    const escaped = escapeMarkdown('line one\r\nline two\u2028three \u001b[31mred\u202e');
    // ESC becomes a space; what is left of the sequence is harmless text.
    assert.equal(escaped, 'line one line two three  \\[31mred');
    assert.ok(![...escaped].some((c) => c.charCodeAt(0) < 0x20 || c === '\u202e'));
  });

  it('escapes emphasis, code, strike-through, math and headings', () => {
    assert.equal(
      escapeMarkdown('*b* _i_ `c` ~s~ $x$ # h'),
      '\\*b\\* \\_i\\_ \\`c\\` \\~s\\~ \\$x\\$ \\#\u200d h',
    );
  });

  it('escapes a list marker that would open a line, but not a number or a negative figure', () => {
    assert.equal(escapeMarkdown('- item'), '\\- item');
    assert.equal(escapeMarkdown('1. item'), '1\\. item');
    assert.equal(escapeMarkdown('---'), '\\---');
    assert.equal(escapeMarkdown('-3.2%'), '-3.2%');
    assert.equal(escapeMarkdown('17621.1'), '17621.1');
  });

  it('escapes backslashes, so an input cannot undo an escape', () => {
    const escaped = escapeMarkdown('\\| x');
    assert.equal(escaped, '\\\\\\| x');
    assert.equal(tableCells(`| ${escaped} |`).length, 1);
  });
});
