import { Ajv } from 'ajv';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UserInputError } from '../user-input-error.ts';
import type { UnknownKeys, WireFormat } from '../scenarios/scenario.ts';
import type { ServerInfo } from '../results/results-types.ts';

/** The "benchmark" field of a server folder's package.json: what the engine needs to run it. */
export interface ServerMeta {
  framework: string;
  router: boolean;
  validation: ServerInfo['validation'];
  description: string;
  wireFormat: WireFormat;
  /** File run with the runtime, relative to the folder (after the build, when there is one). */
  entry: string;
  /**
   * Script run with the Node under test, in the folder, before each server process starts
   * (relative to the folder, after the build): every process then starts from the same state,
   * e.g. a database file made afresh.
   */
  setup?: string;
  /** What runs the entry: the Node under test (the default), or the Bun the folder pins. */
  runtime?: 'node' | 'bun';
  /**
   * Packages and their pinned release, installed from the configured source (source, and
   * base-source for the base side) after the folder's locked install: mion's @mionjs
   * packages, or any framework's packages built from its own checkout. `mionPackages` is the
   * older spelling, read as this.
   */
  sourcePackages?: Record<string, string>;
  mionPackages?: Record<string, string>;
  /** What the server does with an undeclared key of a body; `reject` when unset. */
  unknownKeys?: UnknownKeys;
  /** Environment variable that adds that many routes nobody calls: start-up time as routes grow. */
  routesEnv?: string;
}

export interface ServerDefinition {
  name: string;
  dir: string;
  meta: ServerMeta;
  hasLockfile: boolean;
  hasBuildScript: boolean;
}

/** A file inside the server folder: no `..`, nothing a shell or a path could read as more. */
const FOLDER_FILE = { type: 'string', pattern: '^[A-Za-z0-9_./-]+$', not: { pattern: '\\.\\.' } } as const;

const metaSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['framework', 'router', 'validation', 'description', 'wireFormat', 'entry'],
  properties: {
    framework: { type: 'string', minLength: 1 },
    router: { type: 'boolean' },
    validation: { enum: ['✓', '-', '✗'] },
    description: { type: 'string' },
    wireFormat: { enum: ['rest', 'rpc'] },
    entry: FOLDER_FILE,
    setup: FOLDER_FILE,
    sourcePackages: {
      type: 'object',
      minProperties: 1,
      // npm's rule for a package name: lower case, an optional @scope/.
      propertyNames: { pattern: '^(@[a-z0-9][a-z0-9._~-]*/)?[a-z0-9][a-z0-9._~-]*$' },
      additionalProperties: { type: 'string', pattern: '^[0-9A-Za-z][0-9A-Za-z.+-]*$' },
    },
    mionPackages: {
      type: 'object',
      minProperties: 1,
      propertyNames: { pattern: '^@mionjs/[a-z0-9-]+$' },
      additionalProperties: { type: 'string', pattern: '^[0-9A-Za-z][0-9A-Za-z.+-]*$' },
    },
    routesEnv: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' },
    unknownKeys: { enum: ['reject', 'strip'] },
    runtime: { enum: ['node', 'bun'] },
  },
} as const;

const validateMeta = new Ajv({ allErrors: false, verbose: true }).compile<ServerMeta>(metaSchema);
const FOLDER_FILE_FIELDS = new Set(['/entry', '/setup']);

/** The names of readCatalog's servers: what a servers list may name. */
export function serverNames(serversDir: string): string[] {
  return readCatalog(serversDir).map((server) => server.name);
}

/** Every folder of serversDir with a package.json that has a "benchmark" field is a server. */
export function readCatalog(serversDir: string): ServerDefinition[] {
  return readdirSync(serversDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(serversDir, entry.name, 'package.json')))
    .map((entry) => readServerDefinition(join(serversDir, entry.name), entry.name))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function readServerDefinition(dir: string, name: string): ServerDefinition {
  const packagePath = join(dir, 'package.json');
  let packageJson: { benchmark?: unknown; scripts?: Record<string, string> };
  try {
    packageJson = JSON.parse(readFileSync(packagePath, 'utf8'));
  } catch (error) {
    throw new UserInputError(`${packagePath}: not valid JSON (${(error as Error).message})`);
  }
  if (!validateMeta(packageJson.benchmark)) {
    const [first] = validateMeta.errors ?? [];
    const where = first?.instancePath ? `benchmark${first.instancePath.replaceAll('/', '.')}` : 'benchmark';
    // A key the names' pattern refuses: name the key, not the pattern; a file, what it must be.
    const problem = first?.propertyName
      ? `"${first.propertyName}" is not a package name${where.endsWith('mionPackages') ? ' of @mionjs' : ''}`
      : FOLDER_FILE_FIELDS.has(first?.instancePath ?? '') && typeof first?.data === 'string'
        ? `"${first.data}" is not a path inside the folder (letters, digits, _ . / - and no "..")`
        : (first?.message ?? 'is missing');
    throw new UserInputError(`${packagePath}: ${where} ${problem}`);
  }
  const { mionPackages, sourcePackages, ...meta } = packageJson.benchmark;
  if (mionPackages && sourcePackages) {
    throw new UserInputError(
      `${packagePath}: benchmark has both sourcePackages and mionPackages (its older spelling); keep sourcePackages`,
    );
  }
  const fromSource = sourcePackages ?? mionPackages;
  return {
    name,
    dir,
    meta: { ...meta, ...(fromSource ? { sourcePackages: fromSource } : {}) },
    hasLockfile: existsSync(join(dir, 'package-lock.json')),
    hasBuildScript: typeof packageJson.scripts?.build === 'string',
  };
}
