import { open } from 'node:fs/promises';
import { UserInputError } from '../user-input-error.ts';
import type { GateOutcome } from '../gate/gate-types.ts';
import { writeFileAtomically } from '../results/results-file.ts';
import { resultsAjv } from '../results/results-ajv.ts';
import { resultsSchema } from '../results/results-schema.ts';
import type { ResultsFile } from '../results/results-types.ts';
import { MARKER_ID_PATTERN } from './comment-marker.ts';
import { gateOutcomeSchema } from '../results/gate-outcome-schema.ts';

/**
 * What a run that could not comment (a fork's read-only token) hands to the trusted
 * workflow_run job: data only, never markdown. The fork's code ran in the job that wrote it,
 * so every field is attacker-controlled; the trusted job validates it against the results and
 * gate schemas and renders the comment itself, with the renderer that escapes every string.
 */
const PAYLOAD_SCHEMA_VERSION = 2;

export interface CommentPayload {
  schemaVersion: typeof PAYLOAD_SCHEMA_VERSION;
  pullRequestNumber: number;
  headSha: string;
  /** The comment's marker id, so the trusted job updates the comment of the same setup. */
  marker: string;
  results: ResultsFile;
  baseline?: ResultsFile;
  gate?: GateOutcome;
}

/** Far above a real run's results and baseline; a larger file is refused before it is read. */
export const MAX_PAYLOAD_BYTES = 1024 * 1024;

/** What the comment is made of; a merge checks its own against this before it writes them. */
const contentProperties = {
  results: resultsSchema,
  baseline: resultsSchema,
  gate: gateOutcomeSchema,
} as const;

const payloadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['schemaVersion', 'pullRequestNumber', 'headSha', 'marker', 'results'],
  properties: {
    schemaVersion: { const: PAYLOAD_SCHEMA_VERSION },
    pullRequestNumber: { type: 'integer', minimum: 1, maximum: 1_000_000_000 },
    headSha: { type: 'string', pattern: '^[0-9a-f]{40}$' },
    marker: { type: 'string', pattern: MARKER_ID_PATTERN },
    ...contentProperties,
  },
} as const;

export type CommentContent = Pick<CommentPayload, 'results' | 'baseline' | 'gate'>;

const ajv = resultsAjv();
const validatePayload = ajv.compile<CommentPayload>(payloadSchema);
const validateContent = ajv.compile<CommentContent>({
  type: 'object',
  required: ['results'],
  properties: contentProperties,
});

/** The first problem ajv found, in one line: where it is and what is wrong. */
function firstProblem(errors: typeof validatePayload.errors): string {
  const [first] = errors ?? [];
  return `${first?.instancePath || 'the document'} ${first?.message ?? 'is invalid'}`;
}

/**
 * Why `mode: comment` would refuse a payload holding this content, in the words it would use
 * (`/gate/notes must NOT have more than 50 items`), or undefined when it would read it.
 */
export function commentContentProblem(content: CommentContent): string | undefined {
  return validateContent(content) ? undefined : firstProblem(validateContent.errors);
}

/**
 * Atomic, so an artifact upload never sees half a file; compact, to stay far under the size cap.
 * Returns the size in bytes, for the writer to warn when the reader would refuse it.
 */
export function writeCommentPayload(path: string, payload: CommentPayload): number {
  const text = `${JSON.stringify(payload)}\n`;
  writeFileAtomically(path, text);
  return Buffer.byteLength(text);
}

export async function readCommentPayload(path: string): Promise<CommentPayload> {
  const refuse = (why: string) => new UserInputError(`comment payload ${path}: ${why}`);
  let text: string;
  try {
    // One open file for the size check and the read, so the file checked is the file read.
    const file = await open(path, 'r');
    try {
      const { size } = await file.stat();
      if (size > MAX_PAYLOAD_BYTES) throw refuse(`${size} bytes is over the ${MAX_PAYLOAD_BYTES}-byte limit`);
      text = await file.readFile('utf8');
    } finally {
      await file.close();
    }
  } catch (error) {
    if (error instanceof UserInputError) throw error;
    throw refuse(`cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw refuse(`not valid JSON (${(error as Error).message})`);
  }
  const version = (parsed as { schemaVersion?: unknown } | null)?.schemaVersion;
  if (version !== PAYLOAD_SCHEMA_VERSION) {
    // Version 1 carried rendered markdown, which a fork could forge; it is never posted.
    throw refuse(
      `schemaVersion ${JSON.stringify(version)} is not supported (this action reads ${PAYLOAD_SCHEMA_VERSION}); ` +
        'run the gate and the comment job with the same version of the action',
    );
  }
  if (!validatePayload(parsed)) throw refuse(firstProblem(validatePayload.errors));
  return parsed;
}
