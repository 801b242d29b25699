import type { ActionInputs } from '../config/action-inputs.ts';
import type { Config } from '../config/config.ts';
import { runPipeline, type PipelineOutcome } from '../pipeline.ts';
import type { EventContext } from '../publish/event-context.ts';
import { actionProgress, errorMessage, writeJobSummary } from './action-log.ts';
import { publishOutcome } from './publish-outcome.ts';

/** mode: compare, run or baseline: the pipeline measures and judges; the outcome is published. */
export async function runGate(
  inputs: Extract<ActionInputs, { config: Config }>,
  context: EventContext,
): Promise<void> {
  const { config, publish } = inputs;
  const progress = actionProgress(config);
  let outcome: PipelineOutcome;
  try {
    outcome = await runPipeline(config, progress);
  } catch (error) {
    await writeJobSummary(`### mion-perf-gate could not finish\n\n${errorMessage(error)}\n`);
    throw error;
  }

  await publishOutcome(outcome, inputs.mode === 'compare', publish, context, {
    markdownPath: config.markdownPath,
    gate: config.gate,
  });
}
