/**
 * True when GitHub refused because the token may not do this: a pull request from a fork gets
 * a read-only GITHUB_TOKEN, and writing a comment then fails with 403 "Resource not
 * accessible by integration". Retrying cannot help; the comment goes to a payload file instead.
 */
export function isPermissionDenied(error: unknown): boolean {
  const status = (error as { status?: number }).status;
  return status === 401 || status === 403 || status === 404;
}
