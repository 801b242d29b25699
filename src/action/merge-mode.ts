import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ActionInputs } from '../config/action-inputs.ts';
import { exitCodeFor } from '../gate/verdict-exit-code.ts';
import { mergeShards } from '../merge/merge-shards.ts';
import type { PipelineOutcome } from '../pipeline.ts';
import type { EventContext } from '../publish/event-context.ts';
import { readResultsFile, writeResultsFile } from '../results/results-file.ts';
import { UserInputError } from '../user-input-error.ts';
import { publishOutcome } from './publish-outcome.ts';

/**
 * mode: merge: the shards' results files in shards-dir (each matrix job's artifact, downloaded
 * into one folder) become one verdict, published as compare publishes its own.
 */
export async function runMergeMode(
  inputs: Extract<ActionInputs, { mode: 'merge' }>,
  context: EventContext,
): Promise<void> {
  const { merge, publish } = inputs;
  const files = readdirSync(merge.shardsDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(merge.shardsDir, name));
  if (files.length === 0) throw new UserInputError(`input shards-dir: no .json file in ${merge.shardsDir}`);
  const { results, gate } = mergeShards(files.map((path) => ({ path, results: readResultsFile(path) })));
  writeResultsFile(merge.outPath, results);
  const outcome: PipelineOutcome = {
    results,
    gate,
    exitCode: exitCodeFor(gate, { gate: { failOnInconclusive: merge.failOnInconclusive } }),
    resultsPath: merge.outPath,
  };
  const subject = results.settings.subject ?? gate.subject;
  await publishOutcome(outcome, true, publish, context, {
    markdownPath: merge.markdownPath,
    gate: { subject, failOnInconclusive: merge.failOnInconclusive },
  });
}
