import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { ProfiledFunction } from '../results/where-it-changed.ts';

/** Where a function is written in the source a maintainer edits: file (as the map names it) and 1-based line. */
export interface SourceLocation {
  file: string;
  line: number;
}

/**
 * Reads the source map beside a built file (`<file>.map`, or the file's `sourceMappingURL`) and
 * returns the original place of `fn`, or undefined where the build has no map or the map does not
 * cover that place. Uses Node's own SourceMap (node:module), the one it uses for stack traces.
 */
export function sourceLocation(fn: ProfiledFunction, serverDir: string): SourceLocation | undefined {
  if (fn.line <= 0 || fn.file === '' || fn.file.startsWith('node:')) return undefined;
  const builtPath = isAbsolute(fn.file) ? fn.file : join(serverDir, fn.file);
  const map = readSourceMap(builtPath);
  if (!map) return undefined;
  const entry = map.sourceMap.findEntry(fn.line - 1, Math.max(0, fn.column - 1));
  if (!entry || !('originalSource' in entry) || typeof entry.originalSource !== 'string') return undefined;
  const original = entry.originalSource.replace(/^file:\/\//, '');
  // Maps name sources relative to the map's folder; from the server's folder a reader finds them.
  const absolute = isAbsolute(original) ? original : resolve(dirname(map.path), original);
  return { file: relative(serverDir, absolute), line: entry.originalLine + 1 };
}

interface ReadMap {
  sourceMap: SourceMap;
  path: string;
}

const mapsRead = new Map<string, ReadMap | undefined>();

function readSourceMap(builtPath: string): ReadMap | undefined {
  if (mapsRead.has(builtPath)) return mapsRead.get(builtPath);
  let found: ReadMap | undefined;
  try {
    const mapPath = mapPathOf(builtPath);
    if (mapPath && existsSync(mapPath)) {
      found = { sourceMap: new SourceMap(JSON.parse(readFileSync(mapPath, 'utf8'))), path: mapPath };
    }
  } catch {
    // A map that does not parse is no map: the built file's place is shown instead.
    found = undefined;
  }
  mapsRead.set(builtPath, found);
  return found;
}

function mapPathOf(builtPath: string): string | undefined {
  if (!existsSync(builtPath)) return undefined;
  const tail = readFileSync(builtPath, 'utf8').slice(-1000);
  const named = /\/\/[#@] sourceMappingURL=([^\s]+)\s*$/.exec(tail)?.[1];
  if (named && !named.startsWith('data:')) return resolve(dirname(builtPath), named);
  return `${builtPath}.map`;
}
