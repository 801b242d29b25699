#!/usr/bin/env node
/**
 * CLI entry point: the same pipeline as the action, published to the terminal and files.
 * Exit codes: 0 no regression, 1 regression, 2 error.
 */
import { parseCliArgs } from './cli/parse-cli-args.ts';
import { CLI_USAGE } from './cli/cli-usage.ts';
import { terminalProgress } from './cli/terminal-progress.ts';
import { runCalibration } from './calibrate/run-calibration.ts';
import { runInstructionCalibration } from './calibrate/run-instruction-calibration.ts';
import { buildCliConfig } from './cli/cli-config.ts';
import { UserInputError } from './user-input-error.ts';
import { runHistory } from './history/run-history.ts';
import { TOOL_NAME, TOOL_VERSION } from './tool-version.ts';
import { runMerge } from './merge/run-merge.ts';
import { runPipeline } from './pipeline.ts';
import { hideInitialEnvironment } from './process/hide-initial-environment.ts';
import { stopChildrenOnSignals } from './process/process-registry.ts';
import { renderMarkdownReport, renderResultsPage } from './report/markdown-report.ts';
import { renderMionSettingsPage } from './report/mion-settings-page.ts';
import { renderTerminalReport } from './report/terminal-table.ts';
import { writeFileAtomically } from './results/results-file.ts';

async function main(argv: string[]): Promise<number> {
  if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-v')) {
    process.stdout.write(`${TOOL_NAME} ${TOOL_VERSION}\n`);
    return 0;
  }
  // history reads and writes its own files, with its own flags: no servers, no gate settings.
  if (argv[0] === 'history')
    return runHistory(argv.slice(1), process.cwd(), (line) => process.stdout.write(`${line}\n`));
  const args = parseCliArgs(argv);
  if (args.help) {
    process.stdout.write(CLI_USAGE);
    return 0;
  }
  if (args.command === 'merge') {
    verbose = args.raw.verbose === 'true';
    const merged = runMerge(args.files, args.raw, process.cwd());
    process.stdout.write(`\n${merged.report}\n`);
    return merged.exitCode;
  }
  const config = buildCliConfig(args.command, args.raw);
  verbose = config.verbose;
  // A shell's GITHUB_TOKEN or NPM_TOKEN must not be readable from our /proc environ by a server.
  const hidingFailure = hideInitialEnvironment();
  if (hidingFailure)
    process.stderr.write(`warning: secrets stay in /proc/${process.pid}/environ: ${hidingFailure}\n`);
  stopChildrenOnSignals((signal) =>
    process.stderr.write(`\nstopped by ${signal}: every server was stopped\n`),
  );
  const progress = terminalProgress();
  if (config.command === 'calibrate') {
    return config.gate.measure === 'instructions'
      ? runInstructionCalibration(config, progress)
      : runCalibration(config, progress);
  }

  const outcome = await runPipeline(config, progress);
  process.stdout.write(`\n${renderTerminalReport(outcome)}\n`);
  if (config.markdownPath) {
    const page = outcome.gate
      ? renderMarkdownReport(outcome)
      : config.page === 'settings'
        ? renderMionSettingsPage(outcome.results)
        : renderResultsPage(outcome.results);
    writeFileAtomically(config.markdownPath, page);
    progress.info(`report written to ${config.markdownPath}`);
  }
  if (outcome.resultsPath) progress.info(`results written to ${outcome.resultsPath}`);
  return outcome.exitCode;
}

let verbose = process.argv.includes('--verbose');

main(process.argv.slice(2)).then(
  (exitCode) => {
    process.exitCode = exitCode;
  },
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    // One line, whatever a library put in its message: CI logs and the docs' table read it whole.
    process.stderr.write(`mion-perf-gate: ${message.replace(/\s*\n\s*/g, ' ')}\n`);
    if (verbose && error instanceof Error && !(error instanceof UserInputError))
      process.stderr.write(`${error.stack}\n`);
    process.exitCode = 2;
  },
);
