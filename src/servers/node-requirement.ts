/**
 * Whether a Node version meets an engines.node range. Only the forms that pnpm and mion
 * write are understood (">=22.13", ">=24.0.0", "^20 || >=22"); a part it cannot read
 * counts as met, so an unusual range never blocks a build it has not understood.
 */
export function meetsNodeRange(version: string, range: string): boolean {
  // ">= 24.0.0" (mion's own spelling) is ">=24.0.0".
  const compact = range.replace(/(>=|\^)\s+/g, '$1');
  return compact.split('||').some((part) => meetsComparators(parseVersion(version), part.trim()));
}

function meetsComparators(version: Version, part: string): boolean {
  return part.split(/\s+/).every((comparator) => {
    const match = /^(>=|\^)v?([0-9]+(?:\.[0-9]+){0,2})$/.exec(comparator);
    if (!match) return true;
    const bound = parseVersion(match[2] ?? '');
    if (match[1] === '^' && version[0] !== bound[0]) return false;
    return compareVersions(version, bound) >= 0;
  });
}

type Version = [major: number, minor: number, patch: number];

function parseVersion(text: string): Version {
  const [major = 0, minor = 0, patch = 0] = text
    .replace(/^v/, '')
    .split(/[.+-]/)
    .map((part) => Number(part) || 0);
  return [major, minor, patch];
}

function compareVersions(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}
