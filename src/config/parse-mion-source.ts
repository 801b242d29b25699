import { resolve } from 'node:path';
import type { MionSource } from './config.ts';
import { UserInputError } from '../user-input-error.ts';
import { parseDirectory } from './parse-values.ts';

const SOURCE_FORMS = 'npm:<version>, path:<mion checkout> or tarballs:<dir of .tgz files>';
// npm's own version grammar is wider, but a release or dist-tag is all this input is for.
const NPM_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+-]*$/;

export function parseMionSource(label: string, text: string, baseDir: string): MionSource {
  const separator = text.indexOf(':');
  const kind = separator === -1 ? '' : text.slice(0, separator);
  const value = text.slice(separator + 1).trim();
  if (kind === 'npm') {
    if (value === '') return { kind: 'npm' };
    if (!NPM_VERSION_PATTERN.test(value)) throw new UserInputError(`${label}: "${value}" is not a version`);
    return { kind: 'npm', version: value };
  }
  if (kind === 'path' || kind === 'tarballs') {
    if (value === '') throw new UserInputError(`${label}: ${kind}: needs a directory`);
    return { kind, dir: parseDirectory(label, resolve(baseDir, value)) };
  }
  throw new UserInputError(`${label}: "${text}" is not one of ${SOURCE_FORMS}`);
}

export function describeMionSource(source: MionSource): string {
  return source.kind === 'npm' ? `npm:${source.version ?? 'pinned'}` : `${source.kind}:${source.dir}`;
}
