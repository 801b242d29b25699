import { INPUTS_TABLE, type InputsTableEntry, type OptionEntry } from './inputs-table.ts';

/**
 * The options every entry point understands, by their CLI flag name: the table's options
 * (inputs-table.ts). The action maps its input names onto these, so the checks live in one place
 * (build-config.ts).
 */
export type OptionName = OptionEntry['option'];
export const OPTION_NAMES: readonly OptionName[] = INPUTS_TABLE.flatMap((entry) =>
  'option' in entry ? [entry.option] : [],
);

/**
 * Names of the first releases, still accepted: they said mion where any framework's source is meant,
 * and "baseline" for the pull request's base commit, which is not the stored baseline file.
 */
export type FormerName = Extract<InputsTableEntry, { formerNames: readonly string[] }>['formerNames'][number];
export const FORMER_NAMES = Object.fromEntries(
  INPUTS_TABLE.flatMap((entry) =>
    'formerNames' in entry ? entry.formerNames.map((former) => [former, entry.option]) : [],
  ),
) as Record<FormerName, OptionName>;
/** An option under its name or its former one: what a user may type or set. */
export type SpelledOption = OptionName | FormerName;
export type RawOptions = Partial<Record<SpelledOption, string>>;
