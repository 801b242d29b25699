import { createHash } from 'node:crypto';
import type { ResultsFile } from '../results/results-types.ts';

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

/**
 * The marker of the setup a results file records. The run that posts its own comment and the
 * trusted job that posts a payload's both take it from here, so they find the same comment, and
 * the trusted job never takes a marker on a payload's word: the comment it overwrites is the one
 * of the setup it renders. The gate's subject stands in for results that name none (shards
 * written before the field); undefined when neither names one.
 */
export function resultsMarker(results: ResultsFile, gateSubject: string): string;
export function resultsMarker(results: ResultsFile, gateSubject?: string): string | undefined;
export function resultsMarker(results: ResultsFile, gateSubject?: string): string | undefined {
  const subject = results.settings.subject ?? gateSubject;
  if (subject === undefined) return undefined;
  return commentMarker({ subject, scenarios: results.settings.scenarios, servers: results.settings.servers });
}
