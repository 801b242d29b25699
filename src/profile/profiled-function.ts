import { fileURLToPath } from 'node:url';
import type { ProfiledFunction } from '../results/where-it-changed.ts';
import type { CallFrame } from './cpu-profile.ts';

/** V8's names for what is not a JavaScript function. */
export const IDLE_FRAME = '(idle)';
export const ROOT_FRAME = '(root)';

/**
 * The key head and base share for one function. A named function is its name in its file: its line
 * moves when the pull request edits code above it, its name does not. An anonymous one has only its
 * place to go by.
 */
export function functionKey(fn: ProfiledFunction): string {
  return fn.name === '' || fn.name === '(anonymous)'
    ? `(anonymous)\u0000${fn.file}\u0000${fn.line}:${fn.column}`
    : `${fn.name}\u0000${fn.file}`;
}

/** `callFrame` as a function, its file relative to the first of `folders` that holds it. */
export function profiledFunction(callFrame: CallFrame, folders: readonly string[]): ProfiledFunction {
  return {
    name: callFrame.functionName === '' ? '(anonymous)' : callFrame.functionName,
    file: relativeFile(callFrame.url, folders),
    line: callFrame.lineNumber + 1,
    column: callFrame.columnNumber + 1,
  };
}

export function relativeFile(url: string, folders: readonly string[]): string {
  if (!url.startsWith('file://')) return url;
  const path = fileURLToPath(url);
  const folder = folders.find((candidate) => path.startsWith(withSlash(candidate)));
  return folder ? path.slice(withSlash(folder).length) : path;
}

function withSlash(folder: string): string {
  return folder.endsWith('/') ? folder : `${folder}/`;
}

/** "name (file:line)", as the report and the flame graph name a function. */
export function describeFunction(fn: ProfiledFunction): string {
  if (fn.file === '') return fn.name;
  return `${fn.name} (${fn.file}${fn.line > 0 ? `:${fn.line}` : ''})`;
}
