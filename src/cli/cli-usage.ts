import { CLI_SECTIONS, INPUTS_TABLE, type CliSection } from '../config/inputs-table.ts';
import { HISTORY_USAGE } from '../history/run-history.ts';

/** Where a flag's help starts, and the width --help keeps to. */
const HELP_COLUMN = 37;
const LINE_WIDTH = 110;

/** One section of --help: each flag the table lists for these commands, in the table's order. */
function flagsOf(section: CliSection): string {
  const lines = [`${CLI_SECTIONS[section]}:`];
  for (const entry of INPUTS_TABLE) {
    if (!('cli' in entry) || entry.cli.section !== section) continue;
    const flag = `  --${entry.option}${'value' in entry.cli ? ` ${entry.cli.value}` : ''}`;
    const former = 'formerNames' in entry ? entry.formerNames.map((name) => `--${name}`).join(', ') : '';
    const help = former === '' ? entry.cli.help : withFormerName(entry.cli.help, former);
    const [first, ...rest] = wrap(help, LINE_WIDTH - HELP_COLUMN);
    // A flag too long for its column takes a line of its own.
    if (flag.length < HELP_COLUMN - 1) lines.push(flag.padEnd(HELP_COLUMN) + first);
    else lines.push(flag, ' '.repeat(HELP_COLUMN) + first);
    for (const line of rest) lines.push(' '.repeat(HELP_COLUMN) + line);
  }
  return lines.join('\n');
}

/** "(default: npm; former name --mion-source)": the former name joins a closing aside. */
function withFormerName(help: string, former: string): string {
  return help.endsWith(')')
    ? `${help.slice(0, -1)}; former name ${former})`
    : `${help} (former name ${former})`;
}

/** Words into lines of at most `width` characters (a longer word keeps a line of its own). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  return [...lines, line];
}

export const CLI_USAGE = `Usage: mion-perf-gate <command> [flags]   (mion-perf-gate --version: the tool's version)

Commands:
  run        build the servers and benchmark them; print the comparison table
  baseline   run, then record the results as the baseline (atomically; never from a failed run)
  compare    run, compare the subject with the baseline, and decide: exit 0 pass, 1 regression, 2 error
  calibrate  measure this machine's false-alarm and detection rates (A/A and A/B trials)
  merge      merge SHARD.json...: join the results of compare --shard runs into one verdict and report
  history    append a results file to main's history, or find its change points (docs/history.md):
${HISTORY_USAGE.replace(/^/gm, '               ').trimEnd()}

${flagsOf('every')}

${flagsOf('baseline-and-compare')}

${flagsOf('compare')}

Flags of merge (after the shard files): --out FILE.json, --markdown FILE.md, --fail-on-inconclusive, --verbose.
  The shards must be of one pull request (shard count, scenarios, measures, tool, head commit, settings),
  each (share, measure) once; a missing shard or one that ended in error makes the verdict error (exit 2),
  naming it.

${flagsOf('calibrate')}

Exit codes: 0 no regression (or no baseline yet), 1 regression, 2 error (bad input, server failed,
subject not measured, no baseline with --if-no-baseline fail).
`;
