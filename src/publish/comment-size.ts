/**
 * GitHub refuses a comment body over 65,536 characters (422 "body is too long"), and a payload
 * from a pull request's run decides how long the rendered report is. A body over the limit is cut
 * at a paragraph, its open <details> closed, and a line says where the whole report is, so the
 * verdict at the top is always posted.
 */
export const GITHUB_COMMENT_LIMIT_CHARS = 65_536;

const CUT_NOTICE =
  "\n\n_The report was cut here to fit GitHub's 65,536-character limit for a comment: the whole report is in the job summary and in the workflow's report file._\n";

export function fitCommentBody(body: string, limitChars = GITHUB_COMMENT_LIMIT_CHARS): string {
  if (body.length <= limitChars) return body;
  // Room for the notice and a closing tag per <details> that might be left open.
  let kept = body.slice(0, limitChars - CUT_NOTICE.length);
  const paragraphEnd = kept.lastIndexOf('\n\n');
  if (paragraphEnd > 0) kept = kept.slice(0, paragraphEnd);
  for (;;) {
    const closing = '\n\n</details>'.repeat(openDetails(kept));
    if (kept.length + closing.length + CUT_NOTICE.length <= limitChars) return kept + closing + CUT_NOTICE;
    const earlier = kept.lastIndexOf('\n\n');
    kept = earlier > 0 ? kept.slice(0, earlier) : kept.slice(0, Math.max(0, kept.length - 1_000));
  }
}

function openDetails(text: string): number {
  const opened = text.match(/<details[\s>]/g)?.length ?? 0;
  const closed = text.match(/<\/details>/g)?.length ?? 0;
  return Math.max(0, opened - closed);
}
