import semver from 'semver';

/**
 * Whether a Node version meets an engines.node range (">=22.13", ">= 24.0.0", "^20 || >=22"),
 * read by npm's own semver. A range semver cannot read counts as met, so an unusual range never
 * blocks a build it has not understood.
 */
export function meetsNodeRange(version: string, range: string): boolean {
  if (semver.validRange(range) === null) return true;
  return semver.satisfies(version, range);
}
