import { resolve } from 'node:path';
import type { Command } from './config.ts';
import { UserInputError } from '../user-input-error.ts';
import { FORMER_NAMES, type OptionName, type RawOptions, type SpelledOption } from './option-names.ts';
import { parseWorkspacePath } from './parse-values.ts';

export interface BuildConfigContext {
  command: Command;
  /** The servers folder used when none is given (the tool's own servers/). */
  defaultServersDir: string;
  /** The built-in scenarios, used unless scenarios-file names another. */
  defaultScenariosFile: string;
  /** The server folders of a servers folder (the catalog's names). */
  listServers: (serversDir: string) => string[];
  /** Relative paths resolve against this directory. */
  workspaceDir: string;
  /**
   * The action keeps every path it writes or reads inside the workspace, so that inputs cannot
   * reach the runner's other files; a person at a terminal may name any path.
   */
  confineToWorkspace: boolean;
  /** How to name an option in a message: "--rounds" for the CLI, "input rounds" for the action. */
  label: (option: SpelledOption) => string;
}

/** What every group of options reads the raw options through: one meaning of "given" and of a path. */
export interface OptionReader {
  command: Command;
  context: BuildConfigContext;
  label: (option: OptionName) => string;
  /** The option's text, or undefined when left out or empty (the action's "not set"). */
  given: (option: OptionName) => string | undefined;
  /** The option parsed, or `fallback` when it is not given. */
  parsed: <T>(option: OptionName, parse: (label: string, text: string) => T, fallback: T) => T;
  /** A path option: inside the workspace for the action, anywhere for the CLI. */
  path: (label: string, text: string) => string;
}

export function optionReader(raw: RawOptions, context: BuildConfigContext): OptionReader {
  const { values, spelling } = underCurrentNames(raw, context.label);
  const given = (option: OptionName): string | undefined => values[option];
  const label = (option: OptionName) => context.label(spelling[option] ?? option);
  return {
    command: context.command,
    context,
    label,
    given,
    parsed: (option, parse, fallback) => {
      const text = given(option);
      return text === undefined ? fallback : parse(label(option), text);
    },
    path: (label, text) =>
      context.confineToWorkspace
        ? parseWorkspacePath(label, text, context.workspaceDir)
        : resolve(context.workspaceDir, text.trim()),
  };
}

/**
 * The options given, each under its current name, and the former name of each the user wrote
 * that way, so that a message names what they wrote. Both names with different values is refused:
 * either could be the one meant.
 */
function underCurrentNames(
  raw: RawOptions,
  label: (option: SpelledOption) => string,
): { values: Partial<Record<OptionName, string>>; spelling: Partial<Record<OptionName, SpelledOption>> } {
  const given = (option: SpelledOption): string | undefined => {
    const value = raw[option];
    return value === undefined || value.trim() === '' ? undefined : value;
  };
  const values: Partial<Record<OptionName, string>> = {};
  for (const option of Object.keys(raw) as SpelledOption[]) {
    if (!(option in FORMER_NAMES)) values[option as OptionName] = given(option);
  }
  const spelling: Partial<Record<OptionName, SpelledOption>> = {};
  for (const [former, current] of Object.entries(FORMER_NAMES) as [keyof typeof FORMER_NAMES, OptionName][]) {
    const formerValue = given(former);
    if (formerValue === undefined) continue;
    const currentValue = values[current];
    if (currentValue !== undefined && currentValue.trim() !== formerValue.trim()) {
      throw new UserInputError(
        `${label(current)} and ${label(former)} (its former name) differ ("${currentValue}" and "${formerValue}"): give one`,
      );
    }
    if (currentValue === undefined) {
      values[current] = formerValue;
      spelling[current] = former;
    }
  }
  return { values, spelling };
}
