import { BIDI_CONTROLS, shorten } from '../report/single-line-text.ts';

/**
 * Makes a whole report from an untrusted source (a fork's artifact) safe to post as our bot.
 * The report renderer escapes each server-provided value; here the whole document may have
 * been forged, so the rules apply to all of it:
 * - HTML: only the attribute-free tags the report uses for layout survive; every other `<`
 *   becomes `&lt;`, which also stops HTML comments (a forged marker) and `<img>` tracking.
 * - Mentions: `@` gets a zero-width joiner after it, as escapeMarkdown does, so nobody is pinged.
 * - Bidirectional overrides are removed (CVE-2021-42574).
 * - Length: capped at maxChars, like the renderer's own output.
 */
const LAYOUT_TAG = /^<\/?(details|summary|sub|sup|br|b|i|em|strong|code|pre|p|hr)\s*\/?>/i;

export function neutraliseReport(untrusted: string, maxChars: number): string {
  const withoutBidi = untrusted.replace(BIDI_CONTROLS, '');
  let safe = '';
  for (let index = 0; index < withoutBidi.length; index++) {
    const character = withoutBidi[index];
    if (character === '<') {
      const tag = LAYOUT_TAG.exec(withoutBidi.slice(index, index + 16));
      safe += tag ? '<' : '&lt;';
    } else if (character === '@') {
      safe += '@\u200d';
    } else {
      safe += character;
    }
  }
  return shorten(safe, maxChars);
}
