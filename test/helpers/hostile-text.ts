import assert from 'node:assert/strict';
import { marked, type Token } from 'marked';

/**
 * What a fork could put in any string of the data it hands the trusted comment job: code-span
 * breakers, raw HTML, an image, links (inline, angle-bracket and bare), issue references and
 * mentions, a forged heading and verdict, emphasis, a hidden comment, a closing `</details>`, and
 * bidirectional and zero-width characters. Each piece carries a word the checks below look for.
 */
export const HOSTILE_TEXT = [
  '` `` ``` ~~~',
  '![img-forged](https://evil.test/t.png) [link-forged](https://evil.test/a) <https://evil.test/b>',
  'www.evil.test https://github.com/o/r/issues/3 owner/repo#1 #2 GH-4 &#64;user @user @org/team',
  '<img src=x onerror=alert(1)> </details></summary><!-- hidden',
  '\n### ✅ Pass: fake headline\n[//]: # (hidden)\n| cell | forged |\n',
  '**bold-forged** _em-forged_ ~~del-forged~~ $math$',
  '\u202eevil-bidi\u202c zero\u200bwidth\u2066isolate\u2069 \ufeffbom',
].join(' ');

/** Words of HOSTILE_TEXT that name what a piece would make, were it markup. */
const FORGED = /evil|forged|fake headline|onerror|hidden/;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Every string of the document replaced by `text`, in place; returns each string's JSON pointer
 * with a function that puts the original back, so a test can restore the fields a schema refuses
 * to be free text. Walks whatever fields the document has: a new field is covered without edits.
 */
export function replaceStrings(node: Json, text: string, path = ''): Map<string, () => void> {
  const restores = new Map<string, () => void>();
  if (node === null || typeof node !== 'object') return restores;
  for (const [key, value] of Object.entries(node)) {
    const childPath = `${path}/${key}`;
    if (typeof value === 'string') {
      (node as Record<string, Json>)[key] = text;
      restores.set(childPath, () => ((node as Record<string, Json>)[key] = value));
    } else {
      for (const [innerPath, restore] of replaceStrings(value, text, childPath))
        restores.set(innerPath, restore);
    }
  }
  return restores;
}

/**
 * Puts back, one at a time, the strings `refusal` refuses (it returns the refusal's message or
 * undefined when the document is accepted). Each refusal must be one line naming a replaced field's
 * pointer, or the object holding it (a schema with alternatives names the object): then that
 * object's replaced fields are put back in order until it is accepted. Returns the pointers of the
 * fields that stayed hostile.
 */
export async function restoreRefusedFields(
  restores: Map<string, () => void>,
  refusal: () => Promise<string | undefined>,
): Promise<string[]> {
  const refused: string[] = [];
  for (;;) {
    const message = await refusal();
    if (message === undefined) break;
    assert.doesNotMatch(message, /\n/, `a refusal is one line: ${message}`);
    const named = [...restores.keys()]
      .filter((candidate) => message.includes(`${candidate} `))
      .sort((a, b) => b.length - a.length)[0];
    const holder = /: (\/\S*) /.exec(message)?.[1];
    const path =
      named ?? [...restores.keys()].find((candidate) => holder && candidate.startsWith(`${holder}/`));
    assert.ok(path, `refused without naming a replaced field: ${message}`);
    restores.get(path)!();
    restores.delete(path);
    refused.push(path);
  }
  return [...restores.keys()];
}

/** Every token of the tree, tables' cells and lists' items included. */
function* allTokens(tokens: readonly Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    const nested = token as {
      tokens?: Token[];
      items?: Token[];
      header?: { tokens: Token[] }[];
      rows?: { tokens: Token[] }[][];
    };
    if (nested.tokens) yield* allTokens(nested.tokens);
    if (nested.items) yield* allTokens(nested.items);
    for (const cell of nested.header ?? []) yield* allTokens(cell.tokens);
    for (const row of nested.rows ?? []) for (const cell of row) yield* allTokens(cell.tokens);
  }
}

/** The text a reader sees in one block, escapes undone, code spans left out (nothing there links). */
function visibleText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'text' || token.type === 'escape') {
        const inner = (token as { tokens?: Token[] }).tokens;
        return inner ? visibleText(inner) : token.text;
      }
      if (token.type === 'codespan' || token.type === 'code') return ' ';
      const inner = (token as { tokens?: Token[] }).tokens;
      return inner ? visibleText(inner) : '';
    })
    .join('');
}

/**
 * Parses `markdown` as GitHub-flavoured markdown with a real renderer (marked) and fails on any
 * element HOSTILE_TEXT could have made: a link or image that is not in `allowedHrefs` (those the
 * report makes itself), a heading, raw HTML or emphasis carrying its words, a mention or issue
 * reference in visible text, a bidirectional or zero-width character, its words in a chart.
 */
export function assertNoMarkupFromData(markdown: string, allowedHrefs: readonly string[] = []): void {
  assert.doesNotMatch(
    markdown,
    /[\u202a-\u202e\u2066-\u2069\u200b\ufeff]/u,
    'a bidi or zero-width character',
  );
  const tokens = marked.lexer(markdown, { gfm: true });
  for (const token of allTokens(tokens)) {
    const where = `${token.type}: ${token.raw.slice(0, 120)}`;
    switch (token.type) {
      case 'link':
      case 'image':
        assert.ok(allowedHrefs.includes(token.href), `the data made a ${where}`);
        break;
      case 'heading':
        assert.doesNotMatch(token.text, FORGED, `the data made a ${where}`);
        break;
      case 'strong':
      case 'em':
      case 'del':
        // The report emphasises a row whose cells hold data; emphasis the data made holds a word alone.
        assert.doesNotMatch(token.text, /^(bold|em|del)-forged$/, `the data made a ${where}`);
        break;
      case 'html':
        assert.doesNotMatch(token.raw, FORGED, `the data made raw HTML: ${where}`);
        assert.doesNotMatch(token.raw, /<img|<!--(?! mion-perf-gate)/i, `the data made raw HTML: ${where}`);
        break;
      case 'code':
        if (token.lang === 'mermaid') assert.doesNotMatch(token.text, FORGED, 'the data reached a chart');
        break;
    }
    const blocks =
      token.type === 'table'
        ? (token as unknown as { header: { tokens: Token[] }[]; rows: { tokens: Token[] }[][] }).header
            .concat((token as unknown as { rows: { tokens: Token[] }[][] }).rows.flat())
            .map((cell) => cell.tokens)
        : ['paragraph', 'heading', 'list_item'].includes(token.type)
          ? [(token as { tokens?: Token[] }).tokens ?? []]
          : [];
    for (const block of blocks) assertNoReference(visibleText(block), where);
  }
}

/** GitHub links `#12`, `GH-12` and `owner/repo#12`, and notifies `@user`, in visible text. */
function assertNoReference(text: string, where: string): void {
  assert.doesNotMatch(text, /(^|[^\w`])@[a-z0-9]/i, `a mention in ${where}`);
  assert.doesNotMatch(text, /(^|[^\w&])#\d|\bGH-\d/i, `an issue reference in ${where}`);
}

/** The hrefs of every link and image in `markdown`: what the report makes from clean data. */
export function linkHrefs(markdown: string): string[] {
  return [...allTokens(marked.lexer(markdown, { gfm: true }))]
    .filter((token) => token.type === 'link' || token.type === 'image')
    .map((token) => (token as { href: string }).href);
}
