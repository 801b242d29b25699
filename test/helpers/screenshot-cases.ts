import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import { renderMarkdownReport } from '../../src/report/markdown-report.ts';
import type { GateVerdict } from '../../src/gate/gate-types.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';
import { SHORT_LOAD } from './framework-repository.ts';

export const SCREENSHOTS_DIR = join(REPO_ROOT, 'docs', 'screenshots');
export const RUNS_DIR = join(SCREENSHOTS_DIR, 'runs');

/** Where a case's gate runs: the example repository on its slower branch, and its base commit. */
interface CasePlaces {
  repo: string;
  base: string;
  /** A baseline file that does not exist (no-baseline). */
  out: string;
}

export interface ScreenshotCase {
  /** The picture's name: docs/screenshots/comment-<verdict>.png. */
  verdict: string;
  /** The verdicts the picture may show: an unchanged head passes as pass or as inconclusive (85% sure within). */
  expectedVerdicts: GateVerdict[];
  args(places: CasePlaces): string[];
}

/** The example's two servers and both scenarios, with short rounds: every case below starts here. */
function gateOf(checkout: string): string[] {
  return [
    'compare',
    '--servers-dir',
    join(checkout, 'servers'),
    '--servers',
    'plain-node,tiny-router',
    '--scenarios-file',
    join(checkout, 'scenarios.yaml'),
    '--subject',
    'tiny-router',
    '--reference',
    'plain-node',
    '--scenario',
    'get-item,place-order',
    ...SHORT_LOAD,
  ];
}

/** The base commit against itself: what an unchanged pull request reads. */
const unchanged = ({ base }: CasePlaces) => [
  ...gateOf(base),
  '--source',
  `path:${base}`,
  '--base-source',
  `path:${base}`,
  '--profile',
  'never',
];

/** One real run per verdict a maintainer meets (scripts/comment-screenshots.ts runs them). */
export const SCREENSHOT_CASES: ScreenshotCase[] = [
  { verdict: 'pass', expectedVerdicts: ['pass', 'inconclusive'], args: unchanged },
  {
    verdict: 'regression',
    expectedVerdicts: ['regression'],
    args: ({ repo, base }) => [
      ...gateOf(repo),
      '--source',
      `path:${repo}`,
      '--base-source',
      `path:${base}`,
      '--profile-pairs',
      '2',
    ],
  },
  {
    verdict: 'crashing-head',
    expectedVerdicts: ['regression'],
    args: (places) => [...unchanged(places), '--inject-crash-per-requests', 'tiny-router=3000'],
  },
  {
    verdict: 'erratic-head',
    expectedVerdicts: ['unstable'],
    args: (places) => [
      ...unchanged(places),
      '--inject-cpu-us',
      'tiny-router=150',
      '--inject-cpu-share',
      'tiny-router=0.25',
    ],
  },
  {
    verdict: 'too-noisy',
    expectedVerdicts: ['error'],
    args: (places) => [...unchanged(places), '--inject-noise-us', 'get-item=300,place-order=300'],
  },
  {
    verdict: 'error',
    expectedVerdicts: ['error'],
    // A base that is not a package checkout: the base side cannot be built, so nothing is judged.
    args: ({ repo, base }) => [
      ...gateOf(base),
      '--source',
      `path:${base}`,
      '--base-source',
      `path:${join(repo, 'servers')}`,
      '--profile',
      'never',
    ],
  },
  {
    verdict: 'no-baseline',
    expectedVerdicts: ['no-baseline'],
    args: ({ base, out }) => [
      ...gateOf(base),
      '--source',
      `path:${base}`,
      '--baseline',
      out,
      '--profile',
      'never',
    ],
  },
];

/** A saved run's comment as the pictures show it: a fixed marker and run link, so only the layout varies. */
export function screenshotReport(results: ResultsFile): string {
  return renderMarkdownReport({
    results,
    ...(results.gate ? { gate: results.gate } : {}),
    marker: 'mion-perf-gate:000000000000',
    runUrl: 'https://github.com/example/tiny-router/actions/runs/1',
  });
}

export function layoutHash(report: string): string {
  return createHash('sha256').update(report).digest('hex').slice(0, 16);
}
