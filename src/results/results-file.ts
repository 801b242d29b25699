import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { UserInputError } from '../user-input-error.ts';
import { MAX_RESULTS_FILE_BYTES } from './item-limits.ts';
import { resultsAjv } from './results-ajv.ts';
import { resultsSchema } from './results-schema.ts';
import { RESULTS_SCHEMA_VERSION, type ResultsFile } from './results-types.ts';

const validateResults = resultsAjv().compile<ResultsFile>(resultsSchema);

/**
 * Reads and validates a results, baseline or shard file; every problem is one line naming the
 * file. A shard file comes from a pull request's run, so its size is checked before it is read.
 */
export function readResultsFile(path: string): ResultsFile {
  let text: string;
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UserInputError(`${path}: cannot read (${code === 'ENOENT' ? 'no such file' : code})`);
  }
  try {
    // One open file for the size check and the read, so the file checked is the file read.
    const { size } = fstatSync(fd);
    if (size > MAX_RESULTS_FILE_BYTES) {
      throw new UserInputError(
        `${path}: ${size} bytes, over the ${MAX_RESULTS_FILE_BYTES}-byte (${MAX_RESULTS_FILE_BYTES / 1024 / 1024} MiB) limit of a results file; not read`,
      );
    }
    text = readFileSync(fd, 'utf8');
  } catch (error) {
    if (error instanceof UserInputError) throw error;
    throw new UserInputError(
      `${path}: cannot read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  } finally {
    closeSync(fd);
  }
  return parseResults(text, path);
}

export function parseResults(text: string, path: string): ResultsFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UserInputError(`${path}: not valid JSON (${(error as Error).message})`);
  }
  const version = (data as { schemaVersion?: unknown } | null)?.schemaVersion;
  if (data !== null && typeof data === 'object' && version !== RESULTS_SCHEMA_VERSION) {
    throw new UserInputError(
      `${path}: schemaVersion ${JSON.stringify(version)} is not supported (this tool reads ${RESULTS_SCHEMA_VERSION}); record a new baseline`,
    );
  }
  if (!validateResults(data)) {
    const [first] = validateResults.errors ?? [];
    const where = first?.instancePath || '(top level)';
    throw new UserInputError(`${path}: ${where} ${first?.message ?? 'is invalid'}`);
  }
  return data;
}

/**
 * Replaces the file whole or not at all: write a temporary file beside it, fsync, rename
 * over the old one, fsync the directory. A crash at any point leaves the old file or the
 * new one, never a mix (and perhaps a stray temporary file).
 */
export function writeFileAtomically(path: string, content: string): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  // A fresh name opened with 'wx': never an existing file, never through a planted symbolic link.
  const temporaryPath = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const fd = openSync(temporaryPath, 'wx');
  try {
    try {
      writeSync(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporaryPath, path);
  } catch (error) {
    rmSync(temporaryPath, { force: true });
    throw error;
  }
  const dirFd = openSync(dir, 'r');
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
}

export function writeResultsFile(path: string, results: ResultsFile): void {
  writeFileAtomically(path, `${JSON.stringify(results, null, 2)}\n`);
}
