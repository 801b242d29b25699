import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CLI_USAGE } from '../../src/cli/cli-usage.ts';
import { parseCliArgs } from '../../src/cli/parse-cli-args.ts';
import { FORMER_NAMES, OPTION_NAMES } from '../../src/config/option-names.ts';

/** --help is written from the table of options (src/config/inputs-table.ts): every flag, in the table's words. */
test('--help lists every flag the CLI takes, and each flag once', () => {
  const listed = [...CLI_USAGE.matchAll(/^ {2}--([a-z-]+)/gm)].map((match) => match[1]!);
  assert.deepEqual([...listed].sort(), [...OPTION_NAMES].sort());
  for (const option of OPTION_NAMES) {
    // What --help lists, the parser takes (build-config then judges the value).
    const value = ['fail-on-inconclusive', 'allow-build-difference', 'verbose'].includes(option) ? [] : ['x'];
    assert.doesNotThrow(() => parseCliArgs(['run', `--${option}`, ...value]), option);
  }
  for (const [former, current] of Object.entries(FORMER_NAMES)) {
    assert.match(CLI_USAGE.replace(/\s+/g, ' '), new RegExp(`former name --${former}\\)`), current);
  }
});

test("--help's flag lines keep to 110 columns, each flag's help starting in one column", () => {
  const flagSections = CLI_USAGE.split('\nFlags of every command:\n')[1]!.split('\nExit codes:')[0]!;
  const flagLines = flagSections.split('\n').filter((line) => /^ {2}--| {3}/.test(line));
  assert.ok(flagLines.length > OPTION_NAMES.length);
  for (const line of flagLines) {
    assert.ok(line.length <= 110, line);
    // A flag's help, and every line that carries it on, start in column 37; a long flag has its own line.
    if (/^ {2}--\S.* {2}\S/.test(line) || /^ {3}/.test(line)) assert.match(line.slice(36), /^ \S/, line);
  }
});
