import { ACCEPTED_LABEL } from '../publish/accept-label.ts';
import type { GitHubClient } from '../publish/github-client.ts';
import type { ChangePoint } from './analyze-history.ts';
import { confirmationSentence } from './change-point-confirmation.ts';
import { MEASURE_UNITS, signedPercent } from '../report/history-units.ts';

/** Every issue this opens carries it; the search for earlier issues looks only among them. */
export const CHANGE_POINT_LABEL = 'perf-change-point';

export interface AlertOutcome {
  created: number[];
  updated: number[];
  unchanged: number[];
  /** Change points a maintainer accepted, by their issue number. */
  accepted: number[];
}

const PAGE_SIZE = 100;

/** Identifies a change point's issue; a change point is its scenario, measure and commit. */
function marker(point: ChangePoint): string {
  return `<!-- mion-perf-gate change-point ${point.scenario} ${point.measure} ${point.commit} -->`;
}

/** Every field comes from a validated history line: hex commits, scenario names, numbers. */
export function changePointIssue(point: ChangePoint): { title: string; body: string } {
  const what = `${point.scenario}, ${MEASURE_UNITS[point.measure]}`;
  return {
    title: `Performance: ${what} ${point.direction} by ${signedPercent(point.change)} at ${point.commit.slice(0, 12)}`,
    body: [
      marker(point),
      `**${what}: ${point.direction} by ${signedPercent(point.change)}** (95%: ${signedPercent(point.lower)} to ${signedPercent(point.upper)}, p = ${point.pValue.toExponential(1)}) from commit \`${point.commit}\`, after \`${point.previousCommit}\`, in main's history: ${point.commitsBefore} commits before it, ${point.commitsAfter} after.`,
      '',
      `Found by \`mion-perf-gate history analyze\` (docs/history.md). ${confirmationSentence(point.confirmation)}`,
      '',
      `If the change was intended, add the label \`${ACCEPTED_LABEL}\`: this change point will not alert again.`,
    ].join('\n'),
  };
}

/**
 * Whether a change point opens an issue: a slowdown in counted instructions that the paired re-measure
 * of its commit against the commit before it confirmed. The detector alone names a false change
 * point now and then as it re-analyses after every commit; a paired count repeats within 0.2%, so
 * requiring it leaves about one false issue in 200,000 commits (docs/history.md). Wall time spreads
 * by percents from runner to runner: its change points are listed on the page, as context only.
 */
export function opensIssue(point: ChangePoint): boolean {
  return (
    point.direction === 'slower' && point.measure === 'instructions' && point.confirmation?.agrees === true
  );
}

/**
 * One issue per confirmed slowdown (opensIssue): opened once, its text kept up to date as more
 * commits refine the change's size, never reopened or touched once a maintainer accepted it.
 */
export async function alertChangePoints(
  client: GitHubClient,
  repository: { owner: string; repo: string },
  points: ChangePoint[],
): Promise<AlertOutcome> {
  const outcome: AlertOutcome = { created: [], updated: [], unchanged: [], accepted: [] };
  const slower = points.filter(opensIssue);
  if (slower.length === 0) return outcome;
  const existing = await client.paginate(client.rest.issues.listForRepo, {
    ...repository,
    labels: CHANGE_POINT_LABEL,
    state: 'all',
    per_page: PAGE_SIZE,
  });
  for (const point of slower) {
    const { title, body } = changePointIssue(point);
    const issue = existing.find((candidate) => candidate.body?.startsWith(marker(point)));
    if (!issue) {
      const created = await client.rest.issues.create({
        ...repository,
        title,
        body,
        labels: [CHANGE_POINT_LABEL],
      });
      outcome.created.push(created.data.number);
    } else if (
      issue.labels.some((label) => (typeof label === 'string' ? label : label.name) === ACCEPTED_LABEL)
    ) {
      outcome.accepted.push(issue.number);
    } else if (issue.body === body && issue.title === title) {
      outcome.unchanged.push(issue.number);
    } else {
      await client.rest.issues.update({ ...repository, issue_number: issue.number, title, body });
      outcome.updated.push(issue.number);
    }
  }
  return outcome;
}
