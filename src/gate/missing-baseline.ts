import { existsSync } from 'node:fs';
import type { Config } from '../config/config.ts';
import type { GateOutcome } from './gate-types.ts';

/**
 * A repository's first pull request with the gate has no baseline yet: that is a state to
 * report, not a failure (unless if-no-baseline is fail). A file that exists but cannot be read
 * is still an error, so this looks only at whether there is a file at all.
 */
export function isBaselineMissing(baselinePath: string): boolean {
  return !existsSync(baselinePath);
}

/** The outcome of a compare that measured but had nothing to compare with. */
export function noBaselineOutcome(config: Config): { gate: GateOutcome; exitCode: 0 | 2 } {
  const notice =
    `no baseline at ${config.gate.baselinePath}: measured and reported, nothing compared; ` +
    'record one with `mion-perf-gate baseline` (action: mode: baseline) and commit it';
  return {
    gate: {
      verdict: 'no-baseline',
      mode: 'stored-baseline',
      comparedWith: `no baseline (${config.gate.baselinePath} does not exist)`,
      metrics: [],
      subject: config.gate.subject,
      reference: config.gate.reference,
      subjectProcesses: 0,
      environmentDrift: [],
      notes: [notice],
    },
    exitCode: config.gate.ifNoBaseline === 'fail' ? 2 : 0,
  };
}
