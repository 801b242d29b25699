/**
 * Text from servers and files (names, versions, error messages) reduced to one printable line.
 * Control characters are removed because a newline ends a table row and an escape sequence can
 * rewrite a terminal; bidirectional overrides are removed because they can make text read
 * differently from what it is (CVE-2021-42574, "Trojan Source"), and so are invisible ones.
 */

// C0 and C1 controls (newlines, tabs, ESC included), Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// Bidirectional marks, embeddings, overrides and isolates.
export const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// Invisible characters that split a word where a reader sees none (zero-width space and
// non-joiner, word joiner, byte-order mark): "@\u200buser" reads as a mention that is not one, and
// a name can hide a second name inside it. The zero-width joiner stays: emoji are built with it.
const INVISIBLE = /[\u200b\u200c\u2060\ufeff]/g;

export function toSingleLine(text: string): string {
  return text.replace(BIDI_CONTROLS, '').replace(INVISIBLE, '').replace(LINE_BREAKING, ' ').trim();
}

/** Shortens to at most `maxChars` characters, ending with an ellipsis when something was cut. */
export function shorten(text: string, maxChars: number): string {
  const characters = [...text];
  if (characters.length <= maxChars) return text;
  return `${characters.slice(0, Math.max(0, maxChars - 1)).join('')}…`;
}

/** Long error messages are cut so that one failing server cannot push a report past a comment's size. */
export const MAX_MESSAGE_CHARS = 200;

/** An error message or warning as one line of at most `MAX_MESSAGE_CHARS` characters. */
export function shortMessage(text: string): string {
  return shorten(toSingleLine(text), MAX_MESSAGE_CHARS);
}

/**
 * A progress line for a CI log, where it may carry a child's output (npm, tar, a server's
 * stderr): one line, so nothing after a newline can start a line of its own, and a leading "::"
 * broken by a zero-width joiner, because the Actions runner reads a line that starts with "::"
 * (after leading spaces) as a workflow command such as ::add-mask:: or ::set-output::.
 */
export function logLine(text: string): string {
  return toSingleLine(text).replace(/^::/, ':\u200d:');
}
