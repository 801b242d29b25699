import { MAX_TARBALLS } from './item-limits.ts';
import { count, figures, serverName, text } from './schema-parts.ts';

/** What a results file records of each server: what it is, where it was built from, how it fared. */

/** The source a stored baseline's subject can be rebuilt from: a version, a commit or tarballs. */
const recordedSource = {
  oneOf: [
    {
      type: 'object',
      required: ['kind', 'version'],
      additionalProperties: false,
      properties: { kind: { const: 'npm' }, version: text },
    },
    {
      type: 'object',
      required: ['kind', 'commit'],
      additionalProperties: false,
      properties: { kind: { const: 'git' }, commit: { type: 'string', pattern: '^[0-9a-f]{40}$' } },
    },
    {
      type: 'object',
      required: ['kind', 'dir', 'files'],
      additionalProperties: false,
      properties: {
        kind: { const: 'tarballs' },
        dir: text,
        files: {
          type: 'array',
          minItems: 1,
          maxItems: MAX_TARBALLS,
          items: {
            type: 'object',
            required: ['file', 'sha512'],
            additionalProperties: false,
            properties: {
              file: { type: 'string', pattern: '^[^/\\\\]+\\.tgz$', maxLength: 200 },
              sha512: { type: 'string', pattern: '^[A-Za-z0-9+/]{86}==$' },
            },
          },
        },
      },
    },
  ],
} as const;

export const serverRunSchema = {
  type: 'object',
  required: ['name', 'framework', 'version', 'router', 'validation', 'description', 'status', 'startupMs'],
  properties: {
    name: serverName,
    framework: text,
    version: text,
    router: { type: 'boolean' },
    validation: { enum: ['✓', '-', '✗'] },
    description: text,
    source: text,
    rebuildFrom: recordedSource,
    lockfileDigest: { type: 'string', pattern: '^[0-9a-f]{12}$' },
    runtime: text,
    unknownKeys: { enum: ['reject', 'strip'] },
    status: { enum: ['measured', 'failed', 'unavailable'] },
    failure: {
      type: 'object',
      required: ['stage', 'message'],
      properties: {
        stage: { enum: ['install', 'build', 'start', 'check', 'load', 'source'] },
        message: text,
      },
    },
    startupMs: figures,
    warmUpRequests: count,
  },
} as const;
