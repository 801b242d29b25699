import { createHash } from 'node:crypto';

/**
 * The id hidden in our PR comment (renderMarkdownReport writes it as its first line, in an
 * HTML comment). It carries a hash of what was compared, so a repository that runs the gate
 * twice, say with two scenario sets, keeps one comment per setup instead of two runs
 * overwriting each other.
 */
export interface MarkedConfiguration {
  subject: string;
  scenarios: readonly string[];
  servers: readonly string[];
}

export const MARKER_ID_PATTERN = '^mion-perf-gate:[0-9a-f]{12}$';
/** The report's first line as renderMarkdownReport writes it for a marker id. */
export const MARKER_LINE = /^<!-- (mion-perf-gate:[0-9a-f]{12}) -->/;

export function commentMarker(configuration: MarkedConfiguration): string {
  // Sorted: the same servers in another order are the same setup.
  const canonical = JSON.stringify({
    subject: configuration.subject,
    scenarios: [...configuration.scenarios].sort(),
    servers: [...configuration.servers].sort(),
  });
  return `mion-perf-gate:${createHash('sha256').update(canonical).digest('hex').slice(0, 12)}`;
}
