import { parseArgs } from 'node:util';
import type { Command } from '../config/config.ts';
import { UserInputError } from '../user-input-error.ts';
import { INPUTS_TABLE } from '../config/inputs-table.ts';
import { FORMER_NAMES, OPTION_NAMES, type RawOptions } from '../config/option-names.ts';

const COMMANDS: (Command | 'merge')[] = ['run', 'baseline', 'compare', 'calibrate', 'merge'];
const COMMAND_LIST = 'run, baseline, compare, calibrate, merge or history';
/** merge reads results, not servers: these are the only flags it takes. */
const MERGE_FLAGS = new Set(['out', 'markdown', 'fail-on-inconclusive', 'verbose']);
/** Switches: the table's flags that take no value (inputs-table.ts), and --help. */
const BOOLEAN_FLAGS = new Set<string>([
  ...INPUTS_TABLE.flatMap((entry) => ('cli' in entry && !('value' in entry.cli) ? [entry.option] : [])),
  'help',
]);
// The former names (--mion-source) are still flags; build-config reads them as the current ones.
const VALUE_FLAGS = [...OPTION_NAMES, ...Object.keys(FORMER_NAMES)].filter(
  (option) => !BOOLEAN_FLAGS.has(option),
);

export type CliArgs =
  | { help: true }
  | { help: false; command: Command; raw: RawOptions }
  /** merge SHARD.json...: the shards' results files, in the order given. */
  | { help: false; command: 'merge'; raw: RawOptions; files: string[] };

/** argv (without node and the script) to a command and raw options; validation is build-config's job. */
export function parseCliArgs(argv: string[]): CliArgs {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: Object.fromEntries([
        ...VALUE_FLAGS.map((flag) => [flag, { type: 'string' as const }]),
        ...[...BOOLEAN_FLAGS].map((flag) => [flag, { type: 'boolean' as const }]),
      ]),
    });
  } catch (error) {
    const message = (error as Error).message;
    const unknownFlag = /Unknown option '([^']+)'/.exec(message)?.[1];
    throw new UserInputError(
      unknownFlag ? `unknown flag ${unknownFlag} (see --help)` : `${message.split('\n')[0]} (see --help)`,
    );
  }
  if (parsed.values.help) return { help: true };
  const [command, ...extra] = parsed.positionals;
  if (!command) throw new UserInputError(`no command given: use ${COMMAND_LIST} (see --help)`);
  if (!COMMANDS.includes(command as Command)) {
    throw new UserInputError(`unknown command "${command}": use ${COMMAND_LIST}`);
  }
  if (command !== 'merge' && extra.length > 0) {
    throw new UserInputError(`unexpected argument "${extra[0]}" (see --help)`);
  }
  const raw: RawOptions = {};
  for (const [flag, value] of Object.entries(parsed.values)) {
    if (flag === 'help') continue;
    // The action reads an empty input as "not set"; a person who types --servers "" meant something.
    if (typeof value === 'string' && value.trim() === '') {
      throw new UserInputError(`--${flag}: the value is empty (leave the flag out for its default)`);
    }
    raw[flag as keyof RawOptions] = typeof value === 'boolean' ? String(value) : (value as string);
  }
  if (command === 'merge') {
    const other = Object.keys(raw).find((flag) => !MERGE_FLAGS.has(flag));
    if (other) {
      throw new UserInputError(
        `--${other}: merge takes only --out, --markdown, --fail-on-inconclusive and --verbose`,
      );
    }
    if (extra.length === 0) {
      throw new UserInputError(
        'merge: no shard files given (mion-perf-gate merge SHARD.json... [--out FILE])',
      );
    }
    return { help: false, command, raw, files: extra };
  }
  return { help: false, command: command as Command, raw };
}
