import { toSingleLine } from './single-line-text.ts';

/**
 * Makes untrusted text (server names, versions, error messages, descriptions) inert in GitHub
 * markdown, in a paragraph, a list item or a table cell. Never put the result in a code span:
 * backslash escapes are literal there.
 *
 * - One line: a newline would end a table row or start a block.
 * - `&`, `<`, `>` become entities: no raw HTML, no `<https://...>` autolinks, and an entity in the
 *   input cannot decode into a tag.
 * - Markdown punctuation gets a backslash (CommonMark 0.31 §2.4, any ASCII punctuation may be
 *   escaped): `[` `]` stop links and images, `|` stops a new table cell (GFM spec §4.10), `*` `_` `~`
 *   stop emphasis and strike-through, `` ` `` stops code spans, `$` stops GitHub's math.
 * - `@` gets a zero-width joiner after it so `@user` and `@org/team` notify nobody; so does `#`,
 *   and the `GH-` of `GH-12`, so that `#12` and `owner/repo#12` link nothing and put no "mentioned
 *   this" entry into another issue's timeline.
 * - Addresses are not links: a zero-width joiner after `://` and in `www.` stops GFM's extended
 *   autolinks, because a bare address of an issue is a cross-reference too.
 * - When the text opens a line (a list item), a leading list marker (`-`, `+` or `1.` followed by a
 *   space) or a line of dashes would start a nested list or a rule, so it is escaped too.
 */
export function escapeMarkdown(untrusted: string): string {
  const escaped = toSingleLine(untrusted)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_[\]|~$#!]/g, '\\$&')
    .replace(/[@#]/g, '$&\u200d')
    .replace(/\b(GH-|www)(?=[\d.])/gi, '$1\u200d')
    .replace(/:\/\//g, ':\u200d//');
  return escaped.replace(/^[-+](?=\s|[-\s]*$)/, '\\$&').replace(/^(\d{1,9})([.)])(?=\s|$)/, '$1\\$2');
}
