import { decidingChange, measureOfMetric, type Measure } from '../gate/gate-types.ts';
import type { ResultsFile } from '../results/results-types.ts';
import { parseJsonLines } from '../config/json-lines.ts';
import { ajv, SHARED_LINE_FIELDS, type PairedChange } from '../config/history-line.ts';
import { signedPercent } from '../report/history-units.ts';

/**
 * A change point confirmed the way Chromium's Pinpoint confirms one: the commit it names is measured
 * again against the commit before it in the history, paired on one runner (`compare` with that
 * commit as the base), and the answer is kept beside the history (confirmations.jsonl on the
 * history branch, docs/history-format.md). The detector sees a level move over many commits; the
 * paired run says whether this commit moved it, with the pull request gate's interval.
 */
export interface Confirmation {
  /** The change point's commit (the head of the paired run) and the commit before it (its base). */
  commit: string;
  previousCommit: string;
  /** ISO 8601: when the paired run measured. */
  date: string;
  scenario: string;
  measure: Measure;
  pairedChange: PairedChange;
}

/** What a paired run's interval says: a side of zero it lies wholly on, or neither. */
export type PairedReading = 'slower' | 'faster' | 'unclear';

/** A change point with its confirmation: `agrees` when the paired run read the same direction. */
export interface ChangePointConfirmation {
  previousCommit: string;
  date: string;
  pairedChange: PairedChange;
  reading: PairedReading;
  agrees: boolean;
}

const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['commit', 'previousCommit', 'date', 'scenario', 'measure', 'pairedChange'],
  properties: { ...SHARED_LINE_FIELDS, previousCommit: SHARED_LINE_FIELDS.commit },
} as const;
const validate = ajv.compile<Confirmation>(schema);

export function parseConfirmations(text: string, label: string): Confirmation[] {
  return parseJsonLines(text, label, validate);
}

/** More instructions per request, fewer requests/s: slower for users. */
export function readingOf(measure: Measure, change: PairedChange): PairedReading {
  const rose = change.lower > 0;
  if (!rose && change.upper >= 0) return 'unclear';
  return rose === (measure === 'instructions') ? 'slower' : 'faster';
}

/** The confirmation lines of a paired run's results: one per scenario and measure it gated. */
export function confirmationsOf(
  results: ResultsFile,
  { commit, previousCommit, date }: { commit: string; previousCommit: string; date: string },
): Confirmation[] {
  return (results.gate?.metrics ?? [])
    .filter(
      (metric) =>
        metric.mode === 'paired' &&
        (metric.metric === 'instructionsPerRequest' || metric.metric === 'requestsPerSecond'),
    )
    .map((metric) => {
      const { estimate, lower, upper, confidence } = decidingChange(metric);
      return {
        commit,
        previousCommit,
        date,
        scenario: metric.scenario,
        measure: measureOfMetric(metric.metric),
        pairedChange: { change: estimate, lower, upper, confidence },
      };
    });
}

/** The last confirmation of a change point (scenario, measure, commit), read against its direction. */
export function confirmationOf(
  point: { scenario: string; measure: Measure; commit: string; direction: 'slower' | 'faster' },
  confirmations: Confirmation[],
): ChangePointConfirmation | undefined {
  const last = confirmations
    .filter(
      (line) =>
        line.commit === point.commit && line.scenario === point.scenario && line.measure === point.measure,
    )
    .at(-1);
  if (!last) return undefined;
  const reading = readingOf(last.measure, last.pairedChange);
  return {
    previousCommit: last.previousCommit,
    date: last.date,
    pairedChange: last.pairedChange,
    reading,
    agrees: reading === point.direction,
  };
}

const SHORT_COMMIT = 12;

/** One sentence every history text (markdown, page, issue) says of a change point's confirmation. */
export function confirmationSentence(confirmation: ChangePointConfirmation | undefined): string {
  if (!confirmation) return 'Not confirmed yet by a paired run of the commit against the commit before it.';
  const { pairedChange: paired, previousCommit } = confirmation;
  const figures = `${signedPercent(paired.change)} (${Math.round(paired.confidence * 100)}%: ${signedPercent(paired.lower)} to ${signedPercent(paired.upper)})`;
  const against = `a paired run against ${previousCommit.slice(0, SHORT_COMMIT)}`;
  if (confirmation.agrees) return `Confirmed by ${against}: ${figures}.`;
  if (confirmation.reading === 'unclear')
    return `Not confirmed: ${against} read ${figures}, no clear change (a drift over several commits, or noise).`;
  return `Contradicted: ${against} read ${figures}, the other way.`;
}
