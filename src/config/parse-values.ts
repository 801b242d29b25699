import { accessSync, constants, existsSync, lstatSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { UserInputError } from '../user-input-error.ts';

/** Each parser gets the option's display name ("--rounds" or "input rounds") for its message. */

export function parsePositiveInteger(label: string, text: string, max = 1_000_000): number {
  if (!/^\d+$/.test(text.trim())) throw new UserInputError(`${label}: "${text}" is not a whole number`);
  const value = Number(text);
  if (value < 1 || value > max) throw new UserInputError(`${label}: ${value} is outside 1..${max}`);
  return value;
}

export function parsePositiveSeconds(label: string, text: string, maxSeconds = 3600): number {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) {
    throw new UserInputError(`${label}: "${text}" is not a number of seconds`);
  }
  if (value <= 0 || value > maxSeconds) {
    throw new UserInputError(`${label}: ${value} is outside (0, ${maxSeconds}] seconds`);
  }
  return value;
}

export function parseNonNegativeSeconds(label: string, text: string, maxSeconds = 3600): number {
  if (text.trim() === '0') return 0;
  return parsePositiveSeconds(label, text, maxSeconds);
}

/** "5%" or "5" both mean 0.05: thresholds are always written as percentages. */
export function parsePercent(label: string, text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*%?\s*$/.exec(text);
  if (!match) throw new UserInputError(`${label}: "${text}" is not a percentage (write it like 5%)`);
  const percent = Number(match[1]);
  if (percent <= 0 || percent >= 100) {
    throw new UserInputError(`${label}: ${percent}% is outside the range 0% to 100% (exclusive)`);
  }
  return percent / 100;
}

export function parseOpenUnitInterval(label: string, text: string): number {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0 || value >= 1) {
    throw new UserInputError(`${label}: "${text}" must be a number between 0 and 1 (exclusive), e.g. 0.95`);
  }
  return value;
}

export function parseBoolean(label: string, text: string): boolean {
  const normalised = text.trim().toLowerCase();
  if (normalised === 'true') return true;
  if (normalised === 'false') return false;
  throw new UserInputError(`${label}: "${text}" must be true or false`);
}

/** Comma-separated, trimmed, no empties, no duplicates. */
export function parseNameList(label: string, text: string): string[] {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) throw new UserInputError(`${label}: the list is empty`);
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate) throw new UserInputError(`${label}: "${duplicate}" is listed twice`);
  return names;
}

/** A path resolved against the workspace; one that leads outside it is refused. */
export function parseWorkspacePath(label: string, text: string, workspaceDir: string): string {
  const path = resolve(workspaceDir, text.trim());
  assertInsideWorkspace(label, path, workspaceDir);
  return path;
}

/**
 * Compares real paths, symbolic links resolved on both sides: a link inside the workspace that
 * points out of it leads outside, whatever the path's text says.
 */
export function assertInsideWorkspace(label: string, path: string, workspaceDir: string): void {
  const realPath = realPathSoFar(label, path);
  const fromWorkspace = relative(realPathSoFar(label, workspaceDir), realPath);
  if (fromWorkspace === '..' || fromWorkspace.startsWith(`..${sep}`) || isAbsolute(fromWorkspace)) {
    const via = realPath === path ? '' : ` (it leads to ${realPath})`;
    throw new UserInputError(`${label}: ${path} is outside the workspace ${workspaceDir}${via}`);
  }
}

/**
 * The real path of the longest part of `path` that exists, followed by the rest, which cannot
 * be a link yet. A link that points nowhere is refused: writing through it would create its target.
 */
function realPathSoFar(label: string, path: string): string {
  const missing: string[] = [];
  let existing = path;
  while (!lstatSync(existing, { throwIfNoEntry: false }) && dirname(existing) !== existing) {
    missing.unshift(basename(existing));
    existing = dirname(existing);
  }
  try {
    return join(realpathSync(existing), ...missing);
  } catch (error) {
    throw new UserInputError(
      `${label}: ${existing} cannot be resolved (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }
}

/** An existing directory, already resolved. */
export function parseDirectory(label: string, dir: string): string {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new UserInputError(`${label}: ${dir} is not a directory`);
  }
  return dir;
}

export function parseFile(label: string, path: string): string {
  if (!existsSync(path) || !statSync(path).isFile()) {
    throw new UserInputError(`${label}: ${path} is not a file`);
  }
  return path;
}

/** A program to run, such as a Node binary: relative paths are read from the workspace. */
export function parseExecutable(label: string, text: string, workspaceDir: string): string {
  const path = resolve(workspaceDir, text.trim());
  if (!existsSync(path) || !statSync(path).isFile())
    throw new UserInputError(`${label}: ${path} is not a file`);
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new UserInputError(`${label}: ${path} is not executable`);
  }
  return path;
}

export function parseChoice<Choice extends string>(
  label: string,
  text: string,
  choices: readonly Choice[],
): Choice {
  const choice = text.trim();
  if (!(choices as readonly string[]).includes(choice)) {
    throw new UserInputError(`${label}: "${text}" is not one of ${choices.join(', ')}`);
  }
  return choice as Choice;
}
