import { Ajv } from 'ajv';
import { readFile } from 'node:fs/promises';
import { UserInputError } from '../config/config-error.ts';
import { writeFileAtomically } from '../results/results-file.ts';
import { MARKER_ID_PATTERN } from './comment-marker.ts';

/**
 * A comment that could not be posted (a fork's read-only token), saved for a trusted
 * workflow_run job to post. That job must treat every field as attacker-controlled: the
 * fork's code ran in the job that wrote it.
 */
export interface CommentPayload {
  schemaVersion: 1;
  pullRequestNumber: number;
  headSha: string;
  /** The comment's marker id; `report` must open with it. */
  marker: string;
  /** The whole comment body as rendered, marker line included. */
  report: string;
}

/** GitHub refuses comment bodies longer than this; a longer payload cannot be ours. */
const GITHUB_COMMENT_MAX_CHARS = 65_536;

const payloadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['schemaVersion', 'pullRequestNumber', 'headSha', 'marker', 'report'],
  properties: {
    schemaVersion: { const: 1 },
    pullRequestNumber: { type: 'integer', minimum: 1, maximum: 1_000_000_000 },
    headSha: { type: 'string', pattern: '^[0-9a-f]{40}$' },
    marker: { type: 'string', pattern: MARKER_ID_PATTERN },
    report: { type: 'string', maxLength: GITHUB_COMMENT_MAX_CHARS },
  },
} as const;

const validatePayload = new Ajv({ allErrors: false }).compile<CommentPayload>(payloadSchema);

/** Atomic, so an artifact upload never sees half a file. */
export function writeCommentPayload(path: string, payload: CommentPayload): void {
  writeFileAtomically(path, `${JSON.stringify(payload, null, 2)}\n`);
}

export async function readCommentPayload(path: string): Promise<CommentPayload> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new UserInputError(`comment payload ${path}: cannot be read as JSON (${(error as Error).message})`);
  }
  if (!validatePayload(parsed)) {
    const [first] = validatePayload.errors ?? [];
    throw new UserInputError(
      `comment payload ${path}: ${first?.instancePath || 'the document'} ${first?.message ?? 'is invalid'}`,
    );
  }
  return parsed;
}
